import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface AuditReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** Sum of every account balance; zero when no point appeared or vanished. */
  totalBalance: number;
  problems: string[];
}

/**
 * Proves the ledger: every account's stored balance equals its credits minus its debits,
 * no member account is negative, and all balances together sum to zero.
 */
export async function auditLedger(db: Db): Promise<AuditReport> {
  const rows = await db
    .selectFrom('ledgerAccounts as a')
    .select((eb) => [
      'a.id',
      'a.memberId',
      'a.kind',
      'a.systemCode',
      'a.balance',
      eb
        .selectFrom('ledgerTransfers as t')
        .select(sql<number>`coalesce(sum(t.amount), 0)`.as('s'))
        .whereRef('t.toAccountId', '=', 'a.id')
        .as('credits'),
      eb
        .selectFrom('ledgerTransfers as t')
        .select(sql<number>`coalesce(sum(t.amount), 0)`.as('s'))
        .whereRef('t.fromAccountId', '=', 'a.id')
        .as('debits'),
    ])
    .execute();
  const problems: string[] = [];
  let total = 0;
  for (const r of rows) {
    const derived = Number(r.credits ?? 0) - Number(r.debits ?? 0);
    total += r.balance;
    const name = r.systemCode ? `system:${r.systemCode}` : `member:${r.memberId}:${r.kind}`;
    if (derived !== r.balance) problems.push(`${name}: stored balance ${r.balance}, transfers give ${derived}`);
    if (r.memberId !== null && r.balance < 0) problems.push(`${name}: negative balance ${r.balance}`);
  }
  if (total !== 0) problems.push(`balances sum to ${total}, not 0`);
  const count = await db
    .selectFrom('ledgerTransfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { ok: problems.length === 0, accounts: rows.length, transfers: Number(count.n), totalBalance: total, problems };
}
