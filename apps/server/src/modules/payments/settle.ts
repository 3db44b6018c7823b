import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../lib/errors.js';
import { transfer } from '../../ledger/index.js';
import type { BasketLine } from '../shop/index.js';
import { CARD_HOLD_ACCOUNT, placeOrderInTransaction } from '../shop/index.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { paymentReference, type ProviderOutcome } from './providers/index.js';
import {
  claimStatus,
  findPayment,
  updatePayment,
  type PaidLine,
  type PaymentRow,
  type PaymentStatus,
} from './repository.js';
import { refundCard } from './refunds.js';

export type SettleResult = 'placed' | 'released' | 'refunding' | 'unchanged';

/**
 * Applies what the provider says about a payment (from a verified webhook, a confirmed notify
 * or a query). Each outcome is a claim on the payment's status, so duplicates, late arrivals
 * and two instances at once change it once:
 * - paid: the order is placed with the held points in the claiming transaction;
 * - failed, cancelled, expired: the held points come back;
 * - pending: nothing yet.
 * Money that arrives for a payment already given up (or whose order cannot be placed any more)
 * is refunded to the card.
 */
export async function applyOutcome(
  ctx: AppContext,
  paymentId: number,
  outcome: ProviderOutcome,
): Promise<SettleResult> {
  const payment = await findPayment(ctx.database.db, paymentId);
  if (!payment) return 'unchanged';
  if (outcome.status === 'pending') return 'unchanged';
  if (outcome.status !== 'paid') return releaseHold(ctx, paymentId, outcome.status, '');

  if (
    (outcome.amountMinor !== null && outcome.amountMinor !== payment.amountMinor) ||
    (outcome.currency !== null && outcome.currency.toUpperCase() !== payment.currency)
  ) {
    // Never place an order for a different amount than the one asked for: leave it for a person
    // (admin.paymentfail), or for the stuck-payment job once the payment's time is up.
    const reported = `${outcome.amountMinor ?? payment.amountMinor} ${(outcome.currency ?? payment.currency).toUpperCase()}`;
    await updatePayment(ctx.database.db, paymentId, {
      lastError: `Provider reported ${reported}, expected ${payment.amountMinor} ${payment.currency}`,
      amountMismatch: reported,
      updatedAt: ctx.clock.now().toISOString(),
    });
    return 'unchanged';
  }
  if (payment.status === 'pending') {
    const placed = await tryPlace(ctx, payment, outcome.txnId);
    if (placed !== 'failed') return placed;
  }
  return refundAbandoned(ctx, paymentId, outcome.txnId);
}

/** Claims pending → paid and places the order in the same transaction; 'failed' if the order cannot be placed. */
async function tryPlace(
  ctx: AppContext,
  payment: PaymentRow,
  txnId: string,
): Promise<SettleResult | 'failed'> {
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const at = ctx.clock.now().toISOString();
  try {
    return await ctx.database.db.transaction().execute(async (trx) => {
      const claimed = await claimStatus(trx, payment.id, 'pending', {
        status: 'paid',
        providerTxnId: txnId,
        settledAt: at,
        updatedAt: at,
      });
      if (!claimed) return 'unchanged';
      const member = await trx
        .selectFrom('members')
        .selectAll()
        .where('id', '=', payment.memberId)
        .executeTakeFirstOrThrow();
      const order = await placeOrderInTransaction(
        trx,
        { config: ctx.config, settings, dialect: ctx.database.dialect, at },
        member,
        {
          cellNum: payment.cellNum,
          promoCode: payment.promoCode,
          alloc: payment.alloc,
          vfyTotal: payment.grandTotal,
        },
        { paymentId: payment.id, pointsHeld: payment.pointsHeld, lines: await paidLines(trx, payment) },
      );
      await updatePayment(trx, payment.id, { orderId: order.id, updatedAt: at });
      return 'placed';
    });
  } catch (err) {
    // Out of stock, a promo code used up meanwhile…: the claim rolled back with the order.
    if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
    await releaseHold(ctx, payment.id, 'unfulfilled', `Order could not be placed: ${err.message}`, txnId);
    return 'failed';
  }
}

/** The basket lines as they were paid for, at the prices paid (a later price change does not apply). */
async function paidLines(trx: Transaction<DB>, payment: PaymentRow): Promise<BasketLine[]> {
  const paid = JSON.parse(payment.linesJson) as PaidLine[];
  if (paid.length === 0) return [];
  const products = await trx
    .selectFrom('shopProducts')
    .selectAll()
    .where(
      'id',
      'in',
      paid.map((l) => l.productId),
    )
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  return paid.map((l) => {
    const product = byId.get(l.productId);
    if (!product) throw new Error(`Paid line without its product ${l.productId}`);
    return {
      product: { ...product, price: l.price },
      item: {
        id: l.basketItemId,
        memberId: payment.memberId,
        productId: l.productId,
        qty: l.qty,
        priceAtAdd: l.price,
        createdAt: payment.createdAt,
        updatedAt: payment.createdAt,
      },
    };
  });
}

/**
 * Ends a pending payment without an order and gives the held points back (a reversal of the
 * hold). Returns 'unchanged' when the payment was no longer pending.
 */
export async function releaseHold(
  ctx: AppContext,
  paymentId: number,
  status: Exclude<PaymentStatus, 'pending' | 'paid'>,
  error: string,
  txnId = '',
  /** Also done in the releasing transaction once the claim holds (an audit entry). */
  alsoInTransaction?: (trx: Transaction<DB>, payment: PaymentRow) => Promise<void>,
): Promise<SettleResult> {
  const at = ctx.clock.now().toISOString();
  const released = await ctx.database.db.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, paymentId);
    if (!payment) return false;
    const claimed = await claimStatus(trx, paymentId, 'pending', {
      status,
      lastError: error,
      settledAt: at,
      updatedAt: at,
      ...(status === 'unfulfilled' ? { refundStatus: 'pending' as const, providerTxnId: txnId } : {}),
    });
    if (!claimed) return false;
    if (payment.holdTransferId !== null && payment.pointsHeld > 0) {
      const t = await transfer(trx, {
        from: { system: CARD_HOLD_ACCOUNT },
        to: { memberId: payment.memberId, kind: 'redeem' },
        amount: payment.pointsHeld,
        type: 'RELEASE',
        description: `Points back: card payment ${paymentReference(paymentId)} ${status}`,
        idempotencyKey: `card-release:${paymentId}`,
        ref: { type: 'shop_payment', id: String(paymentId) },
        reversesId: payment.holdTransferId,
        at,
      });
      await updatePayment(trx, paymentId, { releaseTransferId: t.transferId, updatedAt: at });
    }
    await alsoInTransaction?.(trx, payment);
    return true;
  });
  if (!released) return 'unchanged';
  if (status === 'unfulfilled') {
    await refundCard(ctx, paymentId);
    return 'refunding';
  }
  return 'released';
}

/**
 * The provider took money for a payment that had already ended without an order (given up,
 * timed out) or whose order could not be placed: the whole card amount goes back, once.
 */
async function refundAbandoned(ctx: AppContext, paymentId: number, txnId: string): Promise<SettleResult> {
  const at = ctx.clock.now().toISOString();
  const claimed = await ctx.database.db.transaction().execute(async (trx) => {
    const p = await findPayment(trx, paymentId);
    if (!p || p.orderId !== null || p.status === 'pending' || p.status === 'paid') return false;
    if (p.status === 'unfulfilled') {
      // Whoever made it unfulfilled refunds it (and the job retries a refund left pending):
      // a duplicate callback must not start a second refund.
      if (!p.providerTxnId && txnId)
        await updatePayment(trx, paymentId, { providerTxnId: txnId, updatedAt: at });
      return false;
    }
    return claimStatus(trx, paymentId, p.status, {
      status: 'unfulfilled',
      refundStatus: 'pending',
      providerTxnId: txnId,
      lastError: `Paid after the payment had ${p.status}: the card is refunded`,
      updatedAt: at,
    });
  });
  if (!claimed) return 'unchanged';
  await refundCard(ctx, paymentId);
  return 'refunding';
}
