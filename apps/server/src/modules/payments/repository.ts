import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, ShopPaymentTable } from '../../db/schema.js';

type Reader = Db | Transaction<DB>;
export type PaymentRow = Selectable<ShopPaymentTable>;
export type PaymentStatus = PaymentRow['status'];

/** One line of the basket as it was paid for. */
export interface PaidLine {
  basketItemId: number;
  productId: number;
  qty: number;
  price: number;
}

export async function insertPayment(trx: Transaction<DB>, row: Insertable<ShopPaymentTable>) {
  return trx.insertInto('shopPayments').values(row).returningAll().executeTakeFirstOrThrow();
}

export const findPayment = (db: Reader, id: number) =>
  db.selectFrom('shopPayments').selectAll().where('id', '=', id).executeTakeFirst();

export const findPaymentByKey = (db: Reader, memberId: number, requestKey: string) =>
  db
    .selectFrom('shopPayments')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst();

export const findPaymentByRef = (db: Reader, provider: PaymentRow['provider'], providerRef: string) =>
  db
    .selectFrom('shopPayments')
    .selectAll()
    .where('provider', '=', provider)
    .where('providerRef', '=', providerRef)
    .where('providerRef', '!=', '')
    .executeTakeFirst();

/**
 * Moves a payment from one status to another, only if it is still in the first: the claim
 * that makes a payment settle once, however many webhooks, jobs and instances race for it.
 */
export async function claimStatus(
  trx: Transaction<DB>,
  id: number,
  from: PaymentStatus,
  set: Partial<Omit<PaymentRow, 'id'>> & { status: PaymentStatus; updatedAt: string },
): Promise<boolean> {
  const res = await trx
    .updateTable('shopPayments')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updatePayment(
  db: Reader,
  id: number,
  set: Partial<Omit<PaymentRow, 'id'>> & { updatedAt: string },
) {
  await db.updateTable('shopPayments').set(set).where('id', '=', id).execute();
}

/** Pending payments last changed before `before` (stuck, or past their time), oldest first. */
export const stalePending = (db: Reader, before: string, limit: number) =>
  db
    .selectFrom('shopPayments')
    .selectAll()
    .where('status', '=', 'pending')
    .where('updatedAt', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
