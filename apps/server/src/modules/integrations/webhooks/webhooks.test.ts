import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { runOutboxOnce } from '../../../messaging/worker.js';
import { newMember, valid } from '../../../../test/support/recognition.js';
import { newProduct, newShopper, buyOne } from '../../../../test/support/shop.js';
import { DELIVERY_FAILURES } from '../../../outbound/poster.js';
import { webhookTransport } from './transport.js';
import { startReceiver } from './receiver.testing.js';
import { appPerFile } from '../../../../test/support/suite.js';

// The receiver listens on this machine over plain http: the test-only allowances let it be reached.
const t = appPerFile({
  env: { WEBHOOK_TIMEOUT_MS: '2000', OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_LOOPBACK: 'true' },
});
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});
beforeEach(async () => {
  receiver.setMode('ok');
  receiver.received.length = 0;
  // Each test starts with no endpoint switched on and nothing queued.
  await t.database.db.updateTable('webhookEndpoints').set({ enabled: 0 }).execute();
  await t.database.db.deleteFrom('outboxMessages').where('channel', '=', 'webhook').execute();
});

const transports = () => ({ webhook: webhookTransport(t.database.db, t.ctx.config, t.ctx.clock) });
const runOutbox = (maxAttempts = 6) => runOutboxOnce(t.database.db, transports(), t.ctx.clock, maxAttempts);
const deliveries = () =>
  t.database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('channel', '=', 'webhook')
    .orderBy('id')
    .execute();
/** Time passes: every waiting delivery is due now. */
const makeDue = () =>
  t.database.db
    .updateTable('outboxMessages')
    .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
    .where('channel', '=', 'webhook')
    .where('status', '=', 'pending')
    .execute();

async function newEndpoint(events: string[], url = receiver.url) {
  const res = await t.post(
    '/api/admin/webhookcreate',
    { name: `Receiver ${events[0]}`, url, events },
    t.admin,
  );
  expect(res.status).toBe(200);
  return res.body as { endpoint: { id: number }; secret: string };
}

async function recognise() {
  const sender = await newMember(t);
  const to = await newMember(t);
  const res = await t.post(
    '/api/reward/doreward',
    { ...valid.thankyou, recipients: [to.memberId] },
    sender.token,
  );
  expect(res.status).toBe(200);
  return { sender, to };
}

describe('webhook endpoints', () => {
  it('shows the signing secret once, stores it sealed, and audits the change', async () => {
    const { endpoint, secret } = await newEndpoint(['recognition.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const row = await t.database.db
      .selectFrom('webhookEndpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret.slice(6));
    const list = await t.post('/api/admin/webhooks', {}, t.admin);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations.webhook' }, t.admin);
    expect(audit.body.entries[0].action).toBe('integrations.webhook-create');
  });

  it('refuses an address that is not http(s) and events it does not know', async () => {
    const res = await t.post(
      '/api/admin/webhookcreate',
      { name: 'x', url: 'ftp://example.com/x', events: ['member.exploded'] },
      t.admin,
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.formErrors)).toEqual(expect.arrayContaining(['url']));
  });
});

describe('webhook deliveries', () => {
  it('are signed as Standard Webhooks says, with no more personal data than the event needs', async () => {
    const { secret } = await newEndpoint(['recognition.created']);
    const { sender, to } = await recognise();
    expect(await runOutbox()).toMatchObject({ sent: 1 });
    expect(receiver.received).toHaveLength(1);
    const { headers, body } = receiver.received[0]!;
    const payload = new Webhook(secret).verify(body, headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('recognition.created');
    expect(payload.data).toMatchObject({ from: sender.memberNumber, to: to.memberNumber, points: 0 });
    expect(headers['webhook-id']).toMatch(/^msg_/);
    expect(body).not.toContain(to.email);
    expect(body).not.toContain(valid.thankyou.message);
    // A body changed on the way, or another secret, does not verify.
    expect(() => new Webhook(secret).verify(body.replace('"points":0', '"points":9'), headers)).toThrow();
    const other = await newEndpoint(['recognition.created']);
    expect(() => new Webhook(other.secret).verify(body, headers)).toThrow();
  });

  it('survive the receiver failing and timing out: retries with backoff, then delivered with the same id', async () => {
    const { endpoint, secret } = await newEndpoint(['recognition.created']);
    await recognise();
    receiver.setMode('fail');
    const before = Date.now();
    expect(await runOutbox()).toMatchObject({ retried: 1 });
    let [d] = await deliveries();
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastError: DELIVERY_FAILURES.failed });
    expect(new Date(d!.nextAttemptAt).getTime() - before).toBeGreaterThanOrEqual(29_000);
    // Not due yet: nothing is sent.
    expect(await runOutbox()).toMatchObject({ sent: 0, retried: 0 });

    await makeDue();
    receiver.setMode('hang');
    const beforeHang = Date.now();
    expect(await runOutbox()).toMatchObject({ retried: 1 });
    [d] = await deliveries();
    expect(d).toMatchObject({ status: 'pending', attempts: 2 });
    // No answer in time reads the same as a refusal: the log tells no port scanner which is which.
    expect(d!.lastError).toBe(DELIVERY_FAILURES.failed);
    // The second wait is twice the first.
    expect(new Date(d!.nextAttemptAt).getTime() - beforeHang).toBeGreaterThanOrEqual(59_000);

    await makeDue();
    receiver.setMode('ok');
    expect(await runOutbox()).toMatchObject({ sent: 1 });
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const last = receiver.received[2]!;
    expect(new Webhook(secret).verify(last.body, last.headers)).toMatchObject({
      type: 'recognition.created',
    });
    const log = await t.post('/api/admin/webhookdeliveries', { endpointId: endpoint.id }, t.admin);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, event: 'recognition.created' }),
    ]);
  });

  it('are marked failed and visible after the last try, and "send again" delivers them', async () => {
    const { endpoint, secret } = await newEndpoint(['recognition.created']);
    await recognise();
    receiver.setMode('fail');
    for (let i = 0; i < 3; i++) {
      await makeDue();
      await runOutbox(3);
    }
    const failed = await t.post(
      '/api/admin/webhookdeliveries',
      { endpointId: endpoint.id, status: 'failed' },
      t.admin,
    );
    expect(failed.body.deliveries).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, lastError: DELIVERY_FAILURES.failed }),
    ]);
    const listed = (await t.post('/api/admin/webhooks', {}, t.admin)).body.endpoints.find(
      (e: { id: number }) => e.id === endpoint.id,
    );
    expect(listed.counts).toEqual({ pending: 0, sent: 0, failed: 1 });
    expect(await runOutbox(3)).toMatchObject({ sent: 0, retried: 0, failed: 0 });

    receiver.setMode('ok');
    const again = await t.post(
      '/api/admin/webhookresend',
      { deliveryId: failed.body.deliveries[0].id },
      t.admin,
    );
    expect(again.status).toBe(200);
    expect(await runOutbox(3)).toMatchObject({ sent: 1 });
    const last = receiver.received.at(-1)!;
    expect(last.headers['webhook-id']).toBe(failed.body.deliveries[0].messageId);
    expect(new Webhook(secret).verify(last.body, last.headers)).toBeTruthy();
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations.webhook-resend' }, t.admin);
    expect(audit.body.entries).toHaveLength(1);
  });

  it('go once per subscribed, switched-on endpoint', async () => {
    const a = await newEndpoint(['recognition.created', 'member.left']);
    const b = await newEndpoint(['recognition.created']);
    const notSubscribed = await newEndpoint(['order.placed']);
    const off = await newEndpoint(['recognition.created']);
    await t.post(
      '/api/admin/webhookupdate',
      {
        id: off.endpoint.id,
        name: 'off',
        url: receiver.url,
        events: ['recognition.created'],
        enabled: false,
      },
      t.admin,
    );
    await recognise();
    const rows = await deliveries();
    expect(rows.map((r) => Number(r.recipient)).sort()).toEqual([a.endpoint.id, b.endpoint.id].sort());
    expect(rows.map((r) => r.dedupeKey)).toEqual(rows.map((r) => `webhook:${r.refId}:${r.recipient}`));
    expect(new Set(rows.map((r) => r.refId)).size).toBe(1);
    expect(notSubscribed.endpoint.id).toBeGreaterThan(0);
  });

  it('carry member.left, order.placed and order.refunded from their causes', async () => {
    const { secret } = await newEndpoint(['member.left', 'order.placed', 'order.refunded']);
    const leaver = await newMember(t);
    const detail = (await t.post('/api/admin/memberget', { memberNumber: leaver.memberNumber }, t.admin))
      .body;
    const {
      divisionName: _d,
      registered: _r,
      managerName: _m,
      balances: _b,
      ...edit
    } = detail.member ?? detail;
    const left = await t.post('/api/admin/memberedit', { ...edit, employmentStatus: 'leaver' }, t.admin);
    expect(left.status).toBe(200);

    const shopper = await newShopper(t, 500);
    const productId = await newProduct(t, { price: 120 });
    const placed = await buyOne(t, shopper.token, productId, 120);
    expect(placed.status).toBe(200);
    const order = await t.database.db
      .selectFrom('shopOrders')
      .select(['id', 'orderNum'])
      .where('memberId', '=', shopper.id)
      .executeTakeFirstOrThrow();
    const refund = await t.post('/api/admin/ordercancel', { orderId: order.id, how: 'refund' }, t.admin);
    expect(refund.status).toBe(200);

    expect(await runOutbox()).toMatchObject({ sent: 3 });
    const events = receiver.received.map(
      (r) => new Webhook(secret).verify(r.body, r.headers) as { type: string; data: Record<string, unknown> },
    );
    expect(events.map((e) => e.type)).toEqual(['member.left', 'order.placed', 'order.refunded']);
    expect(events[0]!.data).toEqual({ memberNumber: leaver.memberNumber, division: expect.any(String) });
    expect(events[1]!.data).toMatchObject({ orderNumber: order.orderNum, total: 120 });
    expect(events[2]!.data).toMatchObject({ orderNumber: order.orderNum, status: '50' });
  });
});
