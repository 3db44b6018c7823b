/**
 * Business constants. Wording and spelling are the product's published texts (members and
 * existing reports read them), so they are kept exactly, typos included.
 */
import { englishOf, type MessageText } from './i18n/text.js';

export const NOMINATION_CATEGORIES = [
  {
    nomCat: 'Innovation and Improvement',
    help: 'Brings new ideas or finds a better way of working that adds real value for customers or colleagues.',
  },
  {
    nomCat: 'Simplification',
    help: 'Removes unnecessary steps, cost or complexity so that work becomes easier for everyone.',
  },
  {
    nomCat: 'Agility',
    help: 'Responds quickly and positively to change, and helps the team adapt to new priorities.',
  },
  {
    // Spelt as the spec and the existing data spell it; do not correct.
    nomCat: 'Accountablity',
    help: 'Takes ownership of results, keeps commitments and follows through without being asked.',
  },
  {
    nomCat: 'Collaboration',
    help: 'Works across teams and divisions, shares knowledge and puts the shared goal first.',
  },
  {
    nomCat: 'People Management',
    help: 'Develops, supports and inspires their people, and builds a team others want to join.',
  },
] as const;
export type NomCat = (typeof NOMINATION_CATEGORIES)[number]['nomCat'];
export const NOM_CATS = NOMINATION_CATEGORIES.map((c) => c.nomCat) as [NomCat, ...NomCat[]];

export const REWARD_WHATS = ['reward', 'payitforward', 'thankyou', 'adhoc'] as const;
export type RewardWhat = (typeof REWARD_WHATS)[number];
export const SEND_BY = ['email', 'sms'] as const;
export type SendBy = (typeof SEND_BY)[number];
/** Pay It Forward starts on SMS and Simply Say on e-mail; the other screens make the member choose. */
export const DEFAULT_SEND_BY = { payitforward: 'sms', thankyou: 'email' } as const satisfies Partial<
  Record<RewardWhat, SendBy>
>;

export const ADHOC_AMOUNTS = [5, 10, 20, 25, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000] as const;
export const ADHOC_REASONS = [
  'Cultivates Innovation',
  'Client Focus',
  'Drives Results',
  'Collaborates',
  'Flexibility and Adaptability',
] as const;

export const POINTS_RECOGNITION_RANGE = { min: 1, max: 20000 } as const;
export const POINTS_RECOGNITION_VALUES = [
  ...NOM_CATS,
  'Associate of the Quarter',
  'Manager of the Quarter',
  'Project of the Quarter',
  '2021 Year End Winner',
  'Team of the Quarter',
] as const;

export const PAY_IT_FORWARD_AMOUNTS = [30, 50, 75, 100] as const;
export const PAY_IT_FORWARD_VALUES = [
  'Thank You',
  'Congrats',
  'Happy Birthday',
  'Well Done',
  "You're Awesome",
  'Hi5',
] as const;

export const COMPANY_VALUES = ['Belief', 'Integrity', 'Respect', 'Trust', 'Humility'] as const;

/** Simply Say values in display order, each with the blurb shown under the choice. */
export const SIMPLY_SAY_VALUES = [
  { value: 'Thank You', blurb: 'Say thank you for help that made a difference to your day.' },
  { value: 'Congrats', blurb: 'Celebrate a success, a milestone or a well-earned achievement.' },
  { value: 'Happy Birthday', blurb: 'Wish a colleague a happy birthday and a great year ahead.' },
  { value: 'Well Done', blurb: 'Recognise a job done well, big or small.' },
  { value: "You're Awesome", blurb: 'Let someone know that the way they show up lifts the whole team.' },
  { value: 'Hi5', blurb: 'A quick high five for a win worth sharing.' },
  { value: 'Belief', blurb: 'We believe in our people, our products and the difference beauty makes.' },
  {
    value: 'Integrity',
    blurb: 'We do what is right, keep our word and act honestly when no one is watching.',
  },
  { value: 'Respect', blurb: 'We value every voice and treat each other, and our customers, with care.' },
  { value: 'Trust', blurb: 'We rely on each other, share openly and earn confidence through our actions.' },
  {
    value: 'Humility',
    blurb: 'We stay open to learning, share the credit and put the team before ourselves.',
  },
] as const;
export type SimplySayValue = (typeof SIMPLY_SAY_VALUES)[number]['value'];

/**
 * Values the Celebrate With Us links preselect. Two of them are not in the
 * lists above, so the reward rules accept them for their own screen as well.
 */
export const CELEBRATION_PRESELECT = {
  BDAY: { payitforward: 'Happy Birthday', thankyou: 'birthday' },
  ANNIV: { payitforward: 'Happy Work Anniversary', thankyou: 'anniversary' },
} as const;
/** Session-storage keys a target screen reads once and clears. */
export const SESSION_KEYS = { celebration: 'celebrate', nominee: 'tloid' } as const;

/**
 * What every reader shows in place of a recognition message a programme admin has hidden
 *. Neutral on purpose: it says that the text was removed, not why.
 */
export const HIDDEN_MESSAGE_TEXT = 'This message was hidden by the programme team.';

/**
 * The values each kind of card offers on its form. The programme setting recognitionValues
 * holds the lists in force; these are its defaults (the spec's lists).
 */
export const DEFAULT_VALUE_LISTS: Record<RewardWhat, readonly string[]> = {
  reward: POINTS_RECOGNITION_VALUES,
  payitforward: PAY_IT_FORWARD_VALUES,
  thankyou: SIMPLY_SAY_VALUES.map((v) => v.value),
  adhoc: ADHOC_REASONS,
};

/**
 * Values the Celebrate With Us links preselect: accepted whatever the lists say, because the
 * link (not the admin's list) chooses them.
 */
export const CELEBRATION_VALUES: Record<RewardWhat, readonly string[]> = {
  reward: [],
  payitforward: [CELEBRATION_PRESELECT.ANNIV.payitforward],
  thankyou: [CELEBRATION_PRESELECT.BDAY.thankyou, CELEBRATION_PRESELECT.ANNIV.thankyou],
  adhoc: [],
};

/** The `reason` (shown as "value") each kind of reward may carry with the default lists. */
export const REWARD_VALUES: Record<RewardWhat, readonly string[]> = {
  reward: [...DEFAULT_VALUE_LISTS.reward, ...CELEBRATION_VALUES.reward],
  payitforward: [...DEFAULT_VALUE_LISTS.payitforward, ...CELEBRATION_VALUES.payitforward],
  thankyou: [...DEFAULT_VALUE_LISTS.thankyou, ...CELEBRATION_VALUES.thankyou],
  adhoc: [...DEFAULT_VALUE_LISTS.adhoc, ...CELEBRATION_VALUES.adhoc],
};

/** Whether a card of kind `what` may carry `value` under the value lists in force. */
export const valueAccepted = (
  what: RewardWhat,
  value: string,
  lists: Record<RewardWhat, readonly string[]>,
): boolean => lists[what].includes(value) || CELEBRATION_VALUES[what].includes(value);

const OWN_BANNERS = {
  'Thank You': 'thankyou',
  Congrats: 'congrats',
  'Happy Birthday': 'happybirthday',
  'Well Done': 'welldone',
  "You're Awesome": 'youreawesome',
  Hi5: 'hi5',
} as const;
export type EcardBanner = 'valued' | 'awesome' | (typeof OWN_BANNERS)[keyof typeof OWN_BANNERS];
// A Map, so that a value such as 'constructor' cannot reach Object.prototype.
const OWN_BANNER_MAP: ReadonlyMap<string, EcardBanner> = new Map(Object.entries(OWN_BANNERS));

/** Which banner an e-card for `value` uses. */
export function ecardBanner(value: string): EcardBanner {
  if ((COMPANY_VALUES as readonly string[]).includes(value)) return 'valued';
  return OWN_BANNER_MAP.get(value) ?? 'awesome';
}

/** Every banner, in the default order of the ecardBanners setting. */
export const ECARD_BANNERS = [
  'thankyou',
  'congrats',
  'happybirthday',
  'welldone',
  'youreawesome',
  'hi5',
  'valued',
  'awesome',
] as const satisfies readonly EcardBanner[];
/** Names of the banners for people (the settings screen), in every language by these ids. */
export const ECARD_BANNER_TEXTS = {
  thankyou: /*i18n*/ { id: 'banner.thankyou', message: 'Thank You' },
  congrats: /*i18n*/ { id: 'banner.congrats', message: 'Congrats!' },
  happybirthday: /*i18n*/ { id: 'banner.happybirthday', message: 'Happy Birthday' },
  welldone: /*i18n*/ { id: 'banner.welldone', message: 'Well Done' },
  youreawesome: /*i18n*/ { id: 'banner.youreawesome', message: 'You’re Awesome' },
  hi5: /*i18n*/ { id: 'banner.hi5', message: 'Hi5!' },
  valued: /*i18n*/ { id: 'banner.valued', message: 'You Are Valued (company values)' },
  awesome: /*i18n*/ { id: 'banner.awesome', message: 'Awesome! (any other value)' },
} as const satisfies Record<EcardBanner, MessageText>;
/** The en-GB names of the banners. */
export const ECARD_BANNER_LABELS: Record<EcardBanner, string> = englishOf(ECARD_BANNER_TEXTS);

/**
 * The banner of a card under the ecardBanners setting (enabled banners, in order): the
 * value's own banner when it is enabled, otherwise the first enabled one.
 */
export function enabledEcardBanner(value: string, enabled: readonly EcardBanner[]): EcardBanner {
  const own = ecardBanner(value);
  return enabled.includes(own) ? own : (enabled[0] ?? own);
}

/**
 * Review rating to reward points (0 = a Thank you eCard only). The spec's display list is
 * ambiguous, so both readings exist; which one applies is a programme setting.
 */
export const REVIEW_REWARD_SCALES = {
  standard: [0, 0, 0, 50, 100, 150],
  offset: [0, 0, 50, 100, 150, 200],
} as const;
export type ReviewRewardScale = keyof typeof REVIEW_REWARD_SCALES;
export const DEFAULT_REVIEW_REWARD_SCALE: ReviewRewardScale = 'standard';
/** What a review awards when its rating carries no points. */
export const REVIEW_CARD_ONLY_TEXT: MessageText = /*i18n*/ {
  id: 'review.cardOnly',
  message: 'Thank you eCard',
};
export const REVIEW_CARD_ONLY_LABEL = REVIEW_CARD_ONLY_TEXT.message;
export const REVIEW_RATING_RANGE = { min: 1, max: 5 } as const;

export function rewardForRating(
  rating: number,
  scale: ReviewRewardScale = DEFAULT_REVIEW_REWARD_SCALE,
): number {
  const points = Number.isInteger(rating) ? REVIEW_REWARD_SCALES[scale][rating] : undefined;
  if (points === undefined) throw new RangeError(`Rating must be a whole number from 0 to 5, got ${rating}`);
  return points;
}

/** The quarterly option needs a rating strictly above this. */
export const QUARTERLY_RATING_THRESHOLD = 3;
export const isQuarterlyEligible = (rating: number): boolean => rating > QUARTERLY_RATING_THRESHOLD;

export const BIRTHDAY_AWARD_POINTS = 100;
/** Division whose staff get no birthday award. */
export const BIRTHDAY_EXCLUDED_DIVISION = 'Sales-Field';

/** Voucher codes are viewable once the order status is 30 (any sub-status) and the line is dispatched (4). */
export const VOUCHER_ORDER_STATUS = 30;
export const VOUCHER_DISPATCH_STATUS = 4;
export function canViewVoucherCodes(
  orderStatusId: string | number,
  dispatchStatus: string | number,
): boolean {
  const integerPart = String(orderStatusId).trim().split('.')[0] ?? '';
  return (
    /^\d+$/.test(integerPart) &&
    Number(integerPart) === VOUCHER_ORDER_STATUS &&
    Number(dispatchStatus) === VOUCHER_DISPATCH_STATUS
  );
}

/** Order statuses of the shop (orderStatusId is their text; the voucher rule reads the integer part). */
export const ORDER_STATUS = {
  placed: '10',
  inProgress: '20',
  complete: '30',
  cancelled: '40',
  refunded: '50',
} as const;
export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** What each order status is called, in every language by these ids. */
export const ORDER_STATUS_TEXTS = {
  '10': /*i18n*/ { id: 'orderStatus.placed', message: 'Placed' },
  '20': /*i18n*/ { id: 'orderStatus.inProgress', message: 'In progress' },
  '30': /*i18n*/ { id: 'orderStatus.complete', message: 'Complete' },
  '40': /*i18n*/ { id: 'orderStatus.cancelled', message: 'Cancelled' },
  '50': /*i18n*/ { id: 'orderStatus.refunded', message: 'Refunded' },
} as const satisfies Record<OrderStatusId, MessageText>;
/** The en-GB names of the order statuses. */
export const ORDER_STATUS_DESC: Readonly<Record<OrderStatusId, string>> = englishOf(ORDER_STATUS_TEXTS);
/** Dispatch status of an order line; 4 is the one the voucher rule needs. */
export const DISPATCH_STATUS = {
  awaiting: 1,
  processing: 2,
  dispatched: VOUCHER_DISPATCH_STATUS,
  cancelled: 9,
} as const;

export const TIMINGS = {
  carouselMs: 3700,
  memberSearchDebounceMs: 800,
  resizeDebounceMs: 125,
  advertCacheMs: 5 * 60 * 1000,
  logoutRedirectMs: 1000,
} as const;

/** Picture rotation: step n turns the picture n quarter turns clockwise. */
export const ROTATION_STEPS = [0, 1, 2, 3] as const;
export type RotationStep = (typeof ROTATION_STEPS)[number];
export const rotationDegrees = (step: RotationStep): number => step * 90;
export const nextRotation = (step: RotationStep): RotationStep => ((step + 1) % 4) as RotationStep;

/**
 * Names for the recognition type codes reports carry. The spec names RwdN and PIF; the others
 * are the server's (THX Simply Say, RWD points recognition, ADHOC ad hoc award). Unknown codes
 * show as they are.
 */
const RECOGNITION_TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ['THX', 'Simply Say'],
  ['PIF', 'Pay It Forward'],
  ['RWD', 'Recognition'],
  ['ADHOC', 'Ad hoc award'],
  ['RwdN', 'Nomination award'],
]);
export const recognitionTypeLabel = (type: string): string => RECOGNITION_TYPE_LABELS.get(type) ?? type;

export const CSV_FILE_NAME = 'report.csv';
export const CSV_BOM = '\uFEFF';
export const RECOGNITION_CSV_COLUMNS = [
  'Type',
  'Date',
  'To or From',
  'Member No',
  'Points',
  'Value',
  'Message',
] as const;
/**
 * The spec fixes twelve nomination columns without naming them: these are the nomination's
 * fields minus the nominee manager's mobile number (personal data) and the review flags.
 */
export const NOMINATION_CSV_COLUMNS = [
  ['nomId', 'Nomination Id'],
  ['dateCreated', 'Date'],
  ['nomCat', 'Category'],
  ['reason', 'Reason'],
  ['nomineeMember', 'Nominee'],
  ['nomineeMemberNumber', 'Nominee No'],
  ['nomineeDivision', 'Nominee Division'],
  ['nomineeManagerMember', 'Nominee Manager'],
  ['nomineeManagerMemberNumber', 'Nominee Manager No'],
  ['byMember', 'Nominated By'],
  ['byMemberNumber', 'Nominated By No'],
  ['byDivision', 'Nominated By Division'],
] as const;

export * from './cookie-policy.js';

/**
 * Where voucher codes go, as the shop info's deliveryType codes: 'C' texts them to a number the
 * member types at checkout, 'Z' to the mobile number on their profile.
 */
export const VOUCHER_DELIVERY = { typedMobile: 'C', storedMobile: 'Z' } as const;
export type VoucherDelivery = (typeof VOUCHER_DELIVERY)[keyof typeof VOUCHER_DELIVERY];
export const VOUCHER_DELIVERY_CODES = [VOUCHER_DELIVERY.typedMobile, VOUCHER_DELIVERY.storedMobile] as const;
