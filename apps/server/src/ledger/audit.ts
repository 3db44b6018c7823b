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
 * no member account is negative, and all balances together sum to zero. Credits and debits
 * are two grouped scans of the transfers, so the cost grows with the ledger, not with
 * accounts × transfers.
 */
export async function auditLedger(db: Db): Promise<AuditReport> {
  const [accounts, credits, debits] = await Promise.all([
    db.selectFrom('ledgerAccounts').select(['id', 'memberId', 'kind', 'systemCode', 'balance']).execute(),
    db
      .selectFrom('ledgerTransfers')
      .select((eb) => [
        'toAccountId as id',
        eb.fn.sum<number>('amount').as('total'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy('toAccountId')
      .execute(),
    db
      .selectFrom('ledgerTransfers')
      .select((eb) => ['fromAccountId as id', eb.fn.sum<number>('amount').as('total')])
      .groupBy('fromAccountId')
      .execute(),
  ]);
  const creditOf = new Map(credits.map((r) => [r.id, Number(r.total)]));
  const debitOf = new Map(debits.map((r) => [r.id, Number(r.total)]));
  const known = new Set(accounts.map((a) => a.id));
  const problems: string[] = [];
  let total = 0;
  for (const a of accounts) {
    const balance = Number(a.balance);
    const derived = (creditOf.get(a.id) ?? 0) - (debitOf.get(a.id) ?? 0);
    total += balance;
    const name = a.systemCode ? `system:${a.systemCode}` : `member:${a.memberId}:${a.kind}`;
    if (derived !== balance) problems.push(`${name}: stored balance ${balance}, transfers give ${derived}`);
    if (a.memberId !== null && balance < 0) problems.push(`${name}: negative balance ${balance}`);
  }
  for (const id of [...creditOf.keys(), ...debitOf.keys()]) {
    if (!known.has(id)) problems.push(`transfers name account ${id}, which does not exist`);
  }
  if (total !== 0) problems.push(`balances sum to ${total}, not 0`);
  const transfers = credits.reduce((n, r) => n + Number(r.n), 0);
  return { ok: problems.length === 0, accounts: accounts.length, transfers, totalBalance: total, problems };
}
