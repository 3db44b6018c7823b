import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Columns are snake_case in the database and camelCase here (CamelCasePlugin).
 * Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both dialects, so the same
 * queries and comparisons work on SQLite and PostgreSQL.
 */
export interface ClusterTable {
  code: string;
  name: string;
  /** What is sent to a member who has chosen no language is in this one (a supported tag). */
  defaultLanguage: Generated<string>;
  /** IANA time zone for the cluster's "today"; '' keeps the programme's time zone. */
  timeZone: Generated<string>;
  /** ISO 4217 currency of the country; '' until set. */
  currency: Generated<string>;
}
export interface DivisionTable {
  code: string;
  name: string;
  clusterCode: string;
}
export interface MemberTable {
  id: Generated<number>;
  memberNumber: string;
  legalFirstname: string;
  firstname: string;
  surname: string;
  email: string;
  cellNum: string;
  divisionCode: string;
  managerId: number | null;
  jobTitle: string;
  hireDate: string | null;
  dobDd: string;
  dobMm: string;
  employmentStatus: 'active' | 'leaver';
  passwordHash: string | null;
  registeredAt: string | null;
  isManager: number;
  isAdminReports: number;
  roleCc: number;
  roleCa: number;
  isProgrammeAdmin: number;
  interest1: number;
  interestOtherDesc: string;
  otherInfo: string;
  picId: string | null;
  /** When the birthday was first given: the award starts with the first birthday after it. */
  dobGivenAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** When a programme admin erased their personal data; they are then "Former member #id". */
  erasedAt: Generated<string | null>;
  /** The chosen interface language (a supported tag), '' to follow the device. */
  language: Generated<string>;
  /** When the member registered here, starting their first steps; null for members who did not. */
  firstStepsFrom: Generated<string | null>;
  /** The member's first sign-in after registering: until then Home welcomes them. */
  returnedAt: Generated<string | null>;
  /** The member's first recognition sent (a first step). */
  thankedAt: Generated<string | null>;
  /** When the member first opened How it Works (a first step). */
  pointsSeenAt: Generated<string | null>;
  /** When the member put the first steps away. */
  firstStepsDismissedAt: Generated<string | null>;
}
export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  memberId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}
export type AccountKind = 'redeem' | 'recognise' | 'pif' | 'system';
export interface LedgerAccountTable {
  id: Generated<number>;
  memberId: number | null;
  kind: AccountKind;
  systemCode: string | null;
  balance: number;
  createdAt: string;
}
export interface LedgerTransferTable {
  id: Generated<number>;
  idempotencyKey: string;
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  type: string;
  description: string;
  refType: string | null;
  refId: string | null;
  reversesId: number | null;
  createdAt: string;
}
export interface RateLimitTable {
  bucket: string;
  windowStart: string;
  hits: number;
}
/** What a requestId was first used for (a fingerprint of the call's details). */
export interface RequestKeyTable {
  callPath: string;
  /** The caller's member id, 0 for an anonymous call. */
  memberId: number;
  requestId: string;
  fingerprint: string;
  createdAt: string;
}
/** One failed sign-in; the limits count these over a sliding window. */
export interface LoginFailureTable {
  id: Generated<number>;
  /** The member number as typed, lower-cased. */
  memberKey: string;
  address: string;
  at: string;
}
/** One e-card send, counted against the sending quotas. */
export interface RecognitionSendTable {
  id: Generated<number>;
  memberId: number;
  recipients: number;
  sms: number;
  createdAt: string;
  /** The sender's sends and SMS up to and including this one, in (createdAt, id) order (0290). */
  totalSends: Generated<number>;
  totalSms: Generated<number>;
}
export interface SettingTable {
  key: string;
  value: string;
}

export const OUTBOX_CHANNELS = ['email', 'sms', 'webhook', 'slack', 'teams', 'push'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** A browser that receives a member's push notifications (Web Push). */
export interface PushSubscriptionTable {
  id: Generated<number>;
  memberId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: string;
  lastPushAt: string | null;
}
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';
export interface OutboxMessageTable {
  id: Generated<number>;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  template: string;
  refType: string | null;
  refId: string | null;
  dedupeKey: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Codes in `type`: see modules/recognition/kinds.ts. */
export interface RecognitionTable {
  id: Generated<number>;
  type: string;
  fromMemberId: number;
  toMemberId: number;
  value: string;
  message: string;
  points: number;
  sendBy: 'email' | 'sms';
  requestId: string | null;
  createdAt: string;
  /** Set while a programme admin has hidden the message (migration 0012); readers show HIDDEN_MESSAGE_TEXT. */
  messageHiddenAt: string | null;
  /** The programme admin who hid it; null when the command line did. */
  messageHiddenBy: number | null;
  messageHiddenReason: string | null;
}

/** A pending one-time-password check (modules/registration). */
export type OtpPurpose = 'register' | 'reset';
export interface OtpVerificationTable {
  id: Generated<number>;
  authHash: string;
  codeHash: string;
  purpose: OtpPurpose;
  memberId: number;
  cellNum: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
export interface ContentPageTable {
  contentKey: string;
  title: string;
  /** Sanitised HTML (modules/content sanitises on save). */
  content: string;
  updatedAt: string;
}
export interface ContactMessageTable {
  id: Generated<number>;
  contactName: string;
  emailAddress: string;
  message: string;
  clientAddress: string;
  createdAt: string;
}

/** A profile picture: 'temp' until memberupdate keeps it. */
export interface PictureTable {
  id: string;
  memberId: number;
  sessionId: number | null;
  status: 'temp' | 'kept';
  contentType: string;
  data: Buffer;
  createdAt: string;
}
export interface SsoFlowTable {
  state: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: string;
}
export interface UsedTransferTokenTable {
  jti: string;
  expiresAt: string;
}

/** One period of a scheduled job, claimed by the instance that ran it (src/jobs). */
export interface JobRunTable {
  job: string;
  periodKey: string;
  startedAt: string;
  finishedAt: string | null;
  summary: string;
}

/** Nominations and the quarterly award (modules/nominations, migration 0008). */
export interface NominationCategoryTable {
  nomCat: string;
  helpText: string;
  sortOrder: number;
}
export interface NominationTable {
  id: Generated<number>;
  nomCat: string;
  reason: string;
  byMemberId: number;
  byDivisionCode: string;
  /** NULL when the nominee is a whole division. */
  nomineeMemberId: number | null;
  /** The member id, or 'div:{code}' for a whole division. */
  nomineeKey: string;
  nomineeDivisionCode: string;
  nomineeClusterCode: string;
  nomineeManagerId: number;
  /** 'YYYY-Qn' of createdAt in the programme's time zone. */
  quarter: string;
  requestId: string | null;
  createdAt: string;
  reviewRating: number | null;
  reviewedById: number | null;
  reviewedAt: string | null;
  reviewPoints: Generated<number>;
  isIncludeInQuarterly: Generated<number>;
  quarterlyMotivation: Generated<string>;
  awardStatus: Generated<'' | 'W'>;
  awardById: number | null;
  awardAt: string | null;
}
export interface NominationRatingTable {
  nominationId: number;
  memberId: number;
  rating: number;
  ratedAt: string;
}
export interface NominationQuarterCloseTable {
  clusterCode: string;
  quarter: string;
  closedById: number;
  closedAt: string;
}

/* Rewards shop. Prices and totals are whole points. */
export type ShopStockMode = 'unlimited' | 'voucher' | 'limited';
export interface ShopCategoryTable {
  id: Generated<number>;
  parentId: number | null;
  level: 1 | 2 | 3;
  name: string;
  sortOrder: number;
  /** 1: the shop leaves out this category and everything under it (0014). */
  hidden: Generated<number>;
}
export interface ShopImageTable {
  fileName: string;
  contentType: string;
  data: Buffer;
  updatedAt: string;
}
export interface ShopProductTable {
  id: Generated<number>;
  productCode: string;
  /** A level-3 category. */
  categoryId: number;
  description: string;
  brand: string;
  model: string;
  priceDescription: string;
  /** The fAB blurb: rich text with ~< and ~> for angle brackets. */
  features: string;
  imageFile: string;
  price: number;
  noBasket: 'Y' | 'N';
  active: number;
  stockMode: ShopStockMode;
  /** Only for 'limited': what is left. */
  stockCount: number | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}
export interface ShopBasketItemTable {
  id: Generated<number>;
  memberId: number;
  productId: number;
  qty: number;
  priceAtAdd: number;
  createdAt: string;
  updatedAt: string;
}
/** The promo code a member applied in the basket (migration 0360). */
export interface ShopBasketPromoTable {
  memberId: number;
  code: string;
  appliedAt: string;
}
export type ShopPromoKind = 'percent' | 'fixed';
export interface ShopPromoCodeTable {
  id: Generated<number>;
  code: string;
  kind: ShopPromoKind;
  /** Percent (1–100) or points off. */
  amount: number;
  validFrom: string;
  validTo: string;
  maxUsesTotal: number | null;
  maxUsesPerMember: number | null;
  minBasket: number;
  usesCount: number;
  active: number;
  description: string;
  createdAt: string;
}
export interface ShopPromoUseTable {
  id: Generated<number>;
  promoCodeId: number;
  memberId: number;
  orderId: number;
  createdAt: string;
}
export interface ShopOrderTable {
  id: Generated<number>;
  orderNum: string;
  memberId: number;
  requestKey: string;
  statusId: string;
  alloc: string;
  subTotal: number;
  discount: number;
  grandTotal: number;
  pointsPaid: number;
  promoCodeId: number | null;
  promoCode: string;
  cellNum: string;
  transferId: number | null;
  reversalTransferId: number | null;
  createdAt: string;
  updatedAt: string;
}
/** A Teams user's directory object id, linked to a member by a programme admin (modules/chat/teams). */
export interface TeamsLinkTable {
  aadObjectId: string;
  memberId: number;
  linkedBy: string;
  createdAt: string;
}
/** A card payment of an order's shortfall (see modules/payments). */
export interface ShopPaymentTable {
  id: Generated<number>;
  memberId: number;
  requestKey: string;
  provider: 'stripe' | 'paygate';
  clusterCode: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'unfulfilled';
  currency: string;
  amountMinor: number;
  pointsHeld: number;
  grandTotal: number;
  promoCode: string;
  cellNum: string;
  alloc: string;
  linesJson: string;
  providerRef: Generated<string>;
  providerTxnId: Generated<string>;
  redirectJson: Generated<string>;
  holdTransferId: number | null;
  releaseTransferId: number | null;
  orderId: number | null;
  refundStatus: Generated<'none' | 'pending' | 'refunded' | 'failed'>;
  refundRef: Generated<string>;
  refundedMinor: Generated<number>;
  lastError: Generated<string>;
  /** What the provider reported when it differs from the amount asked for ("1234 GBP"), else ''. */
  amountMismatch: Generated<string>;
  expiresAt: string;
  settledAt: string | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface ShopOrderItemTable {
  id: Generated<number>;
  orderId: number;
  productId: number;
  productCode: string;
  description: string;
  qty: number;
  price: number;
  total: number;
  dispatchStatus: number;
  dispatchedAt: string | null;
}
export interface ShopVoucherCodeTable {
  id: Generated<number>;
  productId: number;
  code: string;
  orderItemId: number | null;
  soldAt: string | null;
  createdAt: string;
}
export interface ShopAdvertTable {
  id: Generated<number>;
  what: string;
  href: string;
  img: string;
  sortOrder: number;
  active: number;
}
/** The clusters a product is offered in; a product with no rows is offered in every cluster. */
export interface ShopProductClusterTable {
  productId: number;
  clusterCode: string;
}
/** The clusters an advert is shown in; an advert with no rows is shown in every cluster. */
export interface ShopAdvertClusterTable {
  advertId: number;
  clusterCode: string;
}

/**
 * A translation of one field of programme data into one language (migration 0400, decision
 * 059). `subjectKind` is one of the contract's PROGRAMME_TEXT_KINDS; `subjectKey` an id, a key
 * or a value's source wording.
 */
export interface ProgrammeTranslationTable {
  subjectKind: string;
  subjectKey: string;
  field: string;
  language: string;
  text: string;
  updatedAt: string;
}

/** Community: birthday awards, Get Involved campaigns, pictures and likes. */
export interface BirthdayAwardTable {
  memberId: number;
  year: number;
  points: number;
  awardedAt: string;
}
export interface CampaignTable {
  id: Generated<number>;
  name: string;
  colour: string;
  /** First and last day (company time, YYYY-MM-DD) on which pictures may be added. */
  openDate: string;
  closeDate: string;
  /** Shown under the theme on Get Involved; '' when there is none (migration 0013). */
  description: Generated<string>;
  createdAt: string;
  updatedAt: string;
}
export interface GetInvolvedPictureTable {
  id: Generated<number>;
  campaignId: number;
  memberId: number;
  picKey: string;
  status: 'pending' | 'published';
  sessionId: number | null;
  rotation: Generated<number>;
  contentType: string;
  data: Buffer;
  hidden: Generated<number>;
  hiddenReason: Generated<string>;
  hiddenAt: string | null;
  createdAt: string;
  publishedAt: string | null;
}
export interface GetInvolvedLikeTable {
  pictureId: number;
  memberId: number;
  ownerId: number;
  createdAt: string;
}

/** Programme administration: every admin change, with the state before and after. */
export interface AdminAuditLogTable {
  id: Generated<number>;
  at: string;
  actorMemberId: number | null;
  actorLabel: string;
  action: string;
  target: string;
  beforeJson: string;
  afterJson: string;
}
/** A long admin task (an HR import) whose progress any instance can report. */
export interface AdminJobTable {
  id: string;
  kind: string;
  status: string;
  phase: string;
  done: number;
  total: number;
  createdBy: number | null;
  input: string;
  resultJson: string;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A member's Pay It Forward top-up of one month (src/modules/admin/budgets/pif-topup.ts). */
export interface PifTopupTable {
  memberId: number;
  month: string;
  granted: number;
  taken: number;
  createdAt: string;
}

/** An API token (src/modules/integrations/tokens); only the SHA-256 of the secret is kept. */
export interface ApiTokenTable {
  id: Generated<number>;
  name: string;
  tokenHash: string;
  hint: string;
  /** JSON array of scopes. */
  scopes: string;
  /** The programme admin who created it; calls made with it are theirs in the audit log. */
  memberId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}
export interface ApiTokenUseTable {
  id: Generated<number>;
  tokenId: number;
  at: string;
  method: string;
  path: string;
  outcome: string;
}
/** A webhook endpoint (src/modules/integrations/webhooks); deliveries are outbox rows. */
export interface WebhookEndpointTable {
  id: Generated<number>;
  name: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  secretSealed: string;
  enabled: number;
  createdAt: string;
  updatedAt: string;
}
/** The identity provider's names for a member (SCIM userName lower-cased, externalId). */
export interface ScimUserTable {
  memberId: number;
  userName: string;
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
}
export type ChatProvider = 'slack' | 'teams';
/**
 * A name, e-mail, mobile or identity-provider name a member used before (migration 0320, kept
 * by triggers): what an erasure must also find, and part of the member's data download.
 */
export interface MemberFormerDetailTable {
  memberId: number;
  detail: MemberFormerDetail;
  value: string;
  recordedAt: string;
}
export type MemberFormerDetail =
  'legalFirstname' | 'firstname' | 'surname' | 'email' | 'cellNum' | 'scimUserName' | 'scimExternalId';
/** Points a leaver's account gave back, held for the grace period (migration 0321). */
export interface LeaverHoldTable {
  id: Generated<number>;
  memberId: number;
  kind: 'redeem' | 'recognise';
  amount: number;
  heldAt: string;
  releaseAfter: string;
  settledAt: string | null;
  outcome: Generated<'' | 'restored' | 'returned'>;
}
export interface ChatIntegrationTable {
  provider: ChatProvider;
  enabled: number;
  settingsJson: string;
  /** A sealed JSON object of the provider's secrets; '' when none were given. */
  secretsSealed: string;
  updatedAt: string;
}

/** Home's figures per member, kept by triggers (migration 0081). */
export interface MemberCounterTable {
  memberId: number;
  recognitionsSent: Generated<number>;
  rewardsReceived: Generated<number>;
  rewardsRedeemed: Generated<number>;
}

/**
 * Insights roll-ups per member and quarter hour (UTC 'YYYY-MM-DDTHH:MM'), kept by triggers
 * (migration 0100). Points columns are signed sums: a reversal or refund takes back.
 */
export interface InsightsMemberSlotTable {
  memberId: number;
  slot: string;
  sent: number;
  received: number;
  budgetAllocated: number;
  budgetGiven: number;
  recogniseNet: number;
  pifGranted: number;
  pifGiven: number;
  pifNet: number;
  redeemNet: number;
  orders: number;
  shopPoints: number;
  shopRefunded: number;
}
export interface InsightsFlowSlotTable {
  slot: string;
  fromDivision: string;
  toDivision: string;
  recognitions: number;
}
export interface InsightsValueSlotTable {
  slot: string;
  divisionCode: string;
  value: string;
  recognitions: number;
}
/** Today's active members per division and manager (0 for none). */
/** The company's calendar days (numbered from 1 January 2000) as slot ranges. */
export interface InsightsDayTable {
  day: number;
  startSlot: string;
}
/** The days on which each member received at least one recognition. */
export interface InsightsReceivedDayTable {
  memberId: number;
  day: number;
}
/** Runs of days within a window of a received day, as +1/-1 deltas per division. */
export interface InsightsRecognisedRunTable {
  divisionCode: string;
  windowDays: number;
  day: number;
  delta: number;
}
/** How many of a division's active members received exactly `received` in a period. */
export interface InsightsReceivedHistogramTable {
  period: string;
  divisionCode: string;
  received: number;
  members: number;
}
/**
 * Points per period and division of today's active members (managers' budget columns for
 * managers only), folded from the pending deltas the triggers append.
 */
export interface InsightsDivisionPointTable {
  period: string;
  divisionCode: string;
  pifGranted: number;
  pifGiven: number;
  orders: number;
  shopPoints: number;
  shopRefunded: number;
  redeemNet: number;
  givers: number;
  redeemers: number;
  budgetAllocated: number;
  budgetGiven: number;
  budgetNet: number;
  managerPifNet: number;
}
/** Deltas waiting to be folded into insights_division_points. */
export interface InsightsDivisionPointPendingTable extends InsightsDivisionPointTable {
  id: Generated<number>;
}
export interface InsightsGroupHeadTable {
  divisionCode: string;
  managerId: number;
  members: number;
}
export interface InsightsDivisionHeadTable {
  divisionCode: string;
  members: number;
}
export interface InsightsDivisionHeadPendingTable {
  id: Generated<number>;
  divisionCode: string;
  members: number;
}
/** A recognition waiting to be added to the insights roll-ups (SQLite; migration 0280). */
export interface InsightsRecognitionPendingTable {
  id: Generated<number>;
  slot: string;
  fromMemberId: number;
  toMemberId: number;
  fromDivision: string | null;
  toDivision: string | null;
  value: string;
}
export interface InsightsFlowPeriodTable {
  period: string;
  fromDivision: string;
  toDivision: string;
  recognitions: number;
}
export interface InsightsValuePeriodTable {
  period: string;
  divisionCode: string;
  value: string;
  recognitions: number;
}

/**
 * Participation per calendar period of the company's time zone (migration 0150): the periods'
 * slot ranges, the zone they were built for, each member's sends and receipts per period, and
 * how many of today's active members of each division (and manager, 0 for none) gave and
 * received at least once. Period keys: 'YYYY-MM', 'YYYY-Qn', 'YYYY'.
 */
export interface InsightsPeriodTable {
  kind: 'month' | 'quarter' | 'year';
  startSlot: string;
  endSlot: string;
  period: string;
}
export interface InsightsPeriodZoneTable {
  id: number;
  timeZone: string;
}
export interface InsightsMemberPeriodTable {
  memberId: number;
  period: string;
  sent: number;
  received: number;
  budgetAllocated: number;
  budgetGiven: number;
  recogniseNet: number;
  pifGranted: number;
  pifGiven: number;
  pifNet: number;
  redeemNet: number;
  orders: number;
  shopPoints: number;
  shopRefunded: number;
}
export interface InsightsGroupPeriodTable {
  period: string;
  divisionCode: string;
  managerId: number;
  gave: number;
  received: number;
}
export interface InsightsDivisionPeriodTable {
  period: string;
  divisionCode: string;
  gave: number;
  received: number;
}

export interface DB {
  pushSubscriptions: PushSubscriptionTable;
  insightsPeriods: InsightsPeriodTable;
  insightsPeriodZone: InsightsPeriodZoneTable;
  insightsMemberPeriods: InsightsMemberPeriodTable;
  insightsGroupPeriods: InsightsGroupPeriodTable;
  insightsDivisionPeriods: InsightsDivisionPeriodTable;
  insightsMemberSlots: InsightsMemberSlotTable;
  insightsFlowSlots: InsightsFlowSlotTable;
  insightsValueSlots: InsightsValueSlotTable;
  insightsFlowPeriods: InsightsFlowPeriodTable;
  insightsGroupHeads: InsightsGroupHeadTable;
  insightsDivisionHeads: InsightsDivisionHeadTable;
  insightsDivisionHeadsPending: InsightsDivisionHeadPendingTable;
  insightsRecognitionsPending: InsightsRecognitionPendingTable;
  insightsDays: InsightsDayTable;
  insightsReceivedDays: InsightsReceivedDayTable;
  insightsRecognisedRuns: InsightsRecognisedRunTable;
  insightsReceivedHistogram: InsightsReceivedHistogramTable;
  insightsDivisionPoints: InsightsDivisionPointTable;
  insightsDivisionPointsPending: InsightsDivisionPointPendingTable;
  insightsValuePeriods: InsightsValuePeriodTable;
  apiTokens: ApiTokenTable;
  apiTokenUses: ApiTokenUseTable;
  webhookEndpoints: WebhookEndpointTable;
  scimUsers: ScimUserTable;
  memberFormerDetails: MemberFormerDetailTable;
  leaverHolds: LeaverHoldTable;
  chatIntegrations: ChatIntegrationTable;
  nominationCategories: NominationCategoryTable;
  nominations: NominationTable;
  nominationRatings: NominationRatingTable;
  nominationQuarterCloses: NominationQuarterCloseTable;
  shopCategories: ShopCategoryTable;
  shopImages: ShopImageTable;
  shopProducts: ShopProductTable;
  shopBasketItems: ShopBasketItemTable;
  shopBasketPromos: ShopBasketPromoTable;
  shopPromoCodes: ShopPromoCodeTable;
  shopPromoUses: ShopPromoUseTable;
  shopOrders: ShopOrderTable;
  shopOrderItems: ShopOrderItemTable;
  shopVoucherCodes: ShopVoucherCodeTable;
  shopAdverts: ShopAdvertTable;
  shopProductClusters: ShopProductClusterTable;
  shopAdvertClusters: ShopAdvertClusterTable;
  programmeTranslations: ProgrammeTranslationTable;
  birthdayAwards: BirthdayAwardTable;
  campaigns: CampaignTable;
  getinvolvedPictures: GetInvolvedPictureTable;
  getinvolvedLikes: GetInvolvedLikeTable;
  pifTopups: PifTopupTable;
  adminAuditLog: AdminAuditLogTable;
  adminJobs: AdminJobTable;
  jobRuns: JobRunTable;
  pictures: PictureTable;
  ssoFlows: SsoFlowTable;
  usedTransferTokens: UsedTransferTokenTable;
  otpVerifications: OtpVerificationTable;
  contentPages: ContentPageTable;
  contactMessages: ContactMessageTable;
  recognitions: RecognitionTable;
  outboxMessages: OutboxMessageTable;
  shopPayments: ShopPaymentTable;
  clusters: ClusterTable;
  divisions: DivisionTable;
  members: MemberTable;
  sessions: SessionTable;
  ledgerAccounts: LedgerAccountTable;
  ledgerTransfers: LedgerTransferTable;
  rateLimits: RateLimitTable;
  teamsLinks: TeamsLinkTable;
  settings: SettingTable;
  requestKeys: RequestKeyTable;
  loginFailures: LoginFailureTable;
  recognitionSends: RecognitionSendTable;
  memberCounters: MemberCounterTable;
  recognitionReactions: RecognitionReactionTable;
  recognitionComments: RecognitionCommentTable;
  commentMentions: CommentMentionTable;
  notifications: NotificationTable;
  notificationPreferences: NotificationPreferenceTable;
}

/** One member's reaction of one kind to a recognition (the feed; migration 0110). */
export interface RecognitionReactionTable {
  recognitionId: number;
  memberId: number;
  kind: string;
  createdAt: string;
}
/** A comment on a recognition; hidden_at is set while a programme admin has hidden it. */
export interface RecognitionCommentTable {
  id: Generated<number>;
  recognitionId: number;
  memberId: number;
  body: string;
  createdAt: string;
  editedAt: string | null;
  hiddenAt: string | null;
  hiddenBy: number | null;
  hiddenReason: string | null;
}
export interface CommentMentionTable {
  commentId: number;
  memberId: number;
}
/** An in-app notification (migration 0111): references and a title, never message text. */
export interface NotificationTable {
  id: Generated<number>;
  memberId: number;
  kind: string;
  title: string;
  url: string;
  actorMemberId: number | null;
  recognitionId: number | null;
  commentId: number | null;
  /** 0 when the member keeps this kind out of the bell. */
  shown: number;
  createdAt: string;
  readAt: string | null;
}
/** A member's channels for one kind of notification; a kind without a row uses the defaults. */
export interface NotificationPreferenceTable {
  memberId: number;
  kind: string;
  inApp: number;
  email: number;
  push: number;
}

export type MemberRow = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MemberUpdate = Updateable<MemberTable>;
