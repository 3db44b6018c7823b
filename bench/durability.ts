/**
 * `npm run bench:durability`: what synchronous = FULL (every acknowledged commit on the disk)
 * costs a send (doreward) and an order (placeOrder) against synchronous = NORMAL, in-process on
 * a fresh demo database, with and without group commit, and how much of a request's time is
 * the COMMIT itself. Prints medians.
 *
 * Options: --n=<requests per figure> (default 200), --clients=<concurrent senders> (default 8).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/database.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { ChangeFeed } from '../apps/server/src/db/changes.js';
import { ImmediateSqliteDialect } from '../apps/server/src/db/sqlite-dialect.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { loadDemoCompany } from '../apps/server/src/demo/load-demo.js';
import { createSession } from '../apps/server/src/identity/session-repository.js';
import { newSessionToken } from '../apps/server/src/identity/tokens.js';
import { transfer } from '../apps/server/src/ledger/index.js';
import { liftSendQuotas } from '../scripts/lib/send-quotas.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const N = arg('n', 200);
const CLIENTS = arg('clients', 8);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

/** The server's SQLite set-up, with a given synchronous mode and the COMMIT statements timed. */
type Mode = 'NORMAL' | 'FULL' | 'FULL, no group commit';

function openTimed(file: string, mode: Mode) {
  const synchronous = mode === 'NORMAL' ? 'NORMAL' : 'FULL';
  const conn = new BetterSqlite3(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma(`synchronous = ${synchronous}`);
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 10000');
  const commits: number[] = [];
  const prepare = conn.prepare.bind(conn);
  conn.prepare = ((source: string) => {
    const stmt = prepare(source);
    if (source.trim().toLowerCase() !== 'commit') return stmt;
    const run = stmt.run.bind(stmt);
    stmt.run = ((...params: unknown[]) => {
      const t0 = performance.now();
      try {
        return run(...params);
      } finally {
        commits.push(performance.now() - t0);
      }
    }) as typeof stmt.run;
    return stmt;
  }) as typeof conn.prepare;
  const db = new Kysely<DB>({
    // Kysely's own SQLite dialect commits each transaction by itself: the comparison.
    dialect:
      mode === 'FULL, no group commit'
        ? new SqliteDialect({ database: conn })
        : new ImmediateSqliteDialect({ database: conn }),
    plugins: [new CamelCasePlugin()],
  });
  const database: Database = {
    db,
    dialect: 'sqlite',
    file,
    changes: new ChangeFeed(),
    close: () => db.destroy(),
  };
  return { database, commits };
}

async function prepareTemplate(file: string) {
  const { database } = openTimed(file, 'NORMAL');
  await migrateToLatest(database);
  await loadDemoCompany(database, { now: new Date() });
  await liftSendQuotas(database);
  await database.close();
}

async function measure(template: string, synchronous: Mode) {
  const file = path.join(path.dirname(template), `bench-${synchronous.replace(/\W+/g, '-')}.db`);
  fs.copyFileSync(template, file);
  const { database, commits } = openTimed(file, synchronous);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, logger: false });
  const members = await database.db
    .selectFrom('members')
    .select(['id', 'memberNumber'])
    .where('registeredAt', 'is not', null)
    .where('employmentStatus', '=', 'active')
    .orderBy('id')
    .limit(40)
    .execute();
  const at = new Date().toISOString();
  const tokens: string[] = [];
  for (const m of members.slice(0, CLIENTS + 1)) {
    const token = newSessionToken();
    await createSession(database.db, m.id, token, new Date(), 12);
    tokens.push(token);
    await database.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { system: 'funding' },
        to: { memberId: m.id, kind: 'redeem' },
        amount: 10_000_000,
        type: 'FUND',
        description: 'Benchmark funding',
        idempotencyKey: `bench:durability:${m.id}`,
        at,
      }),
    );
  }
  const product = await database.db
    .selectFrom('shopProducts')
    .select(['id', 'price'])
    .where('productCode', '=', 'BW-RX-BTH')
    .executeTakeFirstOrThrow();
  const recipients = members.slice(CLIENTS + 1).map((m) => String(m.id));
  const call = async (url: string, token: string, payload: object) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms: performance.now() - t0, body: res.json() as Record<string, unknown> };
  };
  let i = 0;
  const sendOnce = (token: string) =>
    call('/api/reward/doreward', token, {
      what: 'thankyou',
      reason: 'Thank You',
      sendBy: 'email',
      message: 'Thanks for your help this week!',
      recipients: [recipients[i++ % recipients.length]!],
      requestId: `bench-d-${i}`,
    });

  // Sequential sends, one client: the latency a member sees.
  commits.length = 0;
  const sendMs: number[] = [];
  for (let k = 0; k < N; k++) sendMs.push((await sendOnce(tokens[0]!)).ms);
  const sendCommit = median(commits);

  // Sequential orders: addtobasket and the summary first, placeOrder timed.
  commits.length = 0;
  const orderMs: number[] = [];
  const buyer = tokens[0]!;
  for (let k = 0; k < N / 2; k++) {
    await call('/api/shop/addtobasket', buyer, { productId: product.id });
    const summary = await call('/api/shop/getCheckoutOrderSummary', buyer, { promoCode: '', alloc: '' });
    commits.length = 0;
    orderMs.push(
      (
        await call('/api/shop/placeOrder', buyer, {
          cellNum: '+447700900123',
          promoCode: '',
          alloc: '',
          vfyTotal: summary.body.vfyTotal,
          requestId: `bench-o-${k}`,
        })
      ).ms,
    );
  }
  const orderCommit = median(commits);

  // Concurrent senders: throughput while several writers wait on each other's commits.
  const started = performance.now();
  await Promise.all(
    tokens.slice(1, CLIENTS + 1).map(async (token) => {
      for (let k = 0; k < N / CLIENTS; k++) await sendOnce(token);
    }),
  );
  const perSecond = (CLIENTS * Math.floor(N / CLIENTS) * 1000) / (performance.now() - started);

  await app.close();
  await database.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  return {
    synchronous,
    sendMedianMs: median(sendMs),
    sendCommitMedianMs: sendCommit,
    orderMedianMs: median(orderMs),
    orderCommitMedianMs: orderCommit,
    concurrentSendsPerSecond: perSecond,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-durability-'));
try {
  const template = path.join(dir, 'template.db');
  console.log('Preparing a demo database…');
  await prepareTemplate(template);
  const rows = [];
  for (const mode of ['NORMAL', 'FULL, no group commit', 'FULL'] as const)
    rows.push(await measure(template, mode));
  const f = (n: number) => n.toFixed(2);
  console.log(
    `\n${N} sequential sends, ${N / 2} sequential orders, ${CLIENTS} concurrent senders (median ms)\n`,
  );
  console.log('| synchronous | send | its COMMIT | order | its COMMIT | concurrent sends/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.synchronous} | ${f(r.sendMedianMs)} | ${f(r.sendCommitMedianMs)} | ${f(r.orderMedianMs)} | ${f(r.orderCommitMedianMs)} | ${Math.round(r.concurrentSendsPerSecond)} |`,
    );
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(import.meta.dirname, 'results', 'durability-latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), n: N, clients: CLIENTS, rows }, null, 2)}\n`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
