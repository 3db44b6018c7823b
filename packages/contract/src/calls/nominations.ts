import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { NOM_CATS } from '../constants.js';
import { ZNomination, ZNominationRole } from '../entities/nominations.js';
import { ZEmpty, ZOk, ZRequestId, zRecipients, ZRowId, zRequiredText } from '../fields.js';

/** Who may see and review nominations. */
const REVIEWERS = ['manager', 'clusterCommittee', 'clusterAdmin', 'adminReports'] as const;

export const ZNewNomination = z.object({
  nomCat: z.enum(NOM_CATS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'Required' : 'Choose a category from the list',
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

export const nomlist = defineCall({
  path: '/api/nom/nomlist',
  summary: 'Nominations the signed-in reviewer may see, with their nomination roles',
  access: REVIEWERS,
  body: ZEmpty,
  response: z.object({ roles: z.array(ZNominationRole), noms: z.array(ZNomination) }),
});

export const nomget = defineCall({
  path: '/api/nom/nomget',
  summary: 'One nomination for the review modal',
  access: REVIEWERS,
  body: z.object({ nomId: ZRowId }),
  response: z.object({ nom: ZNomination }),
});
