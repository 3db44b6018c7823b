import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/personas.js';
import { redeemOf } from '../../../test/support/shop.js';
import {
  ordersOf,
  paymentRow,
  paymentWorldPerFile,
  startedPayment,
  stripeWebhook,
} from '../../../test/payments/payment-testing.js';
import { reconcilePayments } from './reconcile.js';

const w = paymentWorldPerFile();

/** A GB member 40 points short (60 held), who paid on Stripe's page a different amount than asked. */
async function paidTheWrongAmount() {
  const { s, payment } = await startedPayment(w.t, 'GB', 60, 100);
  const session = w.stripe.sessions.get(payment.providerRef)!;
  session.amount_total = 1;
  expect(await stripeWebhook(w.t, w.stripe.pay(payment.providerRef))).toBe(200);
  const row = await paymentRow(w.t, payment.id);
  // No order for another amount, and the points stay held: before this change, for ever.
  expect(row).toMatchObject({ status: 'pending', amountMismatch: '1 GBP' });
  expect(await redeemOf(w.t, s.id)).toBe(0);
  return { s, paymentId: payment.id };
}

const auditOf = (paymentId: number) =>
  w.t.database.db
    .selectFrom('adminAuditLog')
    .selectAll()
    .where('action', '=', 'payments.fail')
    .where('target', '=', `payment:${paymentId}`)
    .execute();

describe('a card payment whose provider reported another amount', () => {
  it('is failed by a programme admin, giving the held points back, in the audit log', async () => {
    const admin = await sessionFor(w.t.database, '100008');
    const { s, paymentId } = await paidTheWrongAmount();
    const res = await w.t.post('/api/admin/paymentfail', { paymentId }, admin);
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({ paymentId, status: 'failed', amountMismatch: '1 GBP' });
    expect(await redeemOf(w.t, s.id)).toBe(60);
    expect(await ordersOf(w.t, s.id)).toHaveLength(0);
    const [entry, ...more] = await auditOf(paymentId);
    expect(more).toHaveLength(0);
    expect(JSON.parse(entry!.afterJson)).toMatchObject({
      status: 'failed',
      pointsReleased: 60,
      reported: '1 GBP',
    });
    // Twice: the points came back once.
    const again = await w.t.post('/api/admin/paymentfail', { paymentId }, admin);
    expect(again.status).toBe(409);
    expect(await redeemOf(w.t, s.id)).toBe(60);
  });

  it('refuses to fail a pending payment whose amount was never in doubt, and a member may not call it', async () => {
    const admin = await sessionFor(w.t.database, '100008');
    const { s, payment } = await startedPayment(w.t, 'GB', 60, 100);
    const res = await w.t.post('/api/admin/paymentfail', { paymentId: payment.id }, admin);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/different amount/);
    expect((await w.t.post('/api/admin/paymentfail', { paymentId: payment.id }, s.token)).status).toBe(403);
    expect((await paymentRow(w.t, payment.id)).status).toBe('pending');
    expect(await redeemOf(w.t, s.id)).toBe(0);
  });

  it('is failed by the stuck-payment job once past its time, and only then', async () => {
    const { s, paymentId } = await paidTheWrongAmount();
    await reconcilePayments(w.t.ctx, new Date(Date.now() + 6 * 60_000));
    expect((await paymentRow(w.t, paymentId)).status).toBe('pending');
    const summary = await reconcilePayments(w.t.ctx, new Date(Date.now() + 31 * 60_000));
    // (The other tests' pending payments are past their time too.)
    expect(summary).toMatch(/[1-9] released/);
    expect(await paymentRow(w.t, paymentId)).toMatchObject({ status: 'failed' });
    expect(await redeemOf(w.t, s.id)).toBe(60);
    const [entry] = await auditOf(paymentId);
    expect(entry).toMatchObject({ actorMemberId: null, actorLabel: 'stuck-payment job' });
  });
});
