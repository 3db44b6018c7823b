import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { memberBalances } from '../../ledger/index.js';
import { redeemOf } from '../../../test/support/shop.js';
import {
  clusterShopper,
  ordersOf,
  paymentRow,
  paymentStatus,
  paymentWorldPerFile,
  smsFor,
  startPayment,
  startedPayment,
  stripeWebhook,
} from '../../../test/payments/payment-testing.js';
import { applyOutcome } from './settle.js';
import { paymentsReconcileJob, reconcilePayments } from './reconcile.js';
import { runJobOnce } from '../../scheduling/scheduler.js';

const w = paymentWorldPerFile();

const holdBalance = async () =>
  (
    await w.t.database.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('systemCode', '=', 'shop-hold')
      .executeTakeFirst()
  )?.balance ?? 0;

/** A GB member 40 points short of a 100-point voucher, with the payment started. */
async function startedShortfall(points = 60, price = 100) {
  const started = await startedPayment(w.t, 'GB', points, price);
  return { ...started, sessionId: started.payment.providerRef };
}

describe('checkout with a shortfall, paid through Stripe Checkout', () => {
  it('offers the card part beside the points part, in the cluster currency', async () => {
    const { s } = await clusterShopper(w.t, 'GB', 60, 100);
    const cats = await w.t.post('/api/shop/categorylist', {}, s.token);
    expect(cats.body.inf).toMatchObject({
      isPaygate: true,
      pmtMethodTypes: ['points', 'card'],
      currencyRateMoney: 0.01,
    });
    const sum = await w.t.post('/api/shop/getCheckoutOrderSummary', { promoCode: '', alloc: '' }, s.token);
    expect(sum.body.grandTotal).toBe(100);
    expect(sum.body.cardPayment).toEqual({
      provider: 'stripe',
      points: 60,
      shortfallPoints: 40,
      moneyMinor: 40,
      currency: 'GBP',
      currencySymbol: '£',
      exponent: 2,
      moneyText: '£0.40',
    });
    // Points alone still go through placeOrder as before.
    const placed = await w.t.post('/api/shop/placeOrder', { cellNum: s.cellNum, vfyTotal: 100 }, s.token);
    expect(placed.status).toBe(400);
  });

  it('answers a repeated start with the same payment, and refuses the id with other details (409)', async () => {
    const { s } = await clusterShopper(w.t, 'GB', 60, 100);
    const first = await startPayment(w.t, s, 100, 'card-twice');
    expect(first.status).toBe(200);
    const again = await startPayment(w.t, s, 100, 'card-twice');
    expect(again.status).toBe(200);
    expect(again.body.paymentId).toBe(first.body.paymentId);
    const other = await startPayment(w.t, s, 99, 'card-twice');
    expect(other.status).toBe(409);
    expect(other.body.message).toEqual(expect.any(String));
    expect(await redeemOf(w.t, s.id)).toBe(0);
  });

  it('holds the points and opens a Checkout Session for exactly the shortfall', async () => {
    const before = await holdBalance();
    const { s, res, payment, sessionId } = await startedShortfall();
    expect(res.body.redirect).toEqual({ url: `${w.stripe.url}/pay/${sessionId}`, method: 'GET', fields: {} });
    expect(await redeemOf(w.t, s.id)).toBe(0);
    expect(await holdBalance()).toBe(before + 60);
    const session = w.stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 40,
      currency: 'gbp',
      client_reference_id: String(payment.id),
    });
    expect(payment).toMatchObject({ status: 'pending', amountMinor: 40, pointsHeld: 60, currency: 'GBP' });
    // The same request again is the same payment and the same session.
    const created = w.stripe.created;
    const again = await startPayment(w.t, s, 100, payment.requestKey.slice(4));
    expect(again.body.paymentId).toBe(payment.id);
    expect(w.stripe.created).toBe(created);
    expect(await redeemOf(w.t, s.id)).toBe(0);
  });

  it('places the order once when the webhook arrives twice and before the browser returns', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    expect((await paymentStatus(w.t, s, payment.id)).body.status).toBe('pending');
    const event = w.stripe.pay(sessionId);
    expect(await stripeWebhook(w.t, event)).toBe(200);
    expect(await stripeWebhook(w.t, event)).toBe(200);
    const orders = await ordersOf(w.t, s.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ grandTotal: 100, pointsPaid: 60 });
    expect(await smsFor(w.t, orders[0]!.id)).toHaveLength(1);
    const status = await paymentStatus(w.t, s, payment.id);
    expect(status.body).toMatchObject({ status: 'paid', orderNum: orders[0]!.orderNum, moneyText: '£0.40' });
    expect(await redeemOf(w.t, s.id)).toBe(0);
    // The order shows in Recent Orders, the basket is empty.
    const basket = await w.t.post('/api/shop/getbasket', { alloc: '' }, s.token);
    expect(basket.body.basket).toHaveLength(0);
  });

  it('refuses a forged or replayed webhook and changes nothing', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    const good = w.stripe.pay(sessionId);
    const forged = {
      payload: good.payload,
      signature: new Stripe('sk_x').webhooks.generateTestHeaderString({
        payload: good.payload,
        secret: 'whsec_wrong',
      }),
    };
    expect(await stripeWebhook(w.t, forged)).toBe(400);
    expect(await stripeWebhook(w.t, { payload: good.payload, signature: '' })).toBe(400);
    const tampered = {
      payload: good.payload.replace('"amount_total":40', '"amount_total":1'),
      signature: good.signature,
    };
    expect(await stripeWebhook(w.t, tampered)).toBe(400);
    // A genuine event captured and sent again ten minutes later is outside the SDK's tolerance.
    const old = w.stripe.event('checkout.session.completed', sessionId, Math.floor(Date.now() / 1000) - 600);
    expect(await stripeWebhook(w.t, old)).toBe(400);
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    expect((await paymentRow(w.t, payment.id)).status).toBe('pending');
    // The genuine one settles it.
    expect(await stripeWebhook(w.t, good)).toBe(200);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
  });

  it('gives the points back when the member cancels, and a late completed event changes nothing', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    const res = await w.t.post('/api/shop/cancelCardPayment', { paymentId: payment.id }, s.token);
    expect(res.body).toMatchObject({ status: 'cancelled', orderNum: '' });
    expect(w.stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await redeemOf(w.t, s.id)).toBe(60);
    const expired = w.stripe.event('checkout.session.expired', sessionId);
    expect(await stripeWebhook(w.t, expired)).toBe(200);
    expect(await redeemOf(w.t, s.id)).toBe(60);
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
  });

  it('gives the points back when Stripe expires the session', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    expect(await stripeWebhook(w.t, w.stripe.event('checkout.session.expired', sessionId))).toBe(200);
    expect((await paymentRow(w.t, payment.id)).status).toBe('expired');
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });

  it('waits for a delayed payment method, then settles or releases on the async events', async () => {
    const a = await startedShortfall();
    const sa = w.stripe.sessions.get(a.sessionId)!;
    sa.status = 'complete'; // a bank debit: complete but not yet paid
    expect(await stripeWebhook(w.t, w.stripe.event('checkout.session.completed', a.sessionId))).toBe(200);
    expect((await paymentRow(w.t, a.payment.id)).status).toBe('pending');
    sa.payment_status = 'paid';
    sa.payment_intent = 'pi_test_async';
    expect(
      await stripeWebhook(w.t, w.stripe.event('checkout.session.async_payment_succeeded', a.sessionId)),
    ).toBe(200);
    expect(await ordersOf(w.t, a.s.id)).toHaveLength(1);

    const b = await startedShortfall();
    w.stripe.sessions.get(b.sessionId)!.status = 'complete';
    expect(
      await stripeWebhook(w.t, w.stripe.event('checkout.session.async_payment_failed', b.sessionId)),
    ).toBe(200);
    expect((await paymentRow(w.t, b.payment.id)).status).toBe('failed');
    expect(await redeemOf(w.t, b.s.id)).toBe(60);
  });

  it('settles a paid payment whose webhook never came, with the stuck-payment job, and a late webhook then changes nothing', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    const event = w.stripe.pay(sessionId);
    // Not yet stuck: the job leaves it alone.
    await reconcilePayments(w.t.ctx, new Date());
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    const summary = await reconcilePayments(w.t.ctx, new Date(Date.now() + 6 * 60_000));
    expect(summary).toMatch(/1 placed/);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
    expect(await stripeWebhook(w.t, event)).toBe(200);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
    expect((await paymentRow(w.t, payment.id)).status).toBe('paid');
  });

  it('calls off an abandoned payment after 30 minutes and gives the points back', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    await reconcilePayments(w.t.ctx, new Date(Date.now() + 31 * 60_000));
    expect((await paymentRow(w.t, payment.id)).status).toBe('expired');
    expect(w.stripe.sessions.get(sessionId)!.status).toBe('expired');
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });

  it('settles once when several settlements of the same payment run at once', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    w.stripe.pay(sessionId);
    const session = w.stripe.sessions.get(sessionId)!;
    const outcome = {
      status: 'paid' as const,
      amountMinor: session.amount_total,
      currency: 'GBP',
      txnId: session.payment_intent!,
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => applyOutcome(w.t.ctx, payment.id, outcome)),
    );
    expect(results.filter((r) => r === 'placed')).toHaveLength(1);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
    expect((await memberBalances(w.t.database.db, s.id)).redeem).toBe(0);
  });

  it('refunds the card in full when money arrives for a payment already expired, and keeps the points back', async () => {
    const { s, payment, sessionId } = await startedShortfall();
    expect(
      await applyOutcome(w.t.ctx, payment.id, {
        status: 'expired',
        amountMinor: null,
        currency: null,
        txnId: '',
      }),
    ).toBe('released');
    expect(await redeemOf(w.t, s.id)).toBe(60);
    // The member had paid on Stripe's page at the last moment; the completed event comes late.
    const late = w.stripe.pay(sessionId);
    expect(await stripeWebhook(w.t, late)).toBe(200);
    expect(await stripeWebhook(w.t, late)).toBe(200);
    const row = await paymentRow(w.t, payment.id);
    expect(row).toMatchObject({ status: 'unfulfilled', refundStatus: 'refunded', refundedMinor: 40 });
    const intent = w.stripe.sessions.get(sessionId)!.payment_intent;
    expect(w.stripe.refunds.filter((r) => r.payment_intent === intent)).toEqual([
      expect.objectContaining({ amount: 40 }),
    ]);
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });

  it('runs as a scheduled job once per five minutes, the provider calls after the claim', async () => {
    const { s, sessionId } = await startedShortfall();
    w.stripe.pay(sessionId);
    const later = new Date(Date.now() + 6 * 60_000);
    const first = await runJobOnce(w.t.ctx, paymentsReconcileJob, later);
    expect(first).toMatchObject({ ran: true, summary: expect.stringMatching(/^1 placed/) });
    expect(await runJobOnce(w.t.ctx, paymentsReconcileJob, later)).toMatchObject({ ran: false });
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
  });

  it("refuses a card part below Stripe's smallest charge, holding nothing", async () => {
    const { s } = await clusterShopper(w.t, 'GB', 80, 100);
    const res = await startPayment(w.t, s, 100);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at least £0\.30/);
    expect(await redeemOf(w.t, s.id)).toBe(80);
  });

  it('does not place an order for an amount other than the one asked for', async () => {
    const { s, payment } = await startedShortfall();
    const r = await applyOutcome(w.t.ctx, payment.id, {
      status: 'paid',
      amountMinor: 1,
      currency: 'GBP',
      txnId: 'pi_x',
    });
    expect(r).toBe('unchanged');
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    expect((await paymentRow(w.t, payment.id)).lastError).toMatch(/expected 40 GBP/);
  });
});
