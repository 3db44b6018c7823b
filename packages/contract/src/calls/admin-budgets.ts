import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ZEmpty, ZMonth, ZRequestId, zText } from '../fields.js';
import { ADMIN_ACCESS } from './admin.js';
import { ZCursor, ZNextCursor, ZPageLimit } from '../paging.js';
import { ADMIN_FIELD_TEXTS, FIELD_TEXTS } from '../field-texts.js';

/** Budgets and allowances, the funding account and the ledger export for finance. */

const ZMemberNumber = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20)
  .regex(/^[\w-]+$/, ADMIN_FIELD_TEXTS.invalidMemberNumber.message);
const ZFundPoints = z
  .number()
  .int(ADMIN_FIELD_TEXTS.wholeNumber.message)
  .min(1, ADMIN_FIELD_TEXTS.atLeastOne.message)
  .max(10_000_000, ADMIN_FIELD_TEXTS.atMostTenMillion.message);

export const fundbudget = defineCall({
  path: '/api/admin/fundbudget',
  summary: 'Adds points to a manager’s recognition budget from the programme’s funding account',
  access: ADMIN_ACCESS,
  body: z.object({
    memberNumber: ZMemberNumber,
    points: ZFundPoints,
    note: zText(200).default(''),
    /** The same request id twice funds once (a double click, a retry). */
    requestId: ZRequestId,
  }),
  response: z.object({ memberNumber: z.string(), name: z.string(), budget: z.number().int() }),
});

export const ZFundRow = z.object({
  row: z.number().int(),
  memberNumber: z.string(),
  name: z.string(),
  points: z.number().int(),
  error: z.string(),
});

export type TFundRow = z.infer<typeof ZFundRow>;

export const fundbudgets = defineCall({
  path: '/api/admin/fundbudgets',
  summary:
    'Funds many managers’ budgets from a CSV (member_number, points): preview, or apply all in one transaction',
  access: ADMIN_ACCESS,
  body: z.object({
    csv: z
      .string()
      .min(1, ADMIN_FIELD_TEXTS.chooseFile.message)
      .max(500_000, ADMIN_FIELD_TEXTS.atMost500kB.message),
    apply: z.boolean().default(false),
    note: zText(200).default(''),
    requestId: ZRequestId,
  }),
  // The preview changes nothing; only applying claims the request id.
  requestIdClaims: (body) => body.apply,
  response: z.object({
    rows: z.array(ZFundRow),
    totalPoints: z.number().int(),
    errors: z.number().int(),
    applied: z.boolean(),
  }),
});

export const ZFundingLine = z.object({
  transferId: z.number().int(),
  at: z.string(),
  type: z.string(),
  description: z.string(),
  /** Negative: points left the funding account; positive: they came back. */
  points: z.number().int(),
  balance: z.number().int(),
});

export type TFundingLine = z.infer<typeof ZFundingLine>;

export const fundingstatement = defineCall({
  path: '/api/admin/fundingstatement',
  summary:
    'The programme funding account: balance, points issued and its movements, newest first, a page at a time',
  access: ADMIN_ACCESS,
  body: z.object({ cursor: ZCursor, limit: ZPageLimit(50, 500) }),
  response: z.object({ balance: z.number().int(), lines: z.array(ZFundingLine), nextCursor: ZNextCursor }),
});

export const ZLedgerExportRow = z.object({
  transferId: z.number().int(),
  at: z.string(),
  type: z.string(),
  description: z.string(),
  from: z.string(),
  to: z.string(),
  amount: z.number().int(),
  reversesId: z.number().int().nullable(),
});

export const ledgerexport = defineCall({
  path: '/api/admin/ledgerexport',
  summary: 'Every ledger transfer in a range of months, for finance (the web exports it as CSV)',
  access: ADMIN_ACCESS,
  body: z.object({ fromMonth: ZMonth, toMonth: ZMonth }).refine((v) => v.fromMonth <= v.toMonth, {
    path: ['toMonth'],
    message: FIELD_TEXTS.notBeforeFromMonth.message,
  }),
  response: z.object({ rows: z.array(ZLedgerExportRow), truncated: z.boolean() }),
});

export const pifrun = defineCall({
  path: '/api/admin/pifrun',
  summary:
    'Runs this month’s Pay It Forward top-up now (it is idempotent: members already topped up this month are skipped)',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({
    month: z.string(),
    members: z.number().int(),
    points: z.number().int(),
    taken: z.number().int(),
  }),
});
