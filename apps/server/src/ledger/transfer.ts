import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { describeRef, resolveAccountId, type AccountRef } from './accounts.js';
import { COMMON_TEXTS } from '../i18n/index.js';

export interface TransferRequest {
  from: AccountRef;
  to: AccountRef;
  /** A positive whole number of points. */
  amount: number;
  /** Short code shown on statements and reports (RwdN, PIF, ADHOC, ORDER, FUND…). */
  type: string;
  description: string;
  /** Unique per intended movement: a retry with the same key moves nothing a second time. */
  idempotencyKey: string;
  ref?: { type: string; id: string };
  reversesId?: number;
  /** ISO timestamp of the business event. */
  at: string;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had already been used: nothing moved this time. */
  replayed: boolean;
}

export class InsufficientPointsError extends HttpError {
  constructor(
    readonly available: number,
    readonly wanted: number,
  ) {
    super(400, `Not enough points: ${available} available, ${wanted} needed.`, {});
  }
}

/**
 * Moves points between two accounts inside the caller's transaction. The transfer row is
 * written first so its unique key claims the movement; then both balances change, the debit
 * guarded by `balance >= amount` (and by the CHECK constraint behind it). Accounts are touched
 * in id order so two opposite transfers cannot deadlock on PostgreSQL.
 */
export async function transfer(trx: Transaction<DB>, req: TransferRequest): Promise<TransferResult> {
  if (!Number.isSafeInteger(req.amount) || req.amount <= 0) {
    throw new Error(`Transfer amount must be a positive whole number, got ${req.amount}`);
  }
  const fromId = await resolveAccountId(trx, req.from, req.at);
  const toId = await resolveAccountId(trx, req.to, req.at);
  if (fromId === toId) throw new Error(`Transfer from ${describeRef(req.from)} to itself`);

  const inserted = await trx
    .insertInto('ledgerTransfers')
    .values({
      idempotencyKey: req.idempotencyKey,
      fromAccountId: fromId,
      toAccountId: toId,
      amount: req.amount,
      type: req.type,
      description: req.description,
      refType: req.ref?.type ?? null,
      refId: req.ref?.id ?? null,
      reversesId: req.reversesId ?? null,
      createdAt: req.at,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();

  if (!inserted) {
    const existing = await trx
      .selectFrom('ledgerTransfers')
      .select(['id', 'fromAccountId', 'toAccountId', 'amount'])
      .where('idempotencyKey', '=', req.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (
      existing.fromAccountId !== fromId ||
      existing.toAccountId !== toId ||
      existing.amount !== req.amount
    ) {
      throw new HttpError(409, COMMON_TEXTS.requestChanged);
    }
    return { transferId: existing.id, replayed: true };
  }

  for (const id of [fromId, toId].sort((a, b) => a - b)) {
    if (id === fromId) await debit(trx, fromId, req);
    else await credit(trx, toId, req.amount);
  }
  return { transferId: inserted.id, replayed: false };
}

async function debit(trx: Transaction<DB>, accountId: number, req: TransferRequest): Promise<void> {
  const isSystem = 'system' in req.from;
  let q = trx
    .updateTable('ledgerAccounts')
    .set((eb) => ({ balance: eb('balance', '-', req.amount) }))
    .where('id', '=', accountId);
  if (!isSystem) q = q.where('balance', '>=', req.amount);
  const res = await q.executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const row = await trx
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('id', '=', accountId)
      .executeTakeFirst();
    throw new InsufficientPointsError(row?.balance ?? 0, req.amount);
  }
}

async function credit(trx: Transaction<DB>, accountId: number, amount: number): Promise<void> {
  await trx
    .updateTable('ledgerAccounts')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', accountId)
    .execute();
}

/** Points the programme gives a member (an award): from the funding account to their redeem balance. */
export const awardFromFunding = (
  trx: Transaction<DB>,
  memberId: number,
  award: Omit<TransferRequest, 'from' | 'to'>,
): Promise<TransferResult> =>
  transfer(trx, { ...award, from: { system: 'funding' }, to: { memberId, kind: 'redeem' } });
