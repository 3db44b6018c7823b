import { describe, expect, it } from 'vitest';
import { newShopper, redeemOf } from '../../../test/support/shop.js';
import {
  clusterShopper,
  ordersOf,
  paygateNotify,
  paymentRow,
  paymentWorldPerFile,
  smsFor,
  startPayment,
  startedPayment,
} from '../../../test/payments/payment-testing.js';
import { md5Checksum } from './providers/paygate-protocol.js';
import { reconcilePayments } from './reconcile.js';
import { RETURN_QUERIES_PER_ADDRESS, RETURN_QUERIES_PER_PAYMENT } from './return-limits.js';

const w = paymentWorldPerFile();

/** The return limits count per clock minute: a burst must not straddle two. */
async function awayFromMinuteEdge() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
}

/** A South African member 40 points short, with the PayWeb3 payment initiated. */
async function started(points = 60, price = 100) {
  const started = await startedPayment(w.t, 'ZA', points, price);
  return { ...started, payRequestId: started.payment.providerRef };
}

describe('PayGate PayWeb3 for South Africa', () => {
  it("computes the checksum of PayGate's published initiate example", () => {
    const values = ['10011072130', 'pgtest_123456789', '3299', 'ZAR', 'https://my.return.url/page'];
    values.push('2018-01-01 12:00:00', 'en-za', 'ZAF', 'customer@paygate.co.za');
    expect(md5Checksum(values, 'secret')).toBe('59229d9c6cb336ae4bd287c87e6f0220');
  });

  it('initiates with a valid checksum and sends the browser to process.trans with its own', async () => {
    const { s, res, payment, payRequestId } = await started();
    const txn = w.paygate.transactions.get(payRequestId)!;
    expect(txn).toMatchObject({
      amount: '40',
      currency: 'ZAR',
      reference: `PAY${String(payment.id).padStart(6, '0')}`,
    });
    expect(txn.notifyUrl).toMatch(/\/payments\/paygate\/notify$/);
    expect(res.body.redirect).toMatchObject({
      url: `${w.paygate.url}/payweb3/process.trans`,
      method: 'POST',
      fields: { PAY_REQUEST_ID: payRequestId, CHECKSUM: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    // The stand-in's process page accepts exactly that checksum.
    const page = await fetch(res.body.redirect.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(res.body.redirect.fields).toString(),
    });
    expect(await page.text()).toContain('Approve R0.40');
    expect(await redeemOf(w.t, s.id)).toBe(0);
  });

  it('places the order once on an approved notify, confirmed by query, even when notified twice', async () => {
    const { s, payment, payRequestId } = await started();
    w.paygate.decide(payRequestId, '1');
    const body = w.paygate.notifyBody(payRequestId);
    expect(await paygateNotify(w.t, body)).toEqual({ status: 200, body: 'OK' });
    expect(await paygateNotify(w.t, body)).toEqual({ status: 200, body: 'OK' });
    const orders = await ordersOf(w.t, s.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ pointsPaid: 60, grandTotal: 100 });
    expect(await smsFor(w.t, orders[0]!.id)).toHaveLength(1);
    expect(await paymentRow(w.t, payment.id)).toMatchObject({
      status: 'paid',
      providerTxnId: w.paygate.transactions.get(payRequestId)!.transactionId,
    });
  });

  it('ignores a notify with a bad checksum, and one the query does not confirm', async () => {
    const { s, payment, payRequestId } = await started();
    w.paygate.decide(payRequestId, '1');
    const forged = w.paygate.notifyBody(payRequestId, 'not-the-key');
    expect((await paygateNotify(w.t, forged)).status).toBe(400);
    // A correctly signed notify saying approved, while PayGate itself says not done.
    const body = w.paygate.notifyBody(payRequestId);
    w.paygate.transactions.get(payRequestId)!.status = '0';
    expect((await paygateNotify(w.t, body)).body).toBe('OK');
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    expect((await paymentRow(w.t, payment.id)).status).toBe('pending');
  });

  it('gives the points back on a declined or cancelled payment', async () => {
    for (const status of ['2', '4'] as const) {
      const { s, payment, payRequestId } = await started();
      w.paygate.decide(payRequestId, status);
      expect((await paygateNotify(w.t, w.paygate.notifyBody(payRequestId))).body).toBe('OK');
      expect((await paymentRow(w.t, payment.id)).status).toBe(status === '2' ? 'failed' : 'cancelled');
      expect(await redeemOf(w.t, s.id)).toBe(60);
    }
  });

  it('settles an approved payment whose notify was lost, with the stuck-payment job', async () => {
    const { s, payRequestId } = await started();
    w.paygate.decide(payRequestId, '1');
    expect(await reconcilePayments(w.t.ctx, new Date(Date.now() + 6 * 60_000))).toMatch(/1 placed/);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
    // The notify arriving late changes nothing.
    expect((await paygateNotify(w.t, w.paygate.notifyBody(payRequestId))).body).toBe('OK');
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
  });

  it('brings the browser back from PayGate to the portal, which asks PayGate for the result', async () => {
    const { s, payment, payRequestId } = await started();
    w.paygate.decide(payRequestId, '1');
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/payments/paygate/return/${payment.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // What the browser posts decides nothing: a forged status would change nothing either.
      payload: `PAY_REQUEST_ID=${payRequestId}&TRANSACTION_STATUS=1&CHECKSUM=x`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/rewards/payment/${payment.id}`);
    expect(await ordersOf(w.t, s.id)).toHaveLength(1);
  });

  it('asks PayGate at most a few times per payment and per address, however often the return is posted', async () => {
    const { payment, payRequestId } = await started();
    const returnFrom = (id: number, remoteAddress: string) =>
      w.t.app.inject({
        method: 'POST',
        url: `/payments/paygate/return/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `PAY_REQUEST_ID=${payRequestId}`,
        remoteAddress,
      });
    // Still pending at PayGate: every post would ask again.
    await awayFromMinuteEdge();
    const before = w.paygate.queries;
    for (let i = 0; i < 10; i += 1) {
      const res = await returnFrom(payment.id, `198.51.100.${i + 1}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/rewards/payment/${payment.id}`);
    }
    expect(w.paygate.queries - before).toBe(RETURN_QUERIES_PER_PAYMENT);

    // One address posting the returns of many payments is held to its own count.
    const others = [];
    for (let i = 0; i < RETURN_QUERIES_PER_ADDRESS + 5; i += 1) others.push((await started()).payment.id);
    await awayFromMinuteEdge();
    const mid = w.paygate.queries;
    for (const id of others) expect((await returnFrom(id, '203.0.113.9')).statusCode).toBe(303);
    expect(w.paygate.queries - mid).toBe(RETURN_QUERIES_PER_ADDRESS);
  });

  it('refunds the card once when the last voucher code sold while the member was paying', async () => {
    const { s, productId } = await clusterShopper(w.t, 'ZA', 60, 100, 1);
    const res = await startPayment(w.t, s, 100);
    const payment = await paymentRow(w.t, res.body.paymentId);
    // Someone else buys the only code with points meanwhile.
    const other = await newShopper(w.t, 500);
    await w.t.post('/api/shop/addtobasket', { productId }, other.token);
    const bought = await w.t.post(
      '/api/shop/placeOrder',
      { cellNum: other.cellNum, vfyTotal: 100 },
      other.token,
    );
    expect(bought.status).toBe(200);
    w.paygate.decide(payment.providerRef, '1');
    const body = w.paygate.notifyBody(payment.providerRef);
    expect((await paygateNotify(w.t, body)).body).toBe('OK');
    expect((await paygateNotify(w.t, body)).body).toBe('OK');
    const row = await paymentRow(w.t, payment.id);
    expect(row).toMatchObject({ status: 'unfulfilled', refundStatus: 'refunded', orderId: null });
    expect(row.lastError).toMatch(/out of stock/i);
    expect(w.paygate.refunds.filter((r) => r.transactionId === row.providerTxnId)).toEqual([
      { transactionId: row.providerTxnId, amount: 40 },
    ]);
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    expect(await redeemOf(w.t, s.id)).toBe(60);
    const status = await w.t.post('/api/shop/cardPaymentStatus', { paymentId: payment.id }, s.token);
    expect(status.body.message).toMatch(/being refunded/);
  });

  it('calls off a payment abandoned on the PayGate page after 30 minutes', async () => {
    const { s, payment } = await started();
    await reconcilePayments(w.t.ctx, new Date(Date.now() + 31 * 60_000));
    expect((await paymentRow(w.t, payment.id)).status).toBe('expired');
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });
});
