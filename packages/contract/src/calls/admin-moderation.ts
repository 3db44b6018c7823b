import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZRowId, zRequiredText, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/**
 * Moderation for the programme admin: find a recognition and hide its message, reverse its
 * points, hide a Get Involved picture. Each is audited.
 */

const ZPerson = z.object({ memberNumber: z.string(), name: z.string() });

export const ZAdminRecognition = z.object({
  id: z.number().int(),
  type: z.string(),
  date: z.string(),
  value: z.string(),
  /** The original text, also when hidden: the admin needs it to decide. */
  message: z.string(),
  points: z.number().int(),
  from: ZPerson,
  to: ZPerson,
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type TAdminRecognition = z.infer<typeof ZAdminRecognition>;

export const recognitionsearch = defineCall({
  path: '/api/admin/recognitionsearch',
  summary:
    'Recent recognitions, newest first (at most 20): all, or those with a recognition id or a sender or recipient member number',
  access: ADMIN_ACCESS,
  body: z.object({
    search: zText(40)
      .regex(/^[\w.-]*$/, ADMIN_FIELD_TEXTS.memberOrRecognition.message)
      .default(''),
  }),
  response: z.object({ recognitions: z.array(ZAdminRecognition) }),
});

export const recognitionhide = defineCall({
  path: '/api/admin/recognitionhide',
  summary: 'Hides a recognition’s message with a reason (or shows it again); points are not touched',
  access: ADMIN_ACCESS,
  body: z.object({
    recognitionId: ZRowId,
    hidden: z.boolean().default(true),
    reason: zText(500).default(''),
  }),
  response: z.object({ recognition: ZAdminRecognition }),
  answers: [404],
});

export const picturehide = defineCall({
  path: '/api/admin/picturehide',
  summary: 'Hides a Get Involved picture with a reason (or shows it again)',
  access: ADMIN_ACCESS,
  body: z.object({ pictureId: ZRowId, hidden: z.boolean().default(true), reason: zText(500).default('') }),
  response: z.object({ pictureId: z.number().int(), hidden: z.boolean() }),
  answers: [404],
});

export const recognitionreverse = defineCall({
  path: '/api/admin/recognitionreverse',
  summary: 'Reverses a recognition’s points through the ledger (once; a repeat answers the same reversal)',
  access: ADMIN_ACCESS,
  body: z.object({ recognitionId: ZRowId, reason: zRequiredText(500) }),
  response: z.object({
    recognitionId: z.number().int(),
    pointsReversed: z.number().int(),
    reversalTransferId: z.number().int().nullable(),
  }),
  answers: [404],
});
