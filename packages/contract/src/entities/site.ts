import { z } from 'zod';

export const ZCountry = z.object({ countryCode: z.string(), country: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
export const ZDivision = z.object({
  divisionCode: z.string(),
  countryCode: z.string(),
  division: z.string(),
});
export type TDivision = z.infer<typeof ZDivision>;

/** A search hit in the Select Members modal; becomes a Selected member when chosen. */
export const ZMemberListRow = z.object({
  memberId: z.string(),
  memberNumber: z.string(),
  firstname: z.string(),
  surname: z.string(),
  division: z.string(),
  divisionCode: z.string(),
  isManager: z.boolean(),
  picId: z.string(),
});
export type TMemberListRow = z.infer<typeof ZMemberListRow>;

/** Selected member: an individual, or an entire division when isEntireDivision. */
export const ZSelectedMember = z.object({
  memberId: z.string(),
  memberNumber: z.string(),
  firstname: z.string(),
  surname: z.string(),
  division: z.string(),
  isManager: z.boolean(),
  isEntireDivision: z.boolean(),
  entireDivisionCode: z.string(),
});
export type TSelectedMember = z.infer<typeof ZSelectedMember>;

/** What getmemberget returns to preselect a member on a form. */
export const ZMemberSummary = z.object({
  companyName: z.string(),
  firstName: z.string(),
  surname: z.string(),
  memberId: z.string(),
  memberNumber: z.string(),
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

export const ZAdvert = z.object({ what: z.string(), href: z.string(), img: z.string() });
export type TAdvert = z.infer<typeof ZAdvert>;

/** Recent recognition list: picture, name, division of the recognised member. */
export const ZRecentRecognitionRow = z.object({
  toMemberId: z.string(),
  memberName: z.string(),
  division: z.string(),
  picId: z.string(),
  fromMemberName: z.string(),
  value: z.string(),
  date: z.string(),
});
export type TRecentRecognitionRow = z.infer<typeof ZRecentRecognitionRow>;
