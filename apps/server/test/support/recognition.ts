/** Helpers the recognition and report tests share (not used by the server itself). */
import { TZDate } from '@date-fns/tz';
import type { NewMember } from '../../src/db/schema.js';
import { memberBalances } from '../../src/ledger/index.js';
import { createMember, fund } from '../factories.js';
import { sessionFor } from '../personas.js';
import type { TestApp } from '../app.js';
import { emailHtml } from '../../src/messaging/ecard.js';

export interface TestMember {
  id: number;
  memberId: string;
  memberNumber: string;
  token: string;
  email: string;
  cellNum: string;
}

/** An isolated member of its own, signed in, optionally funded. */
export async function newMember(
  t: TestApp,
  opts: { overrides?: Partial<NewMember>; pif?: number; recognise?: number } = {},
): Promise<TestMember> {
  const id = await createMember(t.database, opts.overrides);
  const m = await t.database.db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (opts.pif) await fund(t.database, id, 'pif', opts.pif);
  if (opts.recognise) await fund(t.database, id, 'recognise', opts.recognise);
  const token =
    m.registeredAt && m.employmentStatus === 'active' ? await sessionFor(t.database, m.memberNumber) : '';
  return {
    id,
    memberId: m.registeredAt ? String(id) : `0.${id}`,
    memberNumber: m.memberNumber,
    token,
    email: m.email,
    cellNum: m.cellNum,
  };
}

export const balances = (t: TestApp, id: number) => memberBalances(t.database.db, id);

export const recognitionsFrom = (t: TestApp, id: number) =>
  t.database.db.selectFrom('recognitions').selectAll().where('fromMemberId', '=', id).orderBy('id').execute();

/** The outbox rows of some recognitions, each e-mail's HTML as the worker renders it to send. */
export async function outboxFor(t: TestApp, recognitionIds: number[]) {
  if (recognitionIds.length === 0) return [];
  const rows = await t.database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('refType', '=', 'recognition')
    .where('refId', 'in', recognitionIds.map(String))
    .orderBy('id')
    .execute();
  return Promise.all(rows.map(async (row) => ({ ...row, bodyHtml: await emailHtml(t.ctx.config, row) })));
}

export const transfersFrom = async (t: TestApp, id: number) => {
  const accounts = await t.database.db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('memberId', '=', id)
    .execute();
  if (accounts.length === 0) return [];
  return t.database.db
    .selectFrom('ledgerTransfers')
    .selectAll()
    .where(
      'fromAccountId',
      'in',
      accounts.map((a) => a.id),
    )
    .execute();
};

/** A valid body for each kind, to vary one field at a time. */
export const valid = {
  thankyou: {
    what: 'thankyou',
    reason: 'Integrity',
    message: 'Thank you for your honesty.',
    sendBy: 'email',
  },
  payitforward: {
    what: 'payitforward',
    reason: 'Well Done',
    points: 50,
    message: 'Great job!',
    sendBy: 'sms',
  },
  reward: { what: 'reward', reason: 'Agility', points: 1234, message: 'For the launch.', sendBy: 'email' },
  adhoc: {
    what: 'adhoc',
    reason: 'Client Focus',
    points: 100,
    message: 'Customers love you.',
    sendBy: 'email',
  },
} as const;

/** This month as 'YYYY-MM' in the company's time zone (the months list's latest entry). */
export function currentMonth(t: TestApp): string {
  const d = new TZDate(Date.now(), t.ctx.config.TIME_ZONE);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
