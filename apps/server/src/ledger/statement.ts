import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
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

/** The (createdAt, id) of the last line already shown: the next page starts below it. */
export type StatementKey = readonly [string, number];

/**
 * A statement is read from the transfers, newest first, a page at a time, with the running
 * balance worked back from the account's current balance so it always agrees with the account
 * row. A later page first takes off what the lines above it moved, so its balances continue
 * where the previous page stopped.
 */
export async function statement(
  db: Db,
  ref: AccountRef,
  { limit = 500, after = null }: { limit?: number; after?: StatementKey | null } = {},
): Promise<{ balance: number; lines: StatementLine[]; more: boolean }> {
  const account = await (
    'system' in ref
      ? db.selectFrom('ledgerAccounts').select(['id', 'balance']).where('systemCode', '=', ref.system)
      : db
          .selectFrom('ledgerAccounts')
          .select(['id', 'balance'])
          .where('memberId', '=', ref.memberId)
          .where('kind', '=', ref.kind)
  ).executeTakeFirst();
  if (!account) return { balance: 0, lines: [], more: false };

  const mine = db
    .selectFrom('ledgerTransfers')
    .where((eb) => eb.or([eb('fromAccountId', '=', account.id), eb('toAccountId', '=', account.id)]));
  // Strictly older than the last line shown: an earlier time, or the same time and a lower id.
  const older = (eb: ExpressionBuilder<DB, 'ledgerTransfers'>) =>
    after
      ? eb.or([
          eb('createdAt', '<', after[0]),
          eb.and([eb('createdAt', '=', after[0]), eb('id', '<', after[1])]),
        ])
      : eb.lit(true);
  const signed = sql<number>`case when ${sql.ref('fromAccountId')} = ${account.id} then -${sql.ref('amount')} else ${sql.ref('amount')} end`;
  const [rows, above] = await Promise.all([
    mine
      .select(['id', 'createdAt', 'description', 'type', 'amount', 'fromAccountId'])
      .where(older)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),
    after
      ? mine
          .select((eb) => eb.fn.sum<number | string | null>(signed).as('moved'))
          .where((eb) => eb.not(older(eb)))
          .executeTakeFirst()
      : Promise.resolve({ moved: 0 }),
  ]);

  let running = account.balance - Number(above?.moved ?? 0);
  const lines = rows.slice(0, limit).map((r) => {
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
  return { balance: account.balance, lines, more: rows.length > limit };
}
