import { z } from 'zod';

export const ZCampaign = z.object({
  campaignId: z.number().int(),
  campaignName: z.string(),
  campaignColour: z.string(),
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
  totalLikes: z.number().int(),
  sortId: z.number().int(),
});
export type TPicture = z.infer<typeof ZPicture>;
