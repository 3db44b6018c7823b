import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ROLE_MESSAGES } from '../errors.js';
import { ZDay, ZDivisionCode, ZMonth } from '../fields.js';
import { ZQuarter } from './nominations.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/**
 * Insights: participation, fairness, values, points and nominations for a period and a scope,
 * each answered with the period's figures and the previous period's (the same length just
 * before it). Managers see their own team and their own division; admin-report users and
 * programme admins see any division, cluster or the whole company.
 *
 * Privacy: a figure that describes fewer than INSIGHTS_MIN_GROUP people is sent as null with
 * `suppressed: true` (the screens say "fewer than 5"), except in a manager's view of their own
 * direct team, which they already see person by person.
 */
export const INSIGHTS_MIN_GROUP = 5;

/** Days without recognition the fairness figures count. */
export const INSIGHTS_UNRECOGNISED_DAYS = [30, 60, 90] as const;

/** Longest custom period: the roll-ups answer any length, but a screen of years is not a report. */
const MAX_CUSTOM_DAYS = 3 * 366;

const ZYear = z.number().int().min(2000).max(2100);

/**
 * The period, in the company's time zone (the timeZone setting): a calendar month, a quarter,
 * a year, or any days from–to (both included).
 */
export const ZInsightsPeriod = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('month'), month: ZMonth }),
  z.object({ kind: z.literal('quarter'), quarter: ZQuarter }),
  z.object({ kind: z.literal('year'), year: ZYear }),
  z
    .object({ kind: z.literal('custom'), from: ZDay, to: ZDay })
    .refine((p) => p.from <= p.to, { path: ['to'], message: FIELD_TEXTS.notBeforeFromDate.message })
    .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 < MAX_CUSTOM_DAYS, {
      path: ['to'],
      message: ADMIN_FIELD_TEXTS.atMostThreeYears.message,
    }),
]);
export type TInsightsPeriod = z.infer<typeof ZInsightsPeriod>;

const ZClusterCode = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(8)
  .regex(/^[\w.-]+$/, ADMIN_FIELD_TEXTS.invalidCluster.message);

/**
 * Whose figures: the caller's direct team (members whose manager is the caller), a division
 * by code, a cluster by code, or the whole company.
 */
export const ZInsightsScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team') }),
  z.object({ kind: z.literal('division'), code: ZDivisionCode.min(1, 'Required') }),
  z.object({ kind: z.literal('cluster'), code: ZClusterCode }),
  z.object({ kind: z.literal('company') }),
]);
export type TInsightsScope = z.infer<typeof ZInsightsScope>;

const ZInsightsBody = z.object({
  period: ZInsightsPeriod,
  scope: ZInsightsScope,
  /**
   * The by-manager lists come a page at a time: the `byManagerNext` of the page before. The
   * rest of the answer is the same on every page.
   */
  managersAfter: z.string().max(400).optional(),
});
export type TInsightsBody = z.infer<typeof ZInsightsBody>;

/** A resolved period: first and last day (company time, both included) and a label ("Nov 2026"). */
const ZPeriodRange = z.object({ from: z.string(), to: z.string(), label: z.string() });

/** Every insights answer starts with what it describes. */
const header = {
  period: ZPeriodRange,
  previousPeriod: ZPeriodRange,
  scope: z.object({
    kind: z.enum(['team', 'division', 'cluster', 'company']),
    code: z.string(),
    name: z.string(),
  }),
  /** True when the numbers are shown unsuppressed (a manager's own direct team). */
  unsuppressed: z.boolean(),
  timeZone: z.string(),
};

const ACCESS = ['manager', 'adminReports', 'programmeAdmin'] as const;

/** A section's call: the period's figures and the previous period's, of the same shape. */
const sectionCall = <F extends z.ZodType>(name: string, summary: string, figures: F) =>
  defineCall({
    path: `/api/insights/${name}`,
    summary,
    access: ACCESS,
    forbiddenMessage: ROLE_MESSAGES.manager,
    body: ZInsightsBody,
    response: z.object({ ...header, current: figures, previous: figures }),
  });

/** A number that may be withheld. */
const ZNum = z.number().nullable();
/** A share from 0 to 1 that may be withheld. */
const ZShare = z.number().min(0).max(1).nullable();
const suppressed = { suppressed: z.boolean() };

/* Participation ------------------------------------------------------------------------ */

/**
 * One group's participation: active members in the group, how many gave and received at
 * least one recognition in the period, and those as shares of the members.
 */
export const ZParticipationRow = z.object({
  key: z.string(),
  label: z.string(),
  members: ZNum,
  gave: ZNum,
  received: ZNum,
  gaveShare: ZShare,
  receivedShare: ZShare,
  ...suppressed,
});
export type TParticipationRow = z.infer<typeof ZParticipationRow>;

const ZParticipationFigures = z.object({
  overall: ZParticipationRow,
  byDivision: z.array(ZParticipationRow),
  byCluster: z.array(ZParticipationRow),
  /** key: the manager's member id; label: their name. A page, in surname order. */
  byManager: z.array(ZParticipationRow),
  /** Where the next page of managers starts (`managersAfter`); null when this is the last. */
  byManagerNext: z.string().nullable(),
  /** One row per calendar month the period touches, oldest first; key and label 'YYYY-MM'. */
  trend: z.array(ZParticipationRow),
});

export const participation = sectionCall(
  'participation',
  'Share of members who gave and received recognition, by division, cluster and manager',
  ZParticipationFigures,
);

/* Fairness ----------------------------------------------------------------------------- */

const ZUnrecognisedMember = z.object({
  memberId: z.number().int(),
  name: z.string(),
  memberNumber: z.string(),
  /** Last recognition received (ISO time), or null when never. */
  lastRecognisedAt: z.string().nullable(),
});

const ZFairnessFigures = z.object({
  /**
   * Active members not recognised in the last 30, 60 and 90 days before the period's end.
   * `names` only in a manager's view of their direct team; elsewhere an empty list.
   */
  unrecognised: z.array(
    z.object({
      days: z.number().int(),
      members: ZNum,
      count: ZNum,
      share: ZShare,
      names: z.array(ZUnrecognisedMember),
      ...suppressed,
    }),
  ),
  /** Share of all recognition received in the period that went to the top 10 % of recipients. */
  concentration: z.object({
    recipients: ZNum,
    recognitions: ZNum,
    topTenPercentShare: ZShare,
    ...suppressed,
  }),
  /** Recognitions sent from members of one division to members of another (or the same). */
  matrix: z.object({
    divisions: z.array(z.object({ code: z.string(), name: z.string() })),
    cells: z.array(z.object({ from: z.string(), to: z.string(), count: ZNum, ...suppressed })),
  }),
});

export const fairness = sectionCall(
  'fairness',
  'Who has gone unrecognised, how concentrated recognition is, and giving between divisions',
  ZFairnessFigures,
);

/* Values ------------------------------------------------------------------------------- */

const ZValuesFigures = z.object({
  /** Each company value with the recognitions that carried it in the period. */
  totals: z.array(z.object({ value: z.string(), count: ZNum, ...suppressed })),
  /** The same by the recipient's division. */
  byDivision: z.array(
    z.object({
      value: z.string(),
      division: z.string(),
      divisionName: z.string(),
      count: ZNum,
      ...suppressed,
    }),
  ),
});

export const values = sectionCall(
  'values',
  'How often each company value is recognised, by division',
  ZValuesFigures,
);

/* Points ------------------------------------------------------------------------------- */

/**
 * A budget row: points allocated to recognise budgets in the period, given from them, unspent
 * (balance at the period's end) and expiring (Pay It Forward allowance the next top-up takes
 * back when unused allowance is reset; 0 otherwise).
 */
export const ZBudgetRow = z.object({
  key: z.string(),
  label: z.string(),
  allocated: ZNum,
  given: ZNum,
  unspent: ZNum,
  expiring: ZNum,
  ...suppressed,
});
export type TBudgetRow = z.infer<typeof ZBudgetRow>;

const ZPointsFigures = z.object({
  totals: ZBudgetRow,
  /** A page of managers, in surname order; `byManagerNext` starts the next (null: the last). */
  byManager: z.array(ZBudgetRow),
  byManagerNext: z.string().nullable(),
  byDivision: z.array(ZBudgetRow),
  payItForward: z.object({
    granted: ZNum,
    given: ZNum,
    /** Members who gave at least one Pay It Forward recognition. */
    givers: ZNum,
    giverShare: ZShare,
    ...suppressed,
  }),
  shop: z.object({
    orders: ZNum,
    /** Points paid for orders, less points refunded. */
    pointsRedeemed: ZNum,
    pointsRefunded: ZNum,
    /** Members who placed at least one order. */
    redeemers: ZNum,
    ...suppressed,
  }),
  /**
   * Points issued but not yet spent (redeem balances at the period's end), in points and in
   * money at each cluster's currencyRateMoney (one row per currency).
   */
  liability: z.object({
    points: ZNum,
    money: z.array(z.object({ currency: z.string(), currencySymbol: z.string(), amount: ZNum })),
    ...suppressed,
  }),
});

export const points = sectionCall(
  'points',
  'Budgets allocated, given, unspent and expiring; Pay It Forward; shop redemption and points liability',
  ZPointsFigures,
);

/* Nominations -------------------------------------------------------------------------- */

const ZNominationFigures = z.object({
  submitted: ZNum,
  reviewed: ZNum,
  /** Mean hours from submission to review, over the nominations reviewed in the period. */
  meanHoursToReview: ZNum,
  /** Reviews by rating 1–5. */
  ratings: z.array(z.object({ rating: z.number().int(), count: ZNum })),
  averageRating: ZNum,
  /** Quarterly winners of quarters ending in the period; name is null outside the caller's view. */
  winners: z.array(
    z.object({
      quarter: z.string(),
      name: z.string().nullable(),
      divisionName: z.string(),
      nomCat: z.string(),
    }),
  ),
  ...suppressed,
});

export const nominations = sectionCall(
  'nominations',
  'Nominations submitted and reviewed, time to review, ratings and quarterly winners',
  ZNominationFigures,
);

/* What the caller may choose ------------------------------------------------------------- */

export const scopes = defineCall({
  path: '/api/insights/scopes',
  summary: 'The scopes the caller may read, and the default one',
  access: ACCESS,
  forbiddenMessage: ROLE_MESSAGES.manager,
  body: z.object({}),
  response: z.object({
    defaultScope: ZInsightsScope,
    /** Whether the caller has a direct team (is a manager). */
    team: z.boolean(),
    company: z.boolean(),
    divisions: z.array(z.object({ code: z.string(), name: z.string(), clusterCode: z.string() })),
    clusters: z.array(z.object({ code: z.string(), name: z.string() })),
    /** The current month in the company's time zone, for the period picker. */
    currentMonth: z.string(),
    timeZone: z.string(),
  }),
});

/* CSV ---------------------------------------------------------------------------------- */

export const INSIGHTS_SECTIONS = ['participation', 'fairness', 'values', 'points', 'nominations'] as const;
export type TInsightsSection = (typeof INSIGHTS_SECTIONS)[number];

/**
 * One section as CSV (byte-order mark, quoted cells), streamed: a row per figure with the
 * period and previous period side by side; withheld figures read "fewer than 5".
 */
export const csv = defineCall({
  path: '/api/insights/csv',
  summary: 'One insights section for a period and scope as CSV',
  access: ACCESS,
  forbiddenMessage: ROLE_MESSAGES.manager,
  responseKind: 'csv',
  body: ZInsightsBody.extend({ section: z.enum(INSIGHTS_SECTIONS) }),
  response: z.unknown(),
});
