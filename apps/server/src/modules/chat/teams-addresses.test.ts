import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { TEAMS_TOKEN } from '../../../test/support/chat.js';
import {
  insideAddresses,
  localServer,
  OTHER_INTERNAL_HOSTS,
  PUBLIC_ADDRESS,
  redirectingServer,
  steeredResolver,
  type LocalServer,
} from '../../../test/support/outbound.js';
import { newMember, valid } from '../../../test/support/recognition.js';
import { appPerFile } from '../../../test/support/suite.js';
import { secretsKey } from '../../lib/secret-box.js';
import { runOutboxOnce } from '../../messaging/worker.js';
import { DELIVERY_FAILURES } from '../../outbound/poster.js';
import { TARGET_PROBLEMS } from '../../outbound/targets.js';
import { writeIntegration } from './store.js';
import { chatTransports } from './transports.js';

/**
 * A Teams channel address is an admin's, and the server posts to it: the same rules as webhooks
 * (https, public addresses when saved and at every connection, no redirects). Plain http is
 * allowed in this file (a development flag) so that the address itself is what gets refused.
 */
const names = steeredResolver({ 'inside.test': ['127.0.0.1'], 'teams.test': [PUBLIC_ADDRESS] });
const t = appPerFile({ env: { OUTBOUND_ALLOW_HTTP: 'true' }, resolve: names.resolve });
let receiver: LocalServer;
beforeAll(async () => {
  receiver = await localServer();
});
afterAll(() => receiver.close());
beforeEach(async () => {
  names.point('teams.test', PUBLIC_ADDRESS);
  receiver.hits.length = 0;
  await t.database.db.deleteFrom('outboxMessages').where('channel', '=', 'teams').execute();
});

const teamsSave = (extra: Record<string, unknown>) =>
  t.post(
    '/api/admin/teamssave',
    { enabled: true, showPoints: true, securityToken: TEAMS_TOKEN, ...extra },
    t.admin,
  );
/** A company channel stored before these rules: written to the store under the service's checks. */
async function storeCompanyUrl(url: string) {
  const key = await secretsKey(t.database.db, t.ctx.config);
  await t.database.db.transaction().execute((trx) =>
    writeIntegration(
      trx,
      key,
      'teams',
      {
        enabled: true,
        settings: { enabled: true, showPoints: true, postCelebrations: false, webhookRoutes: ['company'] },
        secrets: { securityToken: TEAMS_TOKEN, webhooks: { company: url } },
      },
      new Date().toISOString(),
    ),
  );
}
async function recogniseAndPost(env: Record<string, boolean> = {}) {
  const sender = await newMember(t);
  const to = await newMember(t);
  const res = await t.post(
    '/api/reward/doreward',
    { ...valid.thankyou, recipients: [to.memberId] },
    sender.token,
  );
  expect(res.status).toBe(200);
  const config = { ...t.ctx.config, ...env };
  await runOutboxOnce(t.database.db, chatTransports(t.database.db, config, names.resolve), t.ctx.clock, 6);
  return t.database.db
    .selectFrom('outboxMessages')
    .select(['status', 'lastError'])
    .where('channel', '=', 'teams')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('Teams channel addresses when saved', () => {
  it('refuses plain http unless the development flag allows it', async () => {
    const production = await createTestApp({ resolve: names.resolve });
    try {
      const admin = await sessionFor(production.database, '100008');
      const res = await production.post(
        '/api/admin/teamssave',
        { enabled: true, showPoints: true, companyWebhookUrl: 'http://teams.test/hook' },
        admin,
      );
      expect(res.status).toBe(400);
      expect(res.body.formErrors).toEqual({ companyWebhookUrl: TARGET_PROBLEMS.https });
    } finally {
      await production.close();
    }
  });

  it('refuses every spelling of an address inside, for the company and each division', async () => {
    const division = (await t.database.db.selectFrom('divisions').select('code').executeTakeFirstOrThrow())
      .code;
    const hostile = [
      ...insideAddresses('http', 8080),
      ...insideAddresses('https', 443),
      ...OTHER_INTERNAL_HOSTS.map((h) => `http://${h}/`),
    ];
    for (const url of hostile) {
      const company = await teamsSave({ companyWebhookUrl: url });
      expect(company.status, url).toBe(400);
      expect(Object.keys(company.body.formErrors), url).toEqual(['companyWebhookUrl']);
      const perDivision = await teamsSave({ divisionWebhooks: [{ divisionCode: division, url }] });
      expect(perDivision.status, url).toBe(400);
      expect(Object.keys(perDivision.body.formErrors), url).toEqual(['divisionWebhooks.0.url']);
    }
    const ok = await teamsSave({ companyWebhookUrl: 'https://teams.test/webhookb2/x' });
    expect(ok.status).toBe(200);
  });
});

describe('Teams channel posts', () => {
  it('never reach inside: addresses stored before the rules, and a name pointed inside after saving', async () => {
    for (const url of insideAddresses('http', receiver.port)) {
      await storeCompanyUrl(url);
      expect(await recogniseAndPost(), url).toEqual({
        status: 'pending',
        lastError: DELIVERY_FAILURES.refused,
      });
    }
    expect((await teamsSave({ companyWebhookUrl: `http://teams.test:${receiver.port}/later` })).status).toBe(
      200,
    );
    names.point('teams.test', '127.0.0.1');
    expect(await recogniseAndPost()).toEqual({ status: 'pending', lastError: DELIVERY_FAILURES.refused });
    expect(receiver.hits).toEqual([]);
  });

  it('follow no redirect from the Teams address to one inside, and say why generically', async () => {
    const redirector = await redirectingServer(`${receiver.url}/inside`);
    try {
      await storeCompanyUrl(`${redirector.url}/teams`);
      expect(await recogniseAndPost({ OUTBOUND_ALLOW_LOOPBACK: true })).toEqual({
        status: 'pending',
        lastError: DELIVERY_FAILURES.failed,
      });
      expect(redirector.hits).toEqual(['/teams']);
      expect(receiver.hits).toEqual([]);
    } finally {
      await redirector.close();
    }
  });
});
