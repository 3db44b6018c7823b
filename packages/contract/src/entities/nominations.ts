import { z } from 'zod';

/** A nomination as the review list and modal show it. Dates are ISO-8601 UTC. */
export const ZNomination = z.object({
  nomId: z.number().int(),
  dateCreated: z.string(),
  nomCat: z.string(),
  reason: z.string(),
  nomineeMember: z.string(),
  nomineeMemberNumber: z.string(),
  nomineeDivision: z.string(),
  nomineeManagerMember: z.string(),
  nomineeManagerMemberNumber: z.string(),
  nomineeManagerCellNum: z.string(),
  byMember: z.string(),
  byMemberNumber: z.string(),
  byDivision: z.string(),
  reviewIsDone: z.boolean(),
  ratingIsDone: z.boolean(),
  ratingCount: z.number().int(),
  /** Beyond the spec's list, for the review modal and the committee: what the review decided. */
  reviewRating: z.number().int().nullable(),
  reviewPointsValue: z.number().int(),
  isIncludeInQuarterly: z.boolean(),
  quarterlyMotivation: z.string(),
  /** The caller's own committee rating, 0 when not rated. */
  myRating: z.number().int(),
  /** Average committee rating, 0 when none. */
  ratingAverage: z.number(),
  /** 'W' for a quarterly winner, '' otherwise. */
  awardStatus: z.string(),
  /** 'YYYY-Qn' of dateCreated in the programme's time zone, and whether the cluster closed it. */
  quarter: z.string(),
  quarterClosed: z.boolean(),
  /** True when the nominee is a whole division. */
  isEntireDivision: z.boolean(),
});
export type TNomination = z.infer<typeof ZNomination>;

/** Nomination roles the server returns with the list: mng, cc, ca and others. */
export const ZNominationRole = z.string();
/** Status filter of cluster committee and cluster admin users. */
export const NOMINATION_STATUS_FILTERS = ['review', 'rate', 'rated'] as const;

/** A nomination category with its help text (kept in the database, editable by programme admins). */
/**
 * A category as Nominate shows it: `nomCat` is what a nomination stores and sends (the source
 * name); `name` and `helpText` are said in the caller's language (decision 059).
 */
export const ZNominationCategory = z.object({ nomCat: z.string(), name: z.string(), helpText: z.string() });
export type TNominationCategory = z.infer<typeof ZNominationCategory>;

/** One quarter of a cluster as the cluster admin sees it. */
export const ZQuarterStatus = z.object({
  quarter: z.string(),
  candidates: z.number().int(),
  winners: z.number().int(),
  ended: z.boolean(),
  closed: z.boolean(),
});
export type TQuarterStatus = z.infer<typeof ZQuarterStatus>;
