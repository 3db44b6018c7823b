import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { REVIEW_RATING_RANGE, REWARD_WHATS, SEND_BY } from '../constants.js';
import { ZOk, ZPoints, ZRequestId, ZRowId, zRecipients, zText } from '../fields.js';
import { normaliseReview } from '../rules/review.js';
import { rewardIssues } from '../rules/reward.js';
import { FIELD_TEXTS } from '../field-texts.js';

const isObject = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null;

export const ZReviewFields = z.object({
  nomId: ZRowId,
  reviewRating: z
    .number()
    .int()
    .min(REVIEW_RATING_RANGE.min, FIELD_TEXTS.chooseRating.message)
    .max(REVIEW_RATING_RANGE.max, FIELD_TEXTS.chooseRating.message),
  isIncludeInQuarterly: z.boolean().default(false),
  quarterlyMotivation: zText(LIMITS.quarterlyMotivation).default(''),
  requestId: ZRequestId.optional(),
});
/** Normalised on parse, so what is stored never carries a quarterly choice the rating does not allow. */
export const ZReview = ZReviewFields.transform(normaliseReview);

export const doavonnomreviewreward = defineCall({
  path: '/api/reward/doavonnomreviewreward',
  summary: 'Review a nomination: rate it, award the nominees and optionally put it forward for the quarter',
  access: ['manager'],
  body: ZReview,
  response: z.object({ result: z.string() }),
  answers: [404, 409],
});

/** The reward form's fields before the cross-field rules; the web form picks from this. */
export const ZRewardFields = z.object({
  what: z.enum(REWARD_WHATS),
  /** The value (or the ad hoc reason) chosen from the list for `what`. */
  reason: zText(LIMITS.rewardReason).default(''),
  points: ZPoints.optional(),
  message: zText(LIMITS.emailMessagePointsRecognition).default(''),
  sendBy: z.enum(SEND_BY, { error: FIELD_TEXTS.chooseEmailOrSms.message }),
  /** Individual member ids only: the reward screens refuse whole divisions. */
  recipients: zRecipients(),
  requestId: ZRequestId.optional(),
});

/**
 * Rules between fields (message length by sendBy and what, points and value by what, at least
 * one recipient). They run even when another field failed, so a form shows every problem at once.
 */
export const ZReward = ZRewardFields.superRefine(
  (form, ctx) => {
    for (const issue of rewardIssues(form))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
  { when: isObject },
);

export const doreward = defineCall({
  path: '/api/reward/doreward',
  summary: 'Send an e-card: points recognition, Pay It Forward, Simply Say or an ad hoc award',
  // Which roles may send which `what` is checked by the server per kind.
  access: ['member'],
  body: ZReward,
  response: ZOk,
  // A repeated requestId is compared with the recognitions its first use wrote, in the send's
  // own transaction: no separate claim is written for every send.
  requestIdClaims: () => false,
  answers: [429],
});
