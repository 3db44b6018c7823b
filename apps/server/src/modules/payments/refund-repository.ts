import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

export { findPayment, updatePayment, type PaymentRow } from './repository.js';

/** Moves the refund status to pending only from the expected one: the claim of one refund. */
export async function claimRefund(
  trx: Transaction<DB>,
  paymentId: number,
  from: 'none' | 'failed',
  at: string,
): Promise<boolean> {
  const res = await trx
    .updateTable('shopPayments')
    .set({ refundStatus: 'pending', updatedAt: at })
    .where('id', '=', paymentId)
    .where('refundStatus', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
