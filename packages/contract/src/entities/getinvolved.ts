import { z } from 'zod';

export const ZCampaign = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  campaignColour: z.string(),
  /** Not in the spec: the first and last day (company time, YYYY-MM-DD) pictures may be added. */
  openDate: z.string(),
  closeDate: z.string(),
  /** Not in the spec: the admin's description of the theme ('' when none). */
  description: z.string(),
  /** Whether today lies between the two: a closed campaign still shows its pictures. */
  isOpen: z.boolean(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** A Get Involved picture; served at /getinvolvedpic/{campaignId}-{getInvolvedId}. */
export const ZPicture = z.object({
  getInvolvedId: z.number().int(),
  campaignId: z.number().int(),
  firstName: z.string(),
  surname: z.string(),
  dateCreated: z.string(),
  /** False once liked, and always for one's own pictures. */
  canVote: z.boolean(),
  /** Not in the spec: whether the viewer has liked it, so the screen shows the liked state. */
  liked: z.boolean(),
  totalLikes: z.number().int(),
  sortId: z.number().int(),
});
export type TPicture = z.infer<typeof ZPicture>;
