import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { NOM_CATS, REVIEW_RATING_RANGE, REVIEW_REWARD_SCALES } from '../constants.js';
import {
  ZNomination,
  ZNominationCategory,
  ZNominationRole,
  ZQuarterStatus,
} from '../entities/nominations.js';
import { ZEmpty, ZOk, ZRequestId, zRecipients, ZRowId, zRequiredText } from '../fields.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/** Who may see and review nominations. */
const REVIEWERS = ['manager', 'clusterCommittee', 'clusterAdmin', 'adminReports'] as const;

export const ZNewNomination = z.object({
  nomCat: z.enum(NOM_CATS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Required' : FIELD_TEXTS.chooseCategory.message,
  }),
  reason: zRequiredText(LIMITS.nominationReason),
  /** Member ids, or 'div:{divisionCode}' for an entire division. */
  members: zRecipients(MESSAGES.recipientsRequired),
  requestId: ZRequestId.optional(),
});

export const newnom = defineCall({
  path: '/api/nom/newnom',
  summary: 'Nominate members or whole divisions against a company value',
  access: ['member'],
  body: ZNewNomination,
  response: ZOk,
});

/** Beyond the spec: the categories with their help texts, kept in the database. */
export const nomcats = defineCall({
  path: '/api/nom/nomcats',
  summary: 'The nomination categories with their help texts, in display order',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ categories: z.array(ZNominationCategory) }),
});

/**
 * Any member may ask: the roles in the answer are how the screen learns whether the member is
 * a manager, committee member, cluster admin or report user (the member data does not say
 * the cluster roles). A member with none gets no roles and no nominations.
 */
export const nomlist = defineCall({
  path: '/api/nom/nomlist',
  summary: 'Nominations the signed-in member may see, with their nomination roles',
  access: ['member'],
  body: ZEmpty,
  response: z.object({
    roles: z.array(ZNominationRole),
    noms: z.array(ZNomination),
    /** Beyond the spec: the active review reward scale, so the review modal can say what a rating awards. */
    rewardScale: z.enum(Object.keys(REVIEW_REWARD_SCALES) as [keyof typeof REVIEW_REWARD_SCALES]),
  }),
});

export const nomget = defineCall({
  path: '/api/nom/nomget',
  summary: 'One nomination for the review modal',
  access: REVIEWERS,
  body: z.object({ nomId: ZRowId }),
  response: z.object({ nom: ZNomination }),
  answers: [404],
});

const ratingError = FIELD_TEXTS.chooseRating.message;

/** Beyond the spec: a cluster committee member rates a quarterly candidate of their cluster. */
export const nomrate = defineCall({
  path: '/api/nom/nomrate',
  summary: 'Rate a quarterly candidate of your cluster (cluster committee)',
  access: ['clusterCommittee'],
  body: z.object({
    nomId: ZRowId,
    rating: z
      .number()
      .int()
      .min(REVIEW_RATING_RANGE.min, ratingError)
      .max(REVIEW_RATING_RANGE.max, ratingError),
  }),
  response: z.object({ result: z.string() }),
  answers: [404, 409],
});

/** Beyond the spec: the cluster admin marks a quarterly candidate a winner ('W') or not (''). */
export const nomaward = defineCall({
  path: '/api/nom/nomaward',
  summary: 'Mark a quarterly candidate of your cluster a winner, or take the mark away (cluster admin)',
  access: ['clusterAdmin'],
  body: z.object({
    nomId: ZRowId,
    awardStatus: z.enum(['W', ''], { error: ADMIN_FIELD_TEXTS.chooseWOrNothing.message }),
  }),
  response: z.object({ result: z.string() }),
  answers: [404, 409],
});

/** 'YYYY-Qn'. */
export const ZQuarter = z.string().regex(/^\d{4}-Q[1-4]$/, ADMIN_FIELD_TEXTS.chooseQuarter.message);

/** Beyond the spec: the quarters of the cluster admin's cluster with their candidates and whether they are closed. */
export const nomquarters = defineCall({
  path: '/api/nom/nomquarters',
  summary: 'Quarters of your cluster with candidates, winners and whether each is closed (cluster admin)',
  access: ['clusterAdmin'],
  body: ZEmpty,
  response: z.object({ quarters: z.array(ZQuarterStatus) }),
});

/** Beyond the spec: closing a quarter freezes its ratings and winners. */
export const nomclosequarter = defineCall({
  path: '/api/nom/nomclosequarter',
  summary: 'Close an ended quarter of your cluster: its ratings and winners are final (cluster admin)',
  access: ['clusterAdmin'],
  body: z.object({ quarter: ZQuarter }),
  response: z.object({ result: z.string() }),
  answers: [409],
});
