import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.js';
import { sessionFor } from '../../../../test/personas.js';
import { newMember, valid } from '../../../../test/support/recognition.js';
import { appPerFile } from '../../../../test/support/suite.js';
import {
  GENERIC_REASON,
  insideAddresses,
  LEAKY_REASON,
  localServer,
  OTHER_INTERNAL_HOSTS,
  PUBLIC_ADDRESS,
  redirectingServer,
  steeredResolver,
  type LocalServer,
} from '../../../../test/support/outbound.js';
import { runOutboxOnce } from '../../../messaging/worker.js';
import { DELIVERY_FAILURES } from '../../../outbound/poster.js';
import { TARGET_PROBLEMS } from '../../../outbound/targets.js';
import { webhookTransport } from './transport.js';

/**
 * Webhooks must not make the server reach inside its own network (SSRF): https to public
 * addresses only, checked when saved and again at every connection, no redirects followed.
 * Plain http is allowed in this file (a development flag) so that the address itself is what
 * gets refused; loopback is not.
 */
const names = steeredResolver({ 'inside.test': ['127.0.0.1'], 'hooks.test': [PUBLIC_ADDRESS] });
const t = appPerFile({ env: { OUTBOUND_ALLOW_HTTP: 'true' }, resolve: names.resolve });
let receiver: LocalServer;
beforeAll(async () => {
  receiver = await localServer();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  names.point('hooks.test', PUBLIC_ADDRESS);
  receiver.hits.length = 0;
  await t.database.db.updateTable('webhookEndpoints').set({ enabled: 0 }).execute();
  await t.database.db.deleteFrom('outboxMessages').where('channel', '=', 'webhook').execute();
});

const create = (url: string) =>
  t.post('/api/admin/webhookcreate', { name: 'Receiver', url, events: ['recognition.created'] }, t.admin);
async function endpointAt(url: string) {
  const res = await create(url);
  expect(res.status, url).toBe(200);
  return res.body.endpoint as { id: number; name: string; url: string; events: string[] };
}
/** An endpoint stored before these rules (or by hand): the row is changed under the API. */
const storeUrl = (id: number, url: string) =>
  t.database.db.updateTable('webhookEndpoints').set({ url }).where('id', '=', id).execute();

async function recognise() {
  const sender = await newMember(t);
  const to = await newMember(t);
  const res = await t.post(
    '/api/reward/doreward',
    { ...valid.thankyou, recipients: [to.memberId] },
    sender.token,
  );
  expect(res.status).toBe(200);
}
/** Delivers as an instance configured as `env` says (this file's app by default). */
const deliver = (env: Record<string, boolean> = {}) =>
  runOutboxOnce(
    t.database.db,
    { webhook: webhookTransport(t.database.db, { ...t.ctx.config, ...env }, t.ctx.clock, names.resolve) },
    t.ctx.clock,
    6,
  );
const deliveries = () =>
  t.database.db.selectFrom('outboxMessages').selectAll().where('channel', '=', 'webhook').execute();

describe('webhook addresses when saved', () => {
  it('refuses plain http unless the development flag allows it', async () => {
    const production = await createTestApp({ resolve: names.resolve });
    try {
      const admin = await sessionFor(production.database, '100008');
      const res = await production.post(
        '/api/admin/webhookcreate',
        { name: 'Plain', url: 'http://hooks.test/x', events: ['recognition.created'] },
        admin,
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: TARGET_PROBLEMS.https,
        formErrors: { url: TARGET_PROBLEMS.https },
      });
      const https = await production.post(
        '/api/admin/webhookcreate',
        { name: 'Secure', url: 'https://hooks.test/x', events: ['recognition.created'] },
        admin,
      );
      expect(https.status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('refuses every spelling of an address inside, on create and on update', async () => {
    const hostile = [
      ...insideAddresses('http', 8080),
      ...insideAddresses('https', 443),
      ...OTHER_INTERNAL_HOSTS.flatMap((h) => [`http://${h}/latest/meta-data/`, `https://${h}/`]),
      'https://user:secret@hooks.test/x',
    ];
    const kept = await endpointAt('https://hooks.test/kept');
    for (const url of hostile) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body.formErrors.url, url).toEqual(expect.any(String));
      const update = await t.post(
        '/api/admin/webhookupdate',
        { id: kept.id, name: kept.name, url, events: kept.events, enabled: true },
        t.admin,
      );
      expect(update.status, url).toBe(400);
      expect(update.body.formErrors.url, url).toEqual(expect.any(String));
    }
    expect(
      (await create('https://inside.test/x')).body.formErrors.url,
      'a name that resolves to 127.0.0.1',
    ).toBe(TARGET_PROBLEMS.internal);
    const rows = await t.database.db.selectFrom('webhookEndpoints').select('url').execute();
    expect(rows.map((r) => r.url)).toEqual(['https://hooks.test/kept']);
  });
});

describe('webhook deliveries', () => {
  it('never reach inside: addresses stored before the rules, and a name pointed inside after saving', async () => {
    const stored = insideAddresses('http', receiver.port);
    for (const url of stored) await storeUrl((await endpointAt('http://hooks.test/saved')).id, url);
    await endpointAt(`http://hooks.test:${receiver.port}/later`);
    // The name that was public when saved now answers with this machine (DNS rebinding).
    names.point('hooks.test', '127.0.0.1');
    await recognise();
    expect(await deliver()).toMatchObject({ sent: 0, retried: stored.length + 1 });
    expect(receiver.hits).toEqual([]);
    for (const d of await deliveries()) expect(d.lastError).toBe(DELIVERY_FAILURES.refused);
  });

  it('follow no redirect from an allowed receiver to an address inside', async () => {
    const inside = await localServer();
    const redirector = await redirectingServer(`${inside.url}/admin`);
    try {
      const { id } = await endpointAt('http://hooks.test/redirects');
      await storeUrl(id, `${redirector.url}/hook`);
      await recognise();
      // Loopback allowed here, so the receiver (on this machine) is reached; the redirect is not followed.
      expect(await deliver({ OUTBOUND_ALLOW_LOOPBACK: true })).toMatchObject({ sent: 0, retried: 1 });
      expect(redirector.hits).toEqual(['/hook']);
      expect(inside.hits).toEqual([]);
      expect((await deliveries())[0]!.lastError).toBe(DELIVERY_FAILURES.failed);
    } finally {
      await redirector.close();
      await inside.close();
    }
  });

  it('record a generic reason, never the receiver’s status or the network’s error', async () => {
    const failing = await localServer((_req, res) => void res.writeHead(503).end('down'));
    const closed = await localServer();
    await closed.close();
    try {
      for (const url of [`${failing.url}/hook`, `${closed.url}/hook`])
        await storeUrl((await endpointAt('http://hooks.test/x')).id, url);
      await recognise();
      expect(await deliver({ OUTBOUND_ALLOW_LOOPBACK: true })).toMatchObject({ sent: 0, retried: 2 });
      for (const d of await deliveries()) {
        expect(d.lastError).toMatch(GENERIC_REASON);
        expect(d.lastError).not.toMatch(LEAKY_REASON);
      }
    } finally {
      await failing.close();
    }
  });
});
