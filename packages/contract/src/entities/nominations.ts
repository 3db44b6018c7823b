import { z } from 'zod';

/** A nomination as the review list and modal show it (spec section 3). Dates are ISO-8601 UTC. */
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
});
export type TNomination = z.infer<typeof ZNomination>;

/** Nomination roles the server returns with the list: mng, cc, ca and others. */
export const ZNominationRole = z.string();
/** Status filter of cluster committee and cluster admin users (spec section 4). */
export const NOMINATION_STATUS_FILTERS = ['review', 'rate', 'rated'] as const;
