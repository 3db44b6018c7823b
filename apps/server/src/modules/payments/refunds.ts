import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { cardProvider, paymentReference, ProviderError } from './providers/index.js';
import { claimRefund, findPayment, updatePayment, type PaymentRow } from './refund-repository.js';

const REFUND_FAILED = 'Refund failed: ';

/**
 * Refunds what is left of a payment's card amount through its provider. Called only by whoever
 * claimed the refund (refund status moved to `pending`), with an idempotency key per payment,
 * so the card is refunded once. A refusal is kept on the payment (`failed`, with the reason) for
 * an admin to retry.
 */
export async function refundCard(ctx: AppContext, paymentId: number): Promise<PaymentRow> {
  const p = await findPayment(ctx.database.db, paymentId);
  if (!p) throw new Error(`No payment ${paymentId}`);
  if (p.refundStatus !== 'pending') return p;
  const amount = p.amountMinor - p.refundedMinor;
  const at = () => ctx.clock.now().toISOString();
  try {
    const ref = await cardProvider(ctx.config, p.provider).refund(
      {
        paymentId: p.id,
        providerRef: p.providerRef,
        providerTxnId: p.providerTxnId,
        reference: paymentReference(p.id),
      },
      amount,
      `card-refund-${paymentReference(p.id)}`,
    );
    await updatePayment(ctx.database.db, p.id, {
      refundStatus: 'refunded',
      refundRef: ref,
      refundedMinor: p.amountMinor,
      refundedAt: at(),
      // Why the payment is being refunded stays; only an earlier refund failure is cleared.
      lastError: p.lastError.startsWith(REFUND_FAILED) ? '' : p.lastError,
      updatedAt: at(),
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await updatePayment(ctx.database.db, p.id, {
      refundStatus: 'failed',
      lastError: `${REFUND_FAILED}${err.message}`,
      updatedAt: at(),
    });
  }
  return (await findPayment(ctx.database.db, p.id))!;
}

/**
 * Inside an order's refund or cancellation: claims the card refund of the payment behind it
 * (none → pending) so it is made once. Returns the payment to refund after commit, or null.
 */
export async function claimOrderCardRefund(
  trx: Transaction<DB>,
  orderId: number,
  at: string,
): Promise<PaymentRow | null> {
  const p = await trx
    .selectFrom('shopPayments')
    .selectAll()
    .where('orderId', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (!p) return null;
  return (await claimRefund(trx, p.id, 'none', at)) ? p : null;
}

/** An admin's retry of a failed refund: claims failed → pending, then refunds. */
export async function retryRefund(ctx: AppContext, paymentId: number): Promise<PaymentRow | null> {
  const at = ctx.clock.now().toISOString();
  const claimed = await ctx.database.db
    .transaction()
    .execute((trx) => claimRefund(trx, paymentId, 'failed', at));
  if (!claimed) return null;
  return refundCard(ctx, paymentId);
}
