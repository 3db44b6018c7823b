import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { auditLedger } from '../../ledger/index.js';
import { systemClock } from '../../lib/clock.js';
import { testDatabaseUrlFor } from '../../../test/db.js';
import { checkAnswersAgainstDocument } from '../../../test/openapi-answers.js';
import {
  clusterShopper,
  ordersOf,
  paymentRow,
  paymentWorld,
  startPayment,
  type PaymentWorld,
} from '../../../test/payments/payment-testing.js';
import { redeemOf } from '../../../test/support/shop.js';
import { reconcilePayments } from './reconcile.js';

/** A second server instance on the same database, as behind a load balancer. */
let w: PaymentWorld;
let second: { app: FastifyInstance; database: Database };
const onPostgres = process.env.TEST_DB === 'postgres';
beforeAll(async () => {
  if (!onPostgres) return;
  w = await paymentWorld();
  const database = openDatabase(testDatabaseUrlFor(w.t.database));
  const app = await buildApp({ config: w.t.ctx.config, database, clock: systemClock, logger: false });
  checkAnswersAgainstDocument(app);
  second = { app, database };
});
afterAll(async () => {
  if (!onPostgres) return;
  await second.app.close();
  await second.database.close();
  expect((await auditLedger(w.t.database.db)).problems).toEqual([]);
  await w.close();
});

const deliver = (app: FastifyInstance, event: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/*
 * Several instances are a PostgreSQL deployment: SQLite serves one process. Two instances in
 * one test process on one SQLite file would share one thread, where one connection's open
 * write transaction blocks the other's synchronous wait for the lock until it times out.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances on one database', () => {
  it('settle each payment once when both receive the webhook and both run the stuck-payment job', async () => {
    const started = [];
    for (let i = 0; i < 4; i++) {
      // Ireland pays in euros, where Stripe's smallest charge is €0.50: 60 points short.
      const price = i % 2 ? 120 : 100;
      const { s } = await clusterShopper(w.t, i % 2 ? 'IE' : 'GB', 60, price);
      const res = await startPayment(w.t, s, price);
      started.push({ s, payment: await paymentRow(w.t, res.body.paymentId) });
    }
    const [a, b, c, d] = started;
    // a and b: the same webhook to both instances at once, twice.
    const events = [a!, b!].map((x) => w.stripe.pay(x.payment.providerRef));
    const answers = await Promise.all(
      events.flatMap((e) => [
        deliver(w.t.app, e),
        deliver(second.app, e),
        deliver(w.t.app, e),
        deliver(second.app, e),
      ]),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // c: paid with the webhook lost; d: abandoned. Both instances' jobs run at the same moment.
    w.stripe.pay(c!.payment.providerRef);
    const later = new Date(Date.now() + 31 * 60_000);
    await Promise.all([
      reconcilePayments(w.t.ctx, later),
      reconcilePayments({ ...w.t.ctx, database: second.database }, later),
    ]);
    for (const x of [a!, b!, c!]) {
      expect(await ordersOf(w.t, x.s.id)).toHaveLength(1);
      expect((await paymentRow(w.t, x.payment.id)).status).toBe('paid');
      expect(await redeemOf(w.t, x.s.id)).toBe(0);
    }
    expect(await ordersOf(w.t, d!.s.id)).toHaveLength(0);
    expect((await paymentRow(w.t, d!.payment.id)).status).toBe('expired');
    expect(await redeemOf(w.t, d!.s.id)).toBe(60);
  });
});
