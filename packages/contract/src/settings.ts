import { z } from 'zod';
import {
  BIRTHDAY_AWARD_POINTS,
  DEFAULT_REVIEW_REWARD_SCALE,
  DEFAULT_VALUE_LISTS,
  ECARD_BANNERS,
  REVIEW_REWARD_SCALES,
  type RewardWhat,
} from './constants.js';
import { LIMITS } from './limits.js';
import { DEFAULT_SEND_QUOTAS, ZSendQuotas } from './send-quotas.js';
import { ADMIN_FIELD_TEXTS } from './field-texts.js';

const unique = (items: readonly string[]) => new Set(items).size === items.length;
/** One value list: what a form's value drop-down offers, in order. */
const ZValueList = z
  .array(z.string().trim().min(1, ADMIN_FIELD_TEXTS.valueNotEmpty.message).max(LIMITS.rewardReason))
  .min(1, ADMIN_FIELD_TEXTS.atLeastOneValue.message)
  .max(50, ADMIN_FIELD_TEXTS.atMost50Values.message)
  .refine(unique, ADMIN_FIELD_TEXTS.eachValueOnce.message);

export const ZRecognitionValueLists = z.object({
  reward: ZValueList,
  payitforward: ZValueList,
  thankyou: ZValueList,
  adhoc: ZValueList,
}) satisfies z.ZodType<Record<RewardWhat, string[]>>;
export type TRecognitionValueLists = z.infer<typeof ZRecognitionValueLists>;

/**
 * How one cluster pays the money part of an order: its provider (`none` keeps it points-only),
 * the currency its members are charged in and the money one point is worth. A provider is in
 * use only while its credentials are configured on the server.
 */
export const ZClusterCardPayment = z.object({
  provider: z.enum(['none', 'stripe', 'paygate']),
  currency: z.string().regex(/^[A-Z]{3}$/, ADMIN_FIELD_TEXTS.currencyCode.message),
  currencySymbol: z.string().trim().min(1).max(5),
  rateMoney: z.number().positive().max(1000),
});
export type TClusterCardPayment = z.infer<typeof ZClusterCardPayment>;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, ADMIN_FIELD_TEXTS.colour.message);

/**
 * Programme settings: what a programme admin may change without a deploy. Stored in the
 * database (one JSON document); what is not stored falls back to the server's configuration
 * (branding, time zone) or to the defaults below. Every instance reads the same row.
 */
export const ZProgrammeSettings = z.object({
  companyName: z.string().trim().min(1).max(80),
  programmeName: z.string().trim().min(1).max(80),
  pointsName: z.string().trim().min(1).max(40),
  primaryColour: hex,
  accentColour: hex,
  logoUrl: z.string().trim().min(1).max(500),
  /** IANA zone of the company: "today" for birthdays, anniversaries, months of reports. */
  timeZone: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'An IANA time zone such as Europe/London'),
  /** Which reading of the spec's rating-to-reward list applies (constants REVIEW_REWARD_SCALES). */
  reviewRewardScale: z.enum(Object.keys(REVIEW_REWARD_SCALES) as [keyof typeof REVIEW_REWARD_SCALES]),
  birthdayAwardPoints: z.number().int().min(0).max(100_000),
  /** Division names whose staff get no birthday award. */
  birthdayExcludedDivisions: z.array(z.string().min(1).max(80)).max(100),
  /** Hour of the day (company time) from which the daily birthday job pays. */
  birthdayAwardHour: z.number().int().min(0).max(23),
  /** Pay It Forward allowance each member gets per month. */
  pifMonthlyAllowance: z.number().int().min(0).max(100_000),
  /** When true, unused allowance is taken back before the monthly top-up; otherwise it is topped up to the allowance. */
  pifResetUnused: z.boolean(),
  /** What happens to a leaver's unspent redeem points: kept on their account, or returned to funding. */
  leaverPoints: z.enum(['keep', 'return']),
  /**
   * Days returned points (and budgets) are held before they go to funding: an identity provider
   * that unassigns and reassigns someone, or an HR file that lists a leaver again, gives them
   * back. 0 returns them at once.
   */
  leaverGraceDays: z
    .number()
    .int()
    .min(0, ADMIN_FIELD_TEXTS.notBelowZero.message)
    .max(365, ADMIN_FIELD_TEXTS.atMost365.message),
  /** The value drop-downs of Points Recognition, Pay It Forward, Simply Say and the ad hoc award; the server accepts only these. */
  recognitionValues: ZRecognitionValueLists,
  /** E-card banners in use, in order of preference: a card whose own banner is off gets the first one. */
  ecardBanners: z
    .array(z.enum(ECARD_BANNERS))
    .min(1, ADMIN_FIELD_TEXTS.keepOneBanner.message)
    .max(ECARD_BANNERS.length)
    .refine(unique, ADMIN_FIELD_TEXTS.eachBannerOnce.message),
  /** Days an e-mail or SMS (recipient and body) stays in the outbox before the retention job deletes it. */
  outboxRetentionDays: z.number().int().min(1).max(3650),
  /** Days an upload nobody kept (a profile or Get Involved picture not saved, an HR file not applied) is held. */
  tempUploadRetentionDays: z.number().int().min(1).max(365),
  /** Card payment of a shortfall, per cluster code (GB, IE, ZA…); a cluster not listed is points-only. */
  cardPayments: z.record(z.string().regex(/^[A-Z0-9]{1,8}$/), ZClusterCardPayment),
  /** Sending quotas of e-card senders, per tier (send-quotas.ts). */
  sendQuotas: ZSendQuotas,
  /** What one SMS costs the programme, for the month's SMS spend on the admin overview. */
  smsUnitCost: z
    .number()
    .min(0, ADMIN_FIELD_TEXTS.notBelowZero.message)
    .max(100, ADMIN_FIELD_TEXTS.atMost100.message),
  /** ISO 4217 code of that cost. */
  smsCurrency: z.string().regex(/^[A-Z]{3}$/, ADMIN_FIELD_TEXTS.currencyCode.message),
  /** Whether each manager gets a monthly insights summary e-mail (team participation, unrecognised, budget). */
  insightsMonthlyEmail: z.boolean(),
  /** Whether the recognition feed shows each recognition's points to everyone (off: points stay between the people involved). */
  feedShowsPoints: z.boolean(),
});
export type TProgrammeSettings = z.infer<typeof ZProgrammeSettings>;

/** Defaults that do not come from the server's configuration. */
export const PROGRAMME_SETTING_DEFAULTS = {
  reviewRewardScale: DEFAULT_REVIEW_REWARD_SCALE,
  birthdayAwardPoints: BIRTHDAY_AWARD_POINTS,
  birthdayExcludedDivisions: ['Sales-Field'],
  birthdayAwardHour: 8,
  pifMonthlyAllowance: 200,
  pifResetUnused: false,
  leaverPoints: 'keep',
  leaverGraceDays: 30,
  recognitionValues: DEFAULT_VALUE_LISTS,
  ecardBanners: ECARD_BANNERS,
  outboxRetentionDays: 90,
  tempUploadRetentionDays: 2,
  sendQuotas: DEFAULT_SEND_QUOTAS,
  smsUnitCost: 0.04,
  smsCurrency: 'GBP',
  insightsMonthlyEmail: true,
  feedShowsPoints: false,
} as const satisfies Partial<Record<keyof TProgrammeSettings, unknown>>;
