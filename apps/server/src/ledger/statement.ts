import type { Db } from '../db/database.js';
import type { AccountRef } from './accounts.js';

export interface StatementLine {
  transferId: number;
  transDate: string;
  transDescription: string;
  type: string;
  /** Negative is a debit, positive a credit. */
  pointsValue: number;
  /** Balance after this line. */
  balance: number;
}

/**
 * A statement is read from the transfers, newest first, with the running balance worked
 * back from the account's current balance so it always agrees with the account row.
 */
export async function statement(
  db: Db,
  ref: AccountRef,
  limit = 500,
): Promise<{ balance: number; lines: StatementLine[] }> {
  const account = await (
    'system' in ref
      ? db.selectFrom('ledgerAccounts').select(['id', 'balance']).where('systemCode', '=', ref.system)
      : db
          .selectFrom('ledgerAccounts')
          .select(['id', 'balance'])
          .where('memberId', '=', ref.memberId)
          .where('kind', '=', ref.kind)
  ).executeTakeFirst();
  if (!account) return { balance: 0, lines: [] };

  const rows = await db
    .selectFrom('ledgerTransfers')
    .select(['id', 'createdAt', 'description', 'type', 'amount', 'fromAccountId'])
    .where((eb) => eb.or([eb('fromAccountId', '=', account.id), eb('toAccountId', '=', account.id)]))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

  let running = account.balance;
  const lines = rows.map((r) => {
    const pointsValue = r.fromAccountId === account.id ? -r.amount : r.amount;
    const line = {
      transferId: r.id,
      transDate: r.createdAt,
      transDescription: r.description,
      type: r.type,
      pointsValue,
      balance: running,
    };
    running -= pointsValue;
    return line;
  });
  return { balance: account.balance, lines };
}
