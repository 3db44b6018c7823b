import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ROTATION_STEPS } from '../constants.js';
import { ZCampaign, ZPicture } from '../entities/getinvolved.js';
import { MESSAGES } from '../messages.js';
import { ZEmpty, ZOk, ZRowId, ZRowIdFromText, zAccepted } from '../fields.js';

const ZPicData = z.object({ picdata: z.array(ZPicture) });
const ZPictureRef = z.object({ campaignId: ZRowId, giId: ZRowId });

export const getcampaigns = defineCall({
  path: '/api/getinvolved/getcampaigns',
  summary: 'Get Involved campaigns (the Themes dropdown)',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ campaigns: z.array(ZCampaign) }),
});

export const getcampaignpics = defineCall({
  path: '/api/getinvolved/getcampaignpics',
  summary: 'Pictures of one campaign',
  access: ['member'],
  body: z.object({ campaignId: ZRowId }),
  response: ZPicData,
  answers: [404],
});

export const getprofilepics = defineCall({
  path: '/api/getinvolved/getprofilepics',
  summary: 'The signed-in member’s own pictures',
  access: ['member'],
  body: ZEmpty,
  response: ZPicData,
});

export const likepic = defineCall({
  path: '/api/getinvolved/likepic',
  summary: 'Like a picture (once; never one’s own)',
  access: ['member'],
  body: ZPictureRef,
  response: z.object({ totalLikes: z.number().int() }),
});

export const deletepic = defineCall({
  path: '/api/getinvolved/deletepic',
  summary: 'Delete one of one’s own pictures',
  access: ['member'],
  body: ZPictureRef,
  response: ZOk,
});

/**
 * Uploads a pending picture, shown at /getinvolvedpictmp/{picId}/… until saveuploadedimage.
 * campaignId is not in the spec's payload, but the saved picture must belong to a campaign.
 */
export const picupload = defineCall({
  path: '/api/getinvolved/picupload',
  summary: 'Upload a picture for a campaign (multipart, file field filePic)',
  access: ['member'],
  kind: 'multipart',
  fileField: 'filePic',
  body: z.object({ campaignId: ZRowIdFromText }),
  response: z.object({ picId: z.string() }),
  answers: [408, 429],
});

export const imagerotate = defineCall({
  path: '/api/getinvolved/imagerotate',
  summary: 'Set the pending picture’s rotation in quarter turns',
  access: ['member'],
  body: z.object({
    angle: z
      .number()
      .int()
      .min(0)
      .max(ROTATION_STEPS.length - 1),
  }),
  response: ZOk,
});

export const saveuploadedimage = defineCall({
  path: '/api/getinvolved/saveuploadedimage',
  summary: 'Publish the pending picture (after the terms are accepted)',
  access: ['member'],
  /** Not in the spec's (empty) payload: the server refuses too when the terms are not accepted. */
  body: z.object({ acceptTerms: zAccepted(MESSAGES.getInvolvedTermsRequired) }),
  response: ZOk,
});
