import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import {
  browserKeys,
  startFakePushService,
  type BrowserKeys,
  type FakePushService,
} from '../../../test/support/push-service.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { runOutboxOnce } from '../../messaging/worker.js';
import type { Clock } from '../../lib/clock.js';
import { pushTransport } from './transport.js';
import { PUSH_MESSAGES } from './service.js';
import { vapidKeys } from './vapid.js';
import { TARGET_PROBLEMS } from '../../outbound/targets.js';

const clock = {
  t: Date.now(),
  now() {
    return new Date(this.t);
  },
} satisfies Clock & { t: number };

let service: FakePushService;
let t: TestApp;
let ada: { id: number; token: string };
let bob: { id: number; token: string };
const phone = browserKeys();
const laptop = browserKeys();

async function member(memberNumber: string) {
  const m = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', memberNumber)
    .executeTakeFirstOrThrow();
  return { id: m.id, token: await sessionFor(t.database, memberNumber) };
}
const subscribe = (id: string, keys: BrowserKeys, token: string, label = 'Chrome on Android') =>
  t.post('/api/push/pushsubscribe', { endpoint: service.endpoint(id), keys: keys.json, label }, token);
const devices = async (token: string) =>
  (await t.post('/api/push/pushdevices', {}, token)).body.devices as Array<{
    id: number;
    endpoint: string;
    label: string;
    lastPushAt: string | null;
  }>;

let seq = 0;
async function enqueuePush(
  memberId: number,
  fields: { title: string; body: string; url: string; tag: string },
) {
  const key = `push-test-${++seq}`;
  await enqueueMessage(
    t.database.db,
    {
      channel: 'push',
      recipient: String(memberId),
      subject: fields.title,
      text: fields.body,
      html: JSON.stringify({ url: fields.url, tag: fields.tag }),
      template: 'reaction',
      ref: { type: 'recognition', id: '1' },
      dedupeKey: key,
    },
    clock.now().toISOString(),
  );
  return key;
}
const row = (key: string) =>
  t.database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('dedupeKey', '=', key)
    .executeTakeFirstOrThrow();
const runOutbox = () =>
  runOutboxOnce(t.database.db, { push: pushTransport(t.database.db, t.ctx.config, clock) }, clock, 6);

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({
    clock,
    // The stand-in is this machine's push service over plain http: on the host list, with the
    // test-only allowances for http and loopback (the production defaults refuse both).
    env: {
      PUSH_HOSTS: '127.0.0.1',
      OUTBOUND_ALLOW_HTTP: 'true',
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      VAPID_SUBJECT: 'mailto:push@programme.test',
    },
  });
  ada = await member('100001');
  bob = await member('100002');
  service.device('ada-phone', phone);
  service.device('ada-laptop', laptop);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('web push', () => {
  it('hands out one VAPID public key, generated once and kept', async () => {
    const first = await t.post('/api/push/pushkey', {}, ada.token);
    expect(first.status).toBe(200);
    expect(first.body.available).toBe(true);
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const second = await t.post('/api/push/pushkey', {}, bob.token);
    expect(second.body.publicKey).toBe(first.body.publicKey);
    const stored = await t.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'push.vapid')
      .executeTakeFirstOrThrow();
    const pair = JSON.parse(stored.value) as { publicKey: string; privateKey: string };
    expect(pair.publicKey).toBe(first.body.publicKey);
    // The private scalar is kept at its full 32 bytes, as web-push wants it.
    expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
    expect((await t.post('/api/push/pushkey', {})).status).toBe(401);
  });

  it('subscribes devices and lists them for their member only', async () => {
    const r = await subscribe('ada-phone', phone, ada.token);
    expect(r.status).toBe(200);
    expect(r.body.device).toMatchObject({
      label: 'Chrome on Android',
      endpoint: service.endpoint('ada-phone'),
    });
    expect((await subscribe('ada-laptop', laptop, ada.token, 'Firefox on Linux')).status).toBe(200);
    // Subscribing the same browser again updates its row instead of adding one.
    expect((await subscribe('ada-laptop', laptop, ada.token, 'Firefox on Linux')).status).toBe(200);
    expect((await devices(ada.token)).map((d) => d.label).sort()).toEqual([
      'Chrome on Android',
      'Firefox on Linux',
    ]);
    expect(await devices(bob.token)).toEqual([]);
  });

  it('refuses endpoints that are not a push service’s and keys that are not a browser’s', async () => {
    const elsewhere = await t.post(
      '/api/push/pushsubscribe',
      { endpoint: 'https://push.example.test/abc', keys: phone.json },
      ada.token,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatchObject({
      message: TARGET_PROBLEMS.notPushService,
      formErrors: { endpoint: TARGET_PROBLEMS.notPushService },
    });
    const shortKey = await t.post(
      '/api/push/pushsubscribe',
      {
        endpoint: service.endpoint('abc'),
        keys: { p256dh: Buffer.alloc(70, 4).toString('base64url').slice(0, 86), auth: phone.json.auth },
      },
      ada.token,
    );
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.formErrors['keys.p256dh']).toBeTruthy();
    const noKeys = await t.post('/api/push/pushsubscribe', { endpoint: service.endpoint('abc') }, ada.token);
    expect(noKeys.status).toBe(400);
    expect(noKeys.body.formErrors).toBeTruthy();
    expect((await devices(ada.token)).length).toBe(2);
  });

  it('sends the payload, encrypted and VAPID-signed, to each of the member’s devices', async () => {
    const message = {
      title: 'Sam recognised you',
      body: 'For Customer Delight: thank you for Saturday!',
      url: '/recentrecognition?r=1',
      tag: 'recognition-1',
    };
    const before = service.received.length;
    const key = await enqueuePush(ada.id, message);
    expect(await runOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(service.refused).toEqual([]);
    const got = service.received.slice(before);
    expect(got.map((g) => g.path).sort()).toEqual(['ada-laptop', 'ada-phone']);
    const { publicKey } = (await t.post('/api/push/pushkey', {}, ada.token)).body;
    for (const g of got) {
      expect(g.payload).toEqual(message);
      expect(g.vapidPublicKey).toBe(publicKey);
      expect(g.jwt).toMatchObject({ aud: service.origin, sub: 'mailto:push@programme.test' });
      expect(g.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    }
    expect((await row(key)).status).toBe('sent');
    expect((await devices(ada.token)).every((d) => d.lastPushAt !== null)).toBe(true);
  });

  it('opens only the portal’s own pages from a notification', async () => {
    const before = service.received.length;
    await enqueuePush(ada.id, { title: 'T', body: 'B', url: 'https://evil.example/', tag: 't' });
    await runOutbox();
    expect(service.received.slice(before).map((g) => (g.payload as { url: string }).url)).toEqual(['/', '/']);
  });

  it('drops a subscription the push service says is gone (410) and still delivers to the rest', async () => {
    service.answer('ada-laptop', 410);
    const before = service.received.length;
    const reacted = { title: '5 people reacted', body: 'to your recognition', url: '/', tag: 'reactions-1' };
    const key = await enqueuePush(ada.id, reacted);
    expect(await runOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(
      service.received
        .slice(before)
        .map((g) => g.path)
        .sort(),
    ).toEqual(['ada-laptop', 'ada-phone']);
    expect((await row(key)).status).toBe('sent');
    expect((await devices(ada.token)).map((d) => d.endpoint)).toEqual([service.endpoint('ada-phone')]);
  });

  it('retries through the outbox when the push service fails otherwise', async () => {
    service.answer('ada-phone', 503);
    const key = await enqueuePush(ada.id, { title: 'Retry', body: 'me', url: '/', tag: 'retry' });
    expect(await runOutbox()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const failed = await row(key);
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/^Not delivered: /);
    expect(failed.lastError).not.toContain('503');
    expect((await devices(ada.token)).length).toBe(1);
    clock.t += 60_000;
    expect(await runOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await row(key)).status).toBe('sent');
  });

  it('sends nothing, and succeeds, for a member without devices', async () => {
    const before = service.received.length;
    const key = await enqueuePush(bob.id, { title: 'Hi', body: 'x', url: '/', tag: 'x' });
    expect(await runOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await row(key)).status).toBe('sent');
    expect(service.received.length).toBe(before);
  });

  it('binds a browser to the member who subscribed it first: another member is refused, and only its member removes it', async () => {
    const shared = browserKeys();
    service.device('shared', shared);
    const mine = (await subscribe('shared', shared, ada.token)).body.device as { id: number };
    // Someone who learns the endpoint cannot move the device, and its notifications, to themselves.
    const takeover = await subscribe('shared', browserKeys(), bob.token, 'Attacker');
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe(PUSH_MESSAGES.otherMembersDevice);
    expect(await devices(bob.token)).toEqual([]);
    const kept = (await devices(ada.token)).find((d) => d.endpoint === service.endpoint('shared'));
    expect(kept).toMatchObject({ id: mine.id, label: 'Chrome on Android' });
    const stored = await t.database.db
      .selectFrom('pushSubscriptions')
      .select(['memberId', 'p256dh'])
      .where('id', '=', mine.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ memberId: ada.id, p256dh: shared.json.p256dh });
    const foreign = await t.post('/api/push/pushunsubscribe', { id: mine.id }, bob.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(PUSH_MESSAGES.unknownDevice);
    expect((await t.post('/api/push/pushunsubscribe', { id: mine.id }, ada.token)).body).toEqual({
      ok: true,
    });
    // Once its member has removed it, the browser may be subscribed by whoever signs in on it.
    expect((await subscribe('shared', shared, bob.token)).status).toBe(200);
    expect((await devices(bob.token)).map((d) => d.endpoint)).toEqual([service.endpoint('shared')]);
  });
});

describe('web push configuration', () => {
  it('uses the key pair from the environment', async () => {
    const pair = webPush.generateVAPIDKeys();
    const app = await createTestApp({
      env: { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
    });
    try {
      const token = await sessionFor(app.database, '100001');
      expect((await app.post('/api/push/pushkey', {}, token)).body).toEqual({
        available: true,
        publicKey: pair.publicKey,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses half a key pair or keys of the wrong size', async () => {
    const pair = webPush.generateVAPIDKeys();
    const config = t.ctx.config;
    await expect(vapidKeys(t.database.db, { ...config, VAPID_PUBLIC_KEY: pair.publicKey })).rejects.toThrow(
      'Set both',
    );
    await expect(
      vapidKeys(t.database.db, { ...config, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).rejects.toThrow('65 bytes');
  });

  it('answers that push is not available when it is turned off', async () => {
    const app = await createTestApp({ env: { PUSH_ENABLED: 'false' } });
    try {
      const token = await sessionFor(app.database, '100001');
      expect((await app.post('/api/push/pushkey', {}, token)).body).toEqual({
        available: false,
        publicKey: '',
      });
      const r = await app.post(
        '/api/push/pushsubscribe',
        { endpoint: 'https://push.example.test/x', keys: phone.json },
        token,
      );
      expect(r.status).toBe(409);
      expect(r.body.message).toBe(PUSH_MESSAGES.unavailable);
      expect(pushTransport(app.database.db, app.ctx.config, clock)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
