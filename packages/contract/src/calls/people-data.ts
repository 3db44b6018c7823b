import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/**
 * People's data (UK GDPR, Irish GDPR, South Africa's POPIA): a member downloads everything the
 * portal holds about them; a programme admin downloads it for any member, or erases a leaver.
 * The downloads answer a ZIP file (`responseKind: 'zip'`), not JSON.
 */

const ZMemberNumber = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20)
  .regex(/^[\w-]+$/, ADMIN_FIELD_TEXTS.invalidMemberNumber.message);

/** The ZIP answers carry no JSON; this documents that nothing else comes back. */
const ZZipFile = z.unknown();

export const exportmydata = defineCall({
  path: '/api/member/exportmydata',
  summary: 'Downloads everything the portal holds about the signed-in member, as a ZIP of JSON and CSV',
  access: ['member'],
  responseKind: 'zip',
  body: ZEmpty,
  response: ZZipFile,
});

export const memberexport = defineCall({
  path: '/api/admin/memberexport',
  summary: 'Downloads everything the portal holds about one member, as a ZIP of JSON and CSV',
  access: ADMIN_ACCESS,
  responseKind: 'zip',
  body: z.object({ memberNumber: ZMemberNumber }),
  response: ZZipFile,
  answers: [404],
});

export const ERASE_REASON_MAX = 500;

export const ZMemberErase = z
  .object({
    memberNumber: ZMemberNumber,
    /** Needed to erase a member who is still active; then `reason` is required too. */
    force: z.boolean().default(false),
    reason: zText(ERASE_REASON_MAX).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.force && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ADMIN_FIELD_TEXTS.sayWhyErased.message });
  });
export type TMemberErase = z.input<typeof ZMemberErase>;

export const ZEraseResult = z.object({
  /** What the member is called from now on: "Former member #n". */
  label: z.string(),
  memberNumber: z.string(),
  removed: z.object({
    pictures: z.number().int(),
    messagesWritten: z.number().int(),
    outboxMessages: z.number().int(),
    sessions: z.number().int(),
    contactMessages: z.number().int(),
    otherTextRows: z.number().int(),
  }),
});
export type TEraseResult = z.infer<typeof ZEraseResult>;

export const membererase = defineCall({
  path: '/api/admin/membererase',
  summary:
    'Erases a leaver’s personal data; ledger transfers, orders and audit rows stay under "Former member #n"',
  access: ADMIN_ACCESS,
  body: ZMemberErase,
  response: ZEraseResult,
  answers: [404, 409],
});
