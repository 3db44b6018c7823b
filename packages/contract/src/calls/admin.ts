import { z } from 'zod';
import { defineCall } from '../registry.js';
import type { Role } from '../roles.js';
import { ZProgrammeSettings } from '../settings.js';
import { ZEmpty, zText } from '../fields.js';

/**
 * Programme administration: calls only a programme admin may make. Each area of the
 * admin lives in its own file (admin-people.ts, admin-budgets.ts, …) and uses ADMIN_ACCESS, so
 * the role matrix proves a 403 for every other caller.
 */
export const ADMIN_ACCESS = ['programmeAdmin'] as const satisfies readonly Role[];

/** Page of a long admin list. */
export const ZAdminPage = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});

/** A recorded admin action: who did what to what, when, and the state before and after. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Member number of the admin, or null when the command line made the change. */
  actorMemberNumber: z.string().nullable(),
  /** "100008 Megan Price", or "cli:<user>" for the command line. */
  actor: z.string(),
  /** Dotted code of the action, e.g. "settings.update", "people.import", "budget.fund". */
  action: z.string(),
  /** What the action changed, e.g. "member 100123" or "settings". */
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const auditlog = defineCall({
  path: '/api/admin/auditlog',
  summary: 'The admin audit log, newest first, optionally filtered by action or text',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({
    /** Prefix of the action code ("people." shows every people action). */
    action: zText(60).default(''),
    /** Matches the actor or the target. */
    search: zText(80).default(''),
  }),
  response: z.object({ entries: z.array(ZAuditEntry), total: z.number().int() }),
});

export const settingsget = defineCall({
  path: '/api/admin/settingsget',
  summary: 'The programme settings in force',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({ settings: ZProgrammeSettings }),
});

export const settingsupdate = defineCall({
  path: '/api/admin/settingsupdate',
  summary: 'Changes some programme settings (only the fields given)',
  access: ADMIN_ACCESS,
  body: ZProgrammeSettings.partial(),
  response: z.object({ settings: ZProgrammeSettings }),
});

export const ledgeraudit = defineCall({
  path: '/api/admin/ledgeraudit',
  summary: 'Runs the ledger audit (as npm run audit) and returns its report',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({
    ok: z.boolean(),
    accounts: z.number().int(),
    transfers: z.number().int(),
    totalBalance: z.number().int(),
    problems: z.array(z.string()),
  }),
});

export const smsspend = defineCall({
  path: '/api/admin/smsspend',
  summary: 'SMS sent or waiting to be sent this month (company time), and what they cost',
  access: ADMIN_ACCESS,
  body: ZEmpty,
  response: z.object({
    /** 'YYYY-MM' in the company's time zone. */
    month: z.string(),
    sms: z.number().int(),
    /** SMS of this month's e-cards alone (the rest are codes, vouchers and notices). */
    ecardSms: z.number().int(),
    unitCost: z.number(),
    currency: z.string(),
    cost: z.number(),
  }),
});
