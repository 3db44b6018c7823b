import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { appPerFile, type SuiteApp } from '../support/suite.js';
import { newProduct, newShopper, type Shopper } from '../support/shop.js';
import { startPayGateStandin, type PayGateStandin } from './paygate-standin.js';
import { startStripeStandin, type StripeStandin } from './stripe-standin.js';

export const WEBHOOK_SECRET = 'whsec_test_portal';
export const PAYGATE_ID = '10011072130';
export const PAYGATE_KEY = 'secret';

export interface PaymentWorld {
  t: TestApp;
  stripe: StripeStandin;
  paygate: PayGateStandin;
  close(): Promise<void>;
}

/** The portal's settings that point both providers at their stand-ins. */
const providerEnv = (stripe: StripeStandin, paygate: PayGateStandin) => ({
  STRIPE_SECRET_KEY: 'sk_test_portal',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
  PAYGATE_ID,
  PAYGATE_KEY,
  PAYGATE_PAYHOST_PASSWORD: PAYGATE_KEY,
  PAYGATE_BASE_URL: `${paygate.url}/payweb3`,
  PAYGATE_PAYHOST_URL: `${paygate.url}/payhost/process.trans`,
});

/** The portal with both providers configured against their stand-ins. */
export async function paymentWorld(env: Record<string, string> = {}): Promise<PaymentWorld> {
  const stripe = await startStripeStandin(WEBHOOK_SECRET);
  const paygate = await startPayGateStandin(PAYGATE_ID, PAYGATE_KEY);
  const t = await createTestApp({ env: { ...providerEnv(stripe, paygate), ...env } });
  return {
    t,
    stripe,
    paygate,
    async close() {
      await t.close();
      await stripe.close();
      await paygate.close();
    },
  };
}

/**
 * A payment world for one test file: the stand-ins and the portal start before its tests and
 * stop after them, and the points ledger must balance at the end.
 */
export function paymentWorldPerFile(): { t: SuiteApp; stripe: StripeStandin; paygate: PayGateStandin } {
  let standins: { stripe: StripeStandin; paygate: PayGateStandin } | undefined;
  beforeAll(async () => {
    standins = {
      stripe: await startStripeStandin(WEBHOOK_SECRET),
      paygate: await startPayGateStandin(PAYGATE_ID, PAYGATE_KEY),
    };
  });
  const t = appPerFile({ auditLedger: true, env: () => providerEnv(live().stripe, live().paygate) });
  afterAll(async () => {
    await standins?.stripe.close();
    await standins?.paygate.close();
  });
  const live = () => {
    if (!standins) throw new Error('The stand-ins run only while the tests of their file run.');
    return standins;
  };
  return {
    t,
    get stripe() {
      return live().stripe;
    },
    get paygate() {
      return live().paygate;
    },
  };
}

/** A member of a cluster (GB, IE, ZA) with some points and one product of `price` in the basket. */
export async function clusterShopper(t: TestApp, cluster: string, points: number, price: number, codes = 1) {
  const division = await t.database.db
    .selectFrom('divisions')
    .select('code')
    .where('clusterCode', '=', cluster)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const s = await newShopper(t, points, { divisionCode: division.code });
  const productId = await newProduct(t, { price, stockMode: 'voucher' }, codes);
  const add = await t.post('/api/shop/addtobasket', { productId }, s.token);
  if (add.status !== 200) throw new Error(`addtobasket ${add.status}`);
  return { s, productId };
}

export const startPayment = (t: TestApp, s: Shopper, vfyTotal: number, requestId: string = randomUUID()) =>
  t.post(
    '/api/shop/startCardPayment',
    { cellNum: s.cellNum, promoCode: '', alloc: '', vfyTotal, requestId },
    s.token,
  );

/** A shopper of `cluster` short of a `price` voucher by `price - points`, with the card payment started. */
export async function startedPayment(t: TestApp, cluster: string, points: number, price: number) {
  const { s } = await clusterShopper(t, cluster, points, price);
  const res = await startPayment(t, s, price);
  expect(res.status).toBe(200);
  return { s, res, payment: await paymentRow(t, res.body.paymentId) };
}

export const paymentStatus = (t: TestApp, s: Shopper, paymentId: number) =>
  t.post('/api/shop/cardPaymentStatus', { paymentId }, s.token);

/** Posts a Stripe webhook to the portal as Stripe would. */
export async function stripeWebhook(t: TestApp, event: { payload: string; signature: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
  return res.statusCode;
}

export async function paygateNotify(t: TestApp, body: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/payments/paygate/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
  return { status: res.statusCode, body: res.body };
}

export const ordersOf = (t: TestApp, memberId: number) =>
  t.database.db.selectFrom('shopOrders').selectAll().where('memberId', '=', memberId).execute();

export const paymentRow = (t: TestApp, id: number) =>
  t.database.db.selectFrom('shopPayments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const smsFor = (t: TestApp, orderId: number) =>
  t.database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where((eb) => eb.and({ refType: 'shop_order', refId: String(orderId) }))
    .execute();
