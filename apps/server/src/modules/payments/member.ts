import { formatMinor, type TCardPayment } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { cardProvider, paymentReference, ProviderError } from './providers/index.js';
import { findPayment, type PaymentRow } from './repository.js';
import { applyOutcome } from './settle.js';
import { COMMON_TEXTS } from '../../i18n/index.js';

const MESSAGES: Record<PaymentRow['status'], string> = {
  pending: 'Waiting for the payment to be confirmed…',
  paid: 'Your order has been placed successfully.',
  failed: 'The card payment did not go through. Your points have been given back.',
  cancelled: 'The card payment was cancelled. Your points have been given back.',
  expired: 'The card payment took too long and was called off. Your points have been given back.',
  unfulfilled:
    'Your payment arrived but the order could not be placed. Your points have been given back and the card payment is being refunded.',
};

async function ownPayment(ctx: AppContext, memberId: number, paymentId: number): Promise<PaymentRow> {
  const p = await findPayment(ctx.database.db, paymentId);
  if (!p || p.memberId !== memberId) throw notFound(COMMON_TEXTS.paymentNotFound);
  return p;
}

export async function paymentView(ctx: AppContext, p: PaymentRow): Promise<TCardPayment> {
  const order = p.orderId
    ? await ctx.database.db
        .selectFrom('shopOrders')
        .select('orderNum')
        .where('id', '=', p.orderId)
        .executeTakeFirst()
    : undefined;
  const exponent = Intl.NumberFormat('en-GB', { style: 'currency', currency: p.currency }).resolvedOptions()
    .maximumFractionDigits as number;
  const symbol =
    new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: p.currency,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((x) => x.type === 'currency')?.value ?? p.currency;
  return {
    paymentId: p.id,
    status: p.status,
    orderNum: order?.orderNum ?? '',
    points: p.pointsHeld,
    moneyText: formatMinor(p.amountMinor, exponent, symbol),
    message: MESSAGES[p.status],
  };
}

/** The member's view of their payment; the browser's return page polls it. */
export async function cardPaymentStatus(ctx: AppContext, memberId: number, paymentId: number) {
  return paymentView(ctx, await ownPayment(ctx, memberId, paymentId));
}

/**
 * The member gave up on the payment page: the provider's page is closed first (a payment made
 * meanwhile is settled as paid), then the held points come back.
 */
export async function cancelCardPayment(ctx: AppContext, memberId: number, paymentId: number) {
  const p = await ownPayment(ctx, memberId, paymentId);
  if (p.status === 'pending') {
    let outcome;
    try {
      outcome = p.providerRef
        ? await cardProvider(ctx.config, p.provider).cancel({
            paymentId: p.id,
            providerRef: p.providerRef,
            providerTxnId: p.providerTxnId,
            reference: paymentReference(p.id),
          })
        : ({ status: 'cancelled', amountMinor: null, currency: null, txnId: '' } as const);
    } catch (err) {
      // The provider cannot say now: leave it pending for the reconciliation job, which settles it either way.
      if (!(err instanceof ProviderError)) throw err;
      return paymentView(ctx, p);
    }
    await applyOutcome(
      ctx,
      p.id,
      outcome.status === 'expired' ? { ...outcome, status: 'cancelled' } : outcome,
    );
  }
  return paymentView(ctx, (await findPayment(ctx.database.db, p.id))!);
}
