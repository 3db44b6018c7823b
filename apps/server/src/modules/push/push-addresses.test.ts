import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import {
  insideAddresses,
  localServer,
  OTHER_INTERNAL_HOSTS,
  PUBLIC_ADDRESS,
  redirectingServer,
  steeredResolver,
} from '../../../test/support/outbound.js';
import {
  browserKeys,
  startFakePushService,
  type FakePushService,
} from '../../../test/support/push-service.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { runOutboxOnce } from '../../messaging/worker.js';
import { TARGET_PROBLEMS } from '../../outbound/targets.js';
import { pushTransport } from './transport.js';

/**
 * A push endpoint is an address a browser (or anyone with a session) hands the server, which
 * then connects to it: only the push services' hosts, https, public addresses, checked when
 * subscribing and at every send, no redirects followed.
 */
const names = steeredResolver({
  'fcm.googleapis.com': [PUBLIC_ADDRESS],
  'web.push.apple.com': [PUBLIC_ADDRESS],
  'push.test': [PUBLIC_ADDRESS],
  'inside.test': ['127.0.0.1'],
});
const keys = browserKeys();
/** Every inside host a host list can name ([::1] and [::ffff:…] cannot be listed). */
const LISTED_INSIDE = 'push.test,127.0.0.1,localhost,hooks.localhost,inside.test,0.0.0.0';
let seq = 0;

async function withApp(env: Record<string, string>, run: (t: TestApp, token: string) => Promise<void>) {
  const t = await createTestApp({ env, resolve: names.resolve });
  try {
    await run(t, await sessionFor(t.database, '100001'));
  } finally {
    await t.close();
  }
}
const subscribe = (t: TestApp, token: string, endpoint: string) =>
  t.post('/api/push/pushsubscribe', { endpoint, keys: keys.json, label: 'Browser' }, token);

/** Queues a push for member 100001 and delivers it as an instance with `config` would. */
async function pushToAda(t: TestApp, config: Partial<TestApp['ctx']['config']> = {}) {
  const ada = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100001')
    .executeTakeFirstOrThrow();
  await enqueueMessage(
    t.database.db,
    {
      channel: 'push',
      recipient: String(ada.id),
      subject: 'Hi',
      text: 'You were recognised',
      html: JSON.stringify({ url: '/', tag: 'x' }),
      template: 'reaction',
      ref: { type: 'recognition', id: '1' },
      dedupeKey: `push-address-${++seq}`,
    },
    t.ctx.clock.now().toISOString(),
  );
  const transport = pushTransport(t.database.db, { ...t.ctx.config, ...config }, t.ctx.clock, names.resolve);
  return runOutboxOnce(t.database.db, { push: transport! }, t.ctx.clock, 6);
}
/** A subscription stored before these rules: the row is written under the API. */
async function storeSubscription(t: TestApp, endpoint: string) {
  const ada = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100001')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('pushSubscriptions')
    .values({
      memberId: ada.id,
      endpoint,
      p256dh: keys.json.p256dh,
      auth: keys.json.auth,
      label: 'Old',
      createdAt: new Date().toISOString(),
      lastPushAt: null,
    })
    .execute();
}

describe('push endpoints when subscribing', () => {
  it('accept only the push services’ hosts over https, and nothing inside', () =>
    withApp({}, async (t, token) => {
      for (const ok of ['https://fcm.googleapis.com/fcm/send/abc', 'https://web.push.apple.com/QAbc'])
        expect((await subscribe(t, token, ok)).status, ok).toBe(200);
      const refused = [
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://evil.example/push',
        'https://fcm.googleapis.com.evil.example/x',
        'https://push.apple.com.evil.example/x',
        'https://user:pw@fcm.googleapis.com/x',
        ...insideAddresses('https', 443),
        ...OTHER_INTERNAL_HOSTS.map((h) => `https://${h}/`),
      ];
      for (const endpoint of refused) {
        const res = await subscribe(t, token, endpoint);
        expect(res.status, endpoint).toBe(400);
        expect(res.body.formErrors.endpoint, endpoint).toEqual(expect.any(String));
      }
    }));

  it('refuse an address inside even on a host the list names, unless loopback is allowed for tests', () =>
    withApp({ PUSH_HOSTS: 'push.test,inside.test,127.0.0.1,localhost' }, async (t, token) => {
      for (const endpoint of [
        'https://inside.test/x',
        'https://127.0.0.1/x',
        'https://2130706433/x',
        'https://localhost/x',
      ]) {
        const res = await subscribe(t, token, endpoint);
        expect(res.status, endpoint).toBe(400);
        expect(res.body.formErrors.endpoint, endpoint).toBe(TARGET_PROBLEMS.internal);
      }
      expect((await subscribe(t, token, 'https://push.test/ok')).status).toBe(200);
    }));
});

describe('push sends', () => {
  let service: FakePushService;
  beforeAll(async () => {
    service = await startFakePushService();
    service.device('ada', keys);
  });
  afterAll(() => service.close());

  it('never reach inside: subscriptions stored before the rules, and a name pointed inside after subscribing', () =>
    // The host list names the inside hosts too, so the address rule is what refuses them.
    withApp({ PUSH_HOSTS: LISTED_INSIDE, OUTBOUND_ALLOW_HTTP: 'true' }, async (t, token) => {
      const port = new URL(service.origin).port;
      names.point('push.test', PUBLIC_ADDRESS);
      expect((await subscribe(t, token, `http://push.test:${port}/push/ada`)).status).toBe(200);
      for (const endpoint of insideAddresses('http', Number(port), '/push/ada'))
        await storeSubscription(t, endpoint);
      // The name that was public when subscribed now answers with this machine.
      names.point('push.test', '127.0.0.1');
      expect(await pushToAda(t)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(service.received).toEqual([]);
      expect(service.refused).toEqual([]);
      // With loopback allowed (tests only) the same subscriptions reach the stand-in: the guard
      // was what kept them away.
      await pushToAda(t, { OUTBOUND_ALLOW_LOOPBACK: true });
      expect(service.received.length + service.refused.length).toBeGreaterThan(1);
    }));

  it('follow no redirect from the push service to an address inside', async () => {
    const inside = await localServer();
    const redirector = await redirectingServer(`${inside.url}/metadata`);
    try {
      await withApp(
        { PUSH_HOSTS: '127.0.0.1', OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_LOOPBACK: 'true' },
        async (t, token) => {
          expect((await subscribe(t, token, `${redirector.url}/push/ada`)).status).toBe(200);
          expect(await pushToAda(t)).toEqual({ sent: 0, retried: 1, failed: 0 });
          expect(redirector.hits).toEqual(['/push/ada']);
          expect(inside.hits).toEqual([]);
        },
      );
    } finally {
      await redirector.close();
      await inside.close();
    }
  });
});
