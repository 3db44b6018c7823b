import { describe, expect, it } from 'vitest';
import { redeemOf } from '../../../test/support/shop.js';
import { updateProgrammeSettings, getProgrammeSettings } from '../../settings/service.js';
import {
  clusterShopper,
  ordersOf,
  paygateNotify,
  paymentRow,
  paymentWorldPerFile,
  startPayment,
  startedPayment,
  stripeWebhook,
} from '../../../test/payments/payment-testing.js';

const w = paymentWorldPerFile();

/** A paid part-card order in a cluster: returns the shopper, payment and order. */
async function paidOrder(cluster: 'GB' | 'IE' | 'ZA', points: number, price: number) {
  const { s, payment } = await startedPayment(w.t, cluster, points, price);
  if (cluster === 'ZA') {
    w.paygate.decide(payment.providerRef, '1');
    await paygateNotify(w.t, w.paygate.notifyBody(payment.providerRef));
  } else {
    expect(await stripeWebhook(w.t, w.stripe.pay(payment.providerRef))).toBe(200);
  }
  const [order] = await ordersOf(w.t, s.id);
  expect(order).toBeDefined();
  return { s, payment: await paymentRow(w.t, payment.id), order: order! };
}

const holdOf = async (transferId: number | null) =>
  transferId === null
    ? 0
    : (
        await w.t.database.db
          .selectFrom('ledgerTransfers')
          .select('amount')
          .where('id', '=', transferId)
          .executeTakeFirstOrThrow()
      ).amount;

describe('money to the cent in GBP, EUR and ZAR', () => {
  it('agrees between the order, the points hold and the provider', async () => {
    const settings = await getProgrammeSettings(w.t.database.db, w.t.ctx.config);
    await w.t.database.db.transaction().execute((trx) =>
      updateProgrammeSettings(trx, w.t.ctx.config, {
        cardPayments: {
          ...settings.cardPayments,
          IE: { ...settings.cardPayments.IE!, rateMoney: 0.07 },
          ZA: { ...settings.cardPayments.ZA!, rateMoney: 0.2 },
        },
      }),
    );
    const cases = [
      { cluster: 'GB', points: 1, price: 1235, minor: 1234, text: '£12.34' },
      { cluster: 'IE', points: 3, price: 1237, minor: 8638, text: '€86.38' }, // 1234 × 0.07
      { cluster: 'ZA', points: 7, price: 1241, minor: 24680, text: 'R246.80' }, // 1234 × 0.2
    ] as const;
    for (const c of cases) {
      const { s } = await clusterShopper(w.t, c.cluster, c.points, c.price);
      const sum = await w.t.post('/api/shop/getCheckoutOrderSummary', { promoCode: '', alloc: '' }, s.token);
      expect(sum.body.cardPayment).toMatchObject({
        points: c.points,
        shortfallPoints: 1234,
        moneyMinor: c.minor,
        moneyText: c.text,
      });
      const res = await startPayment(w.t, s, c.price);
      const p = await paymentRow(w.t, res.body.paymentId);
      expect(p.amountMinor).toBe(c.minor);
      expect(await holdOf(p.holdTransferId)).toBe(c.points);
      if (c.cluster === 'ZA') {
        expect(w.paygate.transactions.get(p.providerRef)!.amount).toBe(String(c.minor));
        w.paygate.decide(p.providerRef, '1');
        await paygateNotify(w.t, w.paygate.notifyBody(p.providerRef));
      } else {
        expect(w.stripe.sessions.get(p.providerRef)!.amount_total).toBe(c.minor);
        await stripeWebhook(w.t, w.stripe.pay(p.providerRef));
      }
      const [o] = await ordersOf(w.t, s.id);
      expect(o).toMatchObject({ grandTotal: c.price, pointsPaid: c.points });
      const status = await w.t.post('/api/shop/cardPaymentStatus', { paymentId: p.id }, s.token);
      expect(status.body).toMatchObject({ status: 'paid', moneyText: c.text, points: c.points });
    }
  });
});

describe('refunds of part-card orders', () => {
  it('returns the points and refunds the card once through Stripe', async () => {
    const { s, payment, order } = await paidOrder('GB', 60, 100);
    const res = await w.t.post(
      '/api/admin/ordercancel',
      { orderId: order.id, how: 'refund', reason: 'Not wanted' },
      w.t.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.pointsReturned).toBe(60);
    expect(res.body.order.cardPayment).toMatchObject({ refundStatus: 'refunded', moneyText: '£0.40' });
    expect(await redeemOf(w.t, s.id)).toBe(60);
    const refunds = w.stripe.refunds.filter(
      (r) => r.payment_intent === w.stripe.sessions.get(payment.providerRef)!.payment_intent,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(40);
    const again = await w.t.post(
      '/api/admin/ordercancel',
      { orderId: order.id, how: 'refund', reason: '' },
      w.t.admin,
    );
    expect(again.status).toBe(409);
    expect(w.stripe.refunds.filter((r) => r.payment_intent === refunds[0]!.payment_intent)).toHaveLength(1);
  });

  it('shows a failed card refund on the order and the payments page, and retries it once', async () => {
    const { s, payment, order } = await paidOrder('GB', 60, 100);
    w.stripe.failRefunds = 'Your card was declined.';
    const res = await w.t.post(
      '/api/admin/ordercancel',
      { orderId: order.id, how: 'refund', reason: '' },
      w.t.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.order.cardPayment).toMatchObject({
      refundStatus: 'failed',
      lastError: expect.stringContaining('declined'),
    });
    expect(await redeemOf(w.t, s.id)).toBe(60); // the points part is back regardless
    const listed = await w.t.post('/api/admin/payments', { refundProblems: true }, w.t.admin);
    expect(listed.body.payments.map((p: { paymentId: number }) => p.paymentId)).toContain(payment.id);
    w.stripe.failRefunds = null;
    const retried = await Promise.all([
      w.t.post('/api/admin/paymentrefundretry', { paymentId: payment.id }, w.t.admin),
      w.t.post('/api/admin/paymentrefundretry', { paymentId: payment.id }, w.t.admin),
    ]);
    expect(retried.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await paymentRow(w.t, payment.id)).refundStatus).toBe('refunded');
    const intent = w.stripe.sessions.get(payment.providerRef)!.payment_intent;
    expect(w.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('refunds a PayGate card part through PayHost', async () => {
    const { s, payment, order } = await paidOrder('ZA', 60, 100);
    const res = await w.t.post(
      '/api/admin/ordercancel',
      { orderId: order.id, how: 'cancel', reason: '' },
      w.t.admin,
    );
    expect(res.body.order.cardPayment.refundStatus).toBe('refunded');
    // The ZA rate is 0.2 since the first test: 40 points short is R8.00.
    expect(payment.amountMinor).toBe(800);
    expect(w.paygate.refunds).toEqual([{ transactionId: payment.providerTxnId, amount: 800 }]);
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });

  it('lists payments with provider reference, status and order, and totals them by month and currency', async () => {
    const listed = await w.t.post('/api/admin/payments', { status: 'paid', pageSize: 200 }, w.t.admin);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBeGreaterThan(0);
    for (const p of listed.body.payments) {
      expect(p.status).toBe('paid');
      expect(p.providerRef).not.toBe('');
      expect(p.orderNum).toMatch(/^LB\d+/);
    }
    const month = new Date().toISOString().slice(0, 7);
    const totals = await w.t.post('/api/admin/paymentstotals', { from: month, to: month }, w.t.admin);
    const currencies = totals.body.totals.map((t: { currency: string }) => t.currency);
    expect(currencies).toEqual(expect.arrayContaining(['GBP', 'EUR', 'ZAR']));
    const gbp = totals.body.totals.find((t: { currency: string }) => t.currency === 'GBP');
    expect(gbp.refundedMinor).toBeGreaterThanOrEqual(80);
    const member = await w.t.login('100001');
    expect((await w.t.post('/api/admin/payments', {}, member)).status).toBe(403);
  });
});
