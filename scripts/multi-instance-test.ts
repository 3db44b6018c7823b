/**
 * `npm run test:multi`: two server processes on one PostgreSQL database. Concurrent Pay It
 * Forward spends from the same allowances are spread over both; the same requestId is sent
 * to both at once; 40 members order the last 10 voucher codes of a product through both;
 * both outbox workers drain the e-cards and voucher texts to one SMS gateway. Proves: no
 * account below zero, exactly the affordable number of spends succeed, exactly 10 orders and
 * each code sold once, no idempotency key takes effect twice, every message is delivered
 * exactly once, the ledger audits clean. Both schedulers also run the birthday job (award hour
 * set to midnight) on every pass: each of today's birthdays is paid exactly once. Two webhook
 * endpoints subscribe to recognition.created: each gets every event exactly once, correctly
 * signed; an API token works on both instances and, once revoked on one, is refused on both.
 * Each instance keeps sessions, settings and members' Home in memory: a session ended on one is
 * refused by the other, a settings change on one is in force on the other, a send through one
 * shows on the sender's Home on the other, and webhook endpoints switched on again through one
 * get the events of sends on the other, within 2 seconds.
 * Prints 'multi-instance: N passed, N failed'.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { LOAD_TEST_SEND_QUOTAS } from './lib/send-quotas.js';
import { loadDemoCompany } from '../apps/server/src/demo/load-demo.js';
import { auditLedger, memberBalances, transfer } from '../apps/server/src/ledger/index.js';
import { createCategory, createProduct, importVoucherCodes } from '../apps/server/src/modules/shop/index.js';
import { updateProgrammeSettings } from '../apps/server/src/settings/service.js';
import { loadConfig } from '../apps/server/src/config.js';
import { todayIn } from '../apps/server/src/lib/today.js';
import { saveSlack } from '../apps/server/src/modules/chat/index.js';
import { BOT_TOKEN, ChatStandIn } from '../apps/server/test/support/chat.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { startPostgres } from './postgres.js';
import { Webhook } from 'standardwebhooks';
import { sealSecret, secretsKey } from '../apps/server/src/lib/secret-box.js';
import { hashToken } from '../apps/server/src/identity/tokens.js';
import { newSigningSecret } from '../apps/server/src/modules/integrations/webhooks/signing.js';
import { newApiToken } from '../apps/server/src/modules/integrations/tokens/token-service.js';
import { ensureBuilt, freePort, post, startServer, TEST_SECRETS_KEY } from './lib/server-process.js';

const checks: Array<{ name: string; ok: boolean }> = [];
const check = (name: string, ok: boolean, detail = '') => {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

ensureBuilt();
const throwaway = process.env.TEST_DATABASE_URL ? null : startPostgres();
const serverUrl = process.env.TEST_DATABASE_URL ?? throwaway!.url;
const dbName = `portal_multi_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName}`);
await admin.query(`create database ${dbName}`);
const u = new URL(serverUrl);
u.pathname = `/${dbName}`;
const databaseUrl = u.toString();

// One SMS gateway both instances send to; it counts every delivery.
const deliveries: string[] = [];
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    deliveries.push(body);
    res.writeHead(200).end('{}');
  });
});
await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
// One Slack both instances post recognitions to; it records every chat.postMessage.
const slack = await new ChatStandIn().start();

// Two webhook receivers (paths /a and /b) on one server; each request is kept with its path.
const hooks: Array<{ path: string; headers: Record<string, string>; body: string }> = [];
const hookServer = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    hooks.push({ path: req.url ?? '', headers: req.headers as Record<string, string>, body });
    res.writeHead(204).end();
  });
});
await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
const hookBase = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}`;

try {
  const setup = openDatabase(databaseUrl, { poolSize: 2 });
  await migrateToLatest(setup);
  await loadDemoCompany(setup, { now: new Date() });
  // Drain what the demo load queued, so the count below is this test's own.
  await setup.db.updateTable('outboxMessages').set({ status: 'sent' }).execute();
  const people = await setup.db
    .selectFrom('members')
    .select(['id', 'memberNumber'])
    .where('registeredAt', 'is not', null)
    .where('employmentStatus', '=', 'active')
    .where('isManager', '=', 0)
    .orderBy('id')
    .limit(40)
    .execute();
  const senders = people.slice(0, 8);
  const allowance = new Map<number, number>();
  for (const s of senders) allowance.set(s.id, (await memberBalances(setup.db, s.id)).pif);
  // The birthday job is due from the first pass, whatever the hour the test runs at.
  // The servers below open the Slack secret this set-up seals: one key for both.
  const setupConfig = loadConfig({ SECRETS_KEY: TEST_SECRETS_KEY });
  await setup.db.transaction().execute((trx) =>
    updateProgrammeSettings(trx, setupConfig, {
      birthdayAwardHour: 0,
      // Each sender fires 3x its allowance at once: the allowance, not the quota, must refuse.
      sendQuotas: LOAD_TEST_SEND_QUOTAS,
    }),
  );
  // Slack on, every recognition posted to one company channel.
  await saveSlack(
    { config: setupConfig, database: setup, clock: systemClock },
    { memberId: null, label: 'multi-instance test' },
    {
      enabled: true,
      commandName: '/shine',
      socketMode: false,
      showPoints: true,
      postCelebrations: false,
      companyChannel: 'CMULTI',
      divisionChannels: [],
      botToken: BOT_TOKEN,
    },
  );
  // Some birthdays today whatever the date: ten of the recipients (registered, not Sales-Field).
  const today = todayIn(setupConfig.TIME_ZONE, new Date());
  await setup.db
    .updateTable('members')
    .set({ dobDd: today.dd, dobMm: today.mm })
    .where(
      'id',
      'in',
      people.slice(senders.length, senders.length + 10).map((p) => p.id),
    )
    .where(
      'divisionCode',
      'not in',
      setup.db.selectFrom('divisions').select('code').where('name', '=', 'Sales-Field'),
    )
    .execute();
  // The shop: a product with its last 10 voucher codes, and 40 funded buyers (not senders).
  const buyers = await setup.db
    .selectFrom('members')
    .select(['id', 'memberNumber'])
    .where('registeredAt', 'is not', null)
    .where('employmentStatus', '=', 'active')
    .orderBy('id', 'desc')
    .limit(40)
    .execute();
  const now = new Date().toISOString();
  const productId = await setup.db.transaction().execute(async (trx) => {
    const c1 = await createCategory(trx, { name: 'Multi', parentId: null });
    const c2 = await createCategory(trx, { name: 'Multi 2', parentId: c1 });
    const c3 = await createCategory(trx, { name: 'Multi 3', parentId: c2 });
    const id = await createProduct(
      trx,
      {
        productCode: 'MULTI-1',
        categoryId: c3,
        description: 'Multi voucher',
        price: 25,
        stockMode: 'voucher',
      },
      now,
    );
    await importVoucherCodes(
      trx,
      id,
      Array.from({ length: 10 }, (_, i) => [`MULTI-${i}`]),
      now,
    );
    for (const b of buyers) {
      await transfer(trx, {
        from: { system: 'funding' },
        to: { memberId: b.id, kind: 'redeem' },
        amount: 100,
        type: 'FUND',
        description: 'Multi-instance test',
        idempotencyKey: `multi:shop:${b.id}`,
        at: now,
      });
    }
    return id;
  });
  // Two webhook endpoints for recognitions, and an API token of the demo programme admin.
  const hookSecrets = { '/a': newSigningSecret(), '/b': newSigningSecret() };
  const sealKey = await secretsKey(setup.db, setupConfig);
  for (const [path, secret] of Object.entries(hookSecrets)) {
    await setup.db
      .insertInto('webhookEndpoints')
      .values({
        name: `multi ${path}`,
        url: `${hookBase}${path}`,
        events: JSON.stringify(['recognition.created']),
        secretSealed: sealSecret(sealKey, secret),
        enabled: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  const apiToken = newApiToken();
  const tokenAdmin = await setup.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100008')
    .executeTakeFirstOrThrow();
  const tokenRow = await setup.db
    .insertInto('apiTokens')
    .values({
      name: 'multi',
      tokenHash: hashToken(apiToken),
      hint: apiToken.slice(0, 8),
      scopes: JSON.stringify(['reports:read']),
      memberId: tokenAdmin.id,
      createdAt: now,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      revokedAt: null,
      lastUsedAt: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setup.close();

  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'false',
    DATABASE_POOL_SIZE: '10',
    LOGIN_LIMIT_PER_MEMBER: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    SMS_GATEWAY_URL: gatewayUrl,
    OUTBOX_POLL_MS: '100',
    JOBS_POLL_MS: '100',
    SLACK_API_URL: `${slack.url}/api/`,
    // The webhook receivers listen on this machine over plain http: allowed only for tests.
    NODE_ENV: 'test',
    OUTBOUND_ALLOW_HTTP: 'true',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  };
  const a = await startServer(env, await freePort());
  const b = await startServer(env, await freePort());
  const instances = [a, b];

  const tokens = new Map<string, string>();
  for (const s of senders) {
    const res = await post(`${a.url}/api/member/login`, {
      memberNumber: s.memberNumber,
      password: 'Recognise2026',
    });
    tokens.set(s.memberNumber, (res.body as { token: string }).token);
  }

  const buyerTokens: string[] = [];
  for (const [i, b] of buyers.entries()) {
    const res = await post(`${instances[i % 2]!.url}/api/member/login`, {
      memberNumber: b.memberNumber,
      password: 'Recognise2026',
    });
    const token = (res.body as { token: string }).token;
    buyerTokens.push(token);
    await post(`${instances[i % 2]!.url}/api/shop/addtobasket`, { productId }, token);
  }

  // Each sender tries 3x what their allowance covers, half through each instance, all at once.
  const attempts: Array<Promise<{ sender: number; status: number }>> = [];
  for (const s of senders) {
    const affordable = Math.floor(allowance.get(s.id)! / 30);
    for (let i = 0; i < affordable * 3; i++) {
      const to = people[(i % (people.length - senders.length)) + senders.length]!;
      const body = {
        what: 'payitforward',
        reason: 'Well Done',
        points: 30,
        sendBy: 'sms',
        message: `Multi ${s.id}.${i}`,
        recipients: [String(to.id)],
        requestId: randomUUID(),
      };
      attempts.push(
        post(`${instances[i % 2]!.url}/api/reward/doreward`, body, tokens.get(s.memberNumber)).then((r) => ({
          sender: s.id,
          status: r.status,
        })),
      );
    }
  }
  // The same request to both instances at once, several times over.
  const twins: Array<Promise<number>> = [];
  const twinIds: string[] = [];
  for (let k = 0; k < 5; k++) {
    const requestId = randomUUID();
    twinIds.push(requestId);
    const body = {
      what: 'thankyou',
      reason: 'Thank You',
      sendBy: 'sms',
      message: `Twin ${k}`,
      recipients: [String(people[30]!.id)],
      requestId,
    };
    for (const inst of instances)
      twins.push(
        post(`${inst.url}/api/reward/doreward`, body, tokens.get(senders[0]!.memberNumber)).then(
          (r) => r.status,
        ),
      );
  }
  const results = await Promise.all(attempts);
  const twinStatuses = await Promise.all(twins);
  // Then every buyer orders at once, through alternate instances (after the spends, so each
  // burst stays within the client's 10 s timeout on a busy machine).
  const orderStatuses = await Promise.all(
    buyerTokens.map((token, i) =>
      post(
        `${instances[(i + 1) % 2]!.url}/api/shop/placeOrder`,
        { cellNum: '+447700900400', promoCode: '', alloc: '', vfyTotal: 25, requestId: randomUUID() },
        token,
      ).then((r) => r.status),
    ),
  );
  check(
    'exactly 10 of 40 orders for the last 10 codes succeeded, the rest refused',
    orderStatuses.filter((st) => st === 200).length === 10 &&
      orderStatuses.every((st) => st === 200 || st === 400),
    orderStatuses.join(','),
  );

  const bad = results.filter((r) => r.status !== 200 && r.status !== 400);
  check(
    'every spend answered 200 or 400',
    bad.length === 0,
    `${results.length} spends; unexpected: ${bad
      .map((r) => r.status)
      .slice(0, 5)
      .join(',')}`,
  );
  let exact = true;
  for (const s of senders) {
    const ok = results.filter((r) => r.sender === s.id && r.status === 200).length;
    if (ok !== Math.floor(allowance.get(s.id)! / 30)) exact = false;
  }
  check('exactly the affordable spends succeeded for every sender', exact);
  check(
    'the same request on both instances succeeds for the caller',
    twinStatuses.every((s) => s === 200),
    twinStatuses.join(','),
  );

  // Let both workers drain the outbox (again before stopping: later checks send more).
  const db = openDatabase(databaseUrl, { poolSize: 2 });
  let pending = 1;
  const drain = async () => {
    const deadline = Date.now() + 60_000;
    pending = 1;
    while (pending > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      // SMS and webhooks: no mail transport is configured, so e-mails (birthday cards) stay pending.
      const row = await db.db
        .selectFrom('outboxMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('channel', 'in', ['sms', 'webhook', 'slack'])
        .where('status', '<>', 'sent')
        .executeTakeFirstOrThrow();
      pending = Number(row.n);
    }
  };
  await drain();
  // The API token on both instances; revoked through one, refused by both at once.
  const balances = (url: string) =>
    post(`${url}/api/report/managerbalances`, {}, apiToken).then((r) => r.status);
  const before = [await balances(a.url), await balances(b.url)];
  const adminLogin = await post(`${a.url}/api/member/login`, {
    memberNumber: '100008',
    password: 'Recognise2026',
  });
  const revoke = await post(
    `${a.url}/api/admin/apitokenrevoke`,
    { id: tokenRow.id },
    (adminLogin.body as { token: string }).token,
  );
  const after = [await balances(a.url), await balances(b.url)];
  check(
    'an API token works on both instances and, revoked on one, is refused on both',
    before.every((st) => st === 200) && revoke.status === 200 && after.every((st) => st === 401),
    `before ${before.join(',')}, revoke ${revoke.status}, after ${after.join(',')}`,
  );
  // Each instance keeps sessions and settings in memory; a change through one reaches the other.
  const adminToken = (adminLogin.body as { token: string }).token;
  const within = async (ms: number, ok: () => Promise<boolean>) => {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await ok()) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
    return null;
  };
  const memberLogin = await post(`${a.url}/api/member/login`, {
    memberNumber: '100001',
    password: 'Recognise2026',
  });
  const session = (memberLogin.body as { token: string }).token;
  const home = (url: string) => post(`${url}/api/member/getmemberdata`, {}, session).then((r) => r.status);
  const homeBefore = [await home(a.url), await home(b.url), await home(b.url)];
  const logout = await post(`${a.url}/api/member/logout`, {}, session);
  const refusedAfter = await within(2_000, async () => (await home(b.url)) === 401);
  check(
    'a session ended on one instance is refused by the other within 2 seconds',
    homeBefore.every((st) => st === 200) && logout.status === 200 && refusedAfter !== null,
    `before ${homeBefore.join(',')}, logout ${logout.status}, refused after ${refusedAfter ?? 'more than 2000'} ms`,
  );
  // Each instance keeps a member's Home; a send through one shows on the other's Home.
  const sender = tokens.get(senders[1]!.memberNumber);
  const sentCount = async (url: string) =>
    (
      (await post(`${url}/api/member/getmemberdata`, {}, sender)).body as {
        homeStats?: { messagesSent: number };
      }
    ).homeStats?.messagesSent;
  const sentBefore = await sentCount(b.url);
  const thanks = await post(
    `${a.url}/api/reward/doreward`,
    {
      what: 'thankyou',
      reason: 'Thank You',
      sendBy: 'sms',
      message: 'Kept Home',
      recipients: [String(people[31]!.id)],
      requestId: randomUUID(),
    },
    sender,
  );
  const homeFreshAfter = await within(2_000, async () => (await sentCount(b.url)) === (sentBefore ?? -1) + 1);
  check(
    "a member's Home on one instance shows their send through the other within 2 seconds",
    typeof sentBefore === 'number' && thanks.status === 200 && homeFreshAfter !== null,
    `sent before ${sentBefore ?? '?'}, send ${thanks.status}, shown after ${homeFreshAfter ?? 'more than 2000'} ms`,
  );
  // Each instance keeps feed pages; a reaction through one shows in the other's feed.
  const clapsOn = async (url: string) => {
    const items = (
      (await post(`${url}/api/feed/list`, { filter: 'everyone', limit: 10 }, sender)).body as {
        items?: Array<{ recognitionId: number; reactions: Array<{ kind: string; count: number }> }>;
      }
    ).items;
    const top = items?.[0];
    return top ? { id: top.recognitionId, claps: top.reactions.find((r) => r.kind === 'clap')!.count } : null;
  };
  const feedBefore = await clapsOn(b.url);
  const reactor = tokens.get(senders[2]!.memberNumber);
  const reaction = feedBefore
    ? await post(`${a.url}/api/feed/react`, { recognitionId: feedBefore.id, kind: 'clap' }, reactor)
    : null;
  const feedFreshAfter = await within(
    2_000,
    async () => (await clapsOn(b.url))?.claps === (feedBefore?.claps ?? -1) + 1,
  );
  check(
    "a reaction through one instance shows in the other's feed within 2 seconds",
    feedBefore !== null && reaction?.status === 200 && feedFreshAfter !== null,
    `claps before ${feedBefore?.claps ?? '?'}, react ${reaction?.status ?? '?'}, shown after ${feedFreshAfter ?? 'more than 2000'} ms`,
  );
  const brandingOf = async (url: string) =>
    ((await post(`${url}/api/site/branding`, {})).body as { programmeName?: string }).programmeName;
  const nameBefore = await brandingOf(b.url);
  const update = await post(
    `${a.url}/api/admin/settingsupdate`,
    { programmeName: 'Shine Together' },
    adminToken,
  );
  const shownAfter = await within(2_000, async () => (await brandingOf(b.url)) === 'Shine Together');
  check(
    'a settings change made on one instance is in force on the other within 2 seconds',
    nameBefore !== 'Shine Together' && update.status === 200 && shownAfter !== null,
    `before ${nameBefore ?? '?'}, update ${update.status}, shown after ${shownAfter ?? 'more than 2000'} ms`,
  );
  // Whether any webhook endpoint is on is kept by each instance (every send asks). Switched on
  // again on one instance, the sends on the other queue their events again within 2 seconds:
  // its kept "none is on" was dropped by the notice.
  const webhookRows = async () =>
    Number(
      (
        await db.db
          .selectFrom('outboxMessages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('channel', '=', 'webhook')
          .executeTakeFirstOrThrow()
      ).n,
    );
  let k = 1;
  /** A send through `url` (messages "Kept 1", "Kept 2", …): whether it queued any event. */
  const sendQueues = async (url: string) => {
    const n = await webhookRows();
    const res = await post(
      `${url}/api/reward/doreward`,
      {
        what: 'thankyou',
        reason: 'Thank You',
        sendBy: 'sms',
        message: `Kept ${k++}`,
        recipients: [String(people[31]!.id)],
      },
      tokens.get(senders[3]!.memberNumber),
    );
    if (res.status !== 200) throw new Error(`send through ${url}: ${res.status}`);
    return (await webhookRows()) > n;
  };
  // Switched off through instance a (which drops its own copy as it writes), then on again
  // through b: a keeps "none is on" until b's change reaches it as a notice.
  const endpoints = await db.db
    .selectFrom('webhookEndpoints')
    .select(['id', 'name', 'url', 'events'])
    .execute();
  const switchAll = async (url: string, enabled: boolean) => {
    for (const e of endpoints) {
      const res = await post(
        `${url}/api/admin/webhookupdate`,
        { id: e.id, name: e.name, url: e.url, events: JSON.parse(e.events) as string[], enabled },
        adminToken,
      );
      if (res.status !== 200) throw new Error(`webhookupdate through ${url}: ${res.status}`);
    }
  };
  await switchAll(a.url, false);
  const offOnA = await within(2_000, async () => !(await sendQueues(a.url)));
  const offOnB = await within(2_000, async () => !(await sendQueues(b.url)));
  const stillOff = !(await sendQueues(a.url)) && !(await sendQueues(b.url));
  await switchAll(b.url, true);
  const onAgain = await within(2_000, async () => (await sendQueues(a.url)) && (await sendQueues(b.url)));
  check(
    'webhook endpoints switched on again elsewhere: sends on both instances queue their events within 2 seconds',
    offOnA !== null && offOnB !== null && stillOff && onAgain !== null,
    `off seen after ${offOnA ?? '>2000'} / ${offOnB ?? '>2000'} ms, on again after ${onAgain ?? 'more than 2000'} ms`,
  );
  await drain();
  await a.stop();
  await b.stop();

  // Every recognition queues its event, but for the sends made after the endpoints were switched
  // off (messages "Kept 1", "Kept 2", …): those count only if they queued one before the notice.
  const sent = await db.db
    .selectFrom('recognitions')
    .select(['id', 'message'])
    .where('createdAt', '>=', now)
    .execute();
  const withEvent = new Set(
    (
      await db.db
        .selectFrom('outboxMessages')
        .select('bodyText')
        .where('channel', '=', 'webhook')
        .where('subject', '=', 'recognition.created')
        .execute()
    ).map((m) => (JSON.parse(m.bodyText) as { data: { recognitionId: number } }).data.recognitionId),
  );
  const recognitionCount = sent.filter((r) => !/^Kept [1-9]/.test(r.message) || withEvent.has(r.id)).length;
  let perEndpointOk = recognitionCount > 0;
  const detail: string[] = [];
  for (const [path, secret] of Object.entries(hookSecrets)) {
    const mine = hooks.filter((h) => h.path === path);
    const ids = new Set(mine.map((h) => h.headers['webhook-id']));
    let verified = 0;
    for (const h of mine) {
      try {
        new Webhook(secret).verify(h.body, h.headers);
        verified++;
      } catch {
        /* counted below */
      }
    }
    detail.push(`${path}: ${mine.length} deliveries, ${ids.size} events, ${verified} verified`);
    if (mine.length !== recognitionCount || ids.size !== recognitionCount || verified !== mine.length)
      perEndpointOk = false;
  }
  check(
    'each webhook event delivered once per endpoint across both instances, signed',
    perEndpointOk,
    `${recognitionCount} recognitions; ${detail.join('; ')}`,
  );

  const negative = await db.db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('memberId', 'is not', null)
    .where('balance', '<', 0)
    .execute();
  check('no account below zero', negative.length === 0);
  const twinRows = await db.db
    .selectFrom('recognitions')
    .select('requestId')
    .where('requestId', 'in', twinIds)
    .execute();
  check(
    'each twin request took effect once',
    twinRows.length === twinIds.length,
    `${twinRows.length} rows for ${twinIds.length} requests`,
  );
  const codes = await db.db
    .selectFrom('shopVoucherCodes')
    .select('orderItemId')
    .where('productId', '=', productId)
    .execute();
  check(
    'each voucher code sold once, to a different order line',
    codes.every((c) => c.orderItemId !== null) && new Set(codes.map((c) => c.orderItemId)).size === 10,
  );
  const keys = await db.db.selectFrom('ledgerTransfers').select(['idempotencyKey']).execute();
  check('no idempotency key twice', new Set(keys.map((k) => k.idempotencyKey)).size === keys.length);
  // Messages the workers handled (the demo's own were marked sent beforehand, never attempted).
  const queued = await db.db
    .selectFrom('outboxMessages')
    .select(['id', 'bodyText', 'recipient'])
    .where('channel', '=', 'sms')
    .where('attempts', '>', 0)
    .execute();
  check('the outbox drained', pending === 0, `${pending} left`);
  const uniqueDeliveries = new Set(deliveries);
  check(
    'every message delivered exactly once across both instances',
    deliveries.length === queued.length && uniqueDeliveries.size === deliveries.length,
    `${deliveries.length} deliveries for ${queued.length} messages`,
  );
  const slackPosts = await db.db
    .selectFrom('outboxMessages')
    .select('refId')
    .where('channel', '=', 'slack')
    .execute();
  const posted = slack.callsTo('chat.postMessage').map((c) => JSON.stringify(c.body.blocks));
  check(
    'each recognition posted to Slack exactly once across both instances',
    slackPosts.length > 0 &&
      slackPosts.length === sent.length &&
      new Set(slackPosts.map((p) => p.refId)).size === slackPosts.length &&
      posted.length === slackPosts.length &&
      new Set(posted).size === posted.length,
    `${posted.length} posts for ${slackPosts.length} queued, ${sent.length} recognitions`,
  );
  const birthdayRuns = await db.db
    .selectFrom('jobRuns')
    .select('periodKey')
    .where('job', '=', 'birthday-awards')
    .execute();
  const awards = await db.db.selectFrom('birthdayAwards').select('memberId').execute();
  const bdayTransfers = await db.db
    .selectFrom('ledgerTransfers')
    .select('idempotencyKey')
    .where('type', '=', 'BDAY')
    .execute();
  const cards = await db.db
    .selectFrom('outboxMessages')
    .select('dedupeKey')
    .where('refType', '=', 'birthday')
    .execute();
  check(
    'the birthday job ran and paid each of today’s birthdays once',
    birthdayRuns.length > 0 &&
      awards.length > 0 &&
      bdayTransfers.length === awards.length &&
      cards.length === awards.length,
    `${birthdayRuns.length} job periods, ${awards.length} awards, ${bdayTransfers.length} BDAY transfers, ${cards.length} cards`,
  );
  const audit = await auditLedger(db.db);
  check('ledger audit passes', audit.ok, audit.problems.slice(0, 3).join('; '));
  await db.close();
} finally {
  gateway.close();
  hookServer.close();
  await slack.close();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  throwaway?.stop();
}

const failed = checks.filter((c) => !c.ok).length;
console.log(`multi-instance: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
