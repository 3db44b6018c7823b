/**
 * `npm run test:crash`: the built server on SQLite under concurrent Pay It Forward sends is
 * killed with SIGKILL at random moments ten times and restarted each time. Afterwards every
 * send the client saw acknowledged must be in the database, requests retried with the same
 * requestId must not have paid twice, no allowance may be negative, and the ledger audit
 * must pass. Prints 'crash: N passed, N failed'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database.js';
import { auditLedger, transfer } from '../apps/server/src/ledger/index.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { loadDemoCompany } from '../apps/server/src/demo/load-demo.js';
import { ensureBuilt, freePort, post, startServer, type ServerProcess } from './lib/server-process.js';
import { liftSendQuotas } from './lib/send-quotas.js';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const CLIENTS = 8;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
const dbFile = path.join(dir, 'portal.db');
const env = {
  DATABASE_URL: `sqlite:${dbFile}`,
  LOGIN_LIMIT_PER_MEMBER: '100000',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  SESSION_IDLE_MINUTES: '600',
};
// Kept across restarts, so the clients' URL stays valid.
const port = await freePort();

interface Send {
  sender: string;
  requestId: string;
  body: Record<string, unknown>;
  token: string;
  /** 'unknown' until the server answers: the kill may have come before or after the commit. */
  outcome: 'acked' | 'refused' | 'unknown';
}

const checks: Array<{ name: string; ok: boolean; detail?: string }> = [];
const check = (name: string, ok: boolean, detail?: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

ensureBuilt();

// The demo company, with the senders' Pay It Forward allowances topped up through the ledger
// so the load is limited by the kills, not by the allowance.
const setup = openDatabase(`sqlite:${dbFile}`);
await migrateToLatest(setup);
await loadDemoCompany(setup, { now: new Date() });
const people = await setup.db
  .selectFrom('members')
  .select(['id', 'memberNumber'])
  .where('registeredAt', 'is not', null)
  .where('employmentStatus', '=', 'active')
  .orderBy('id')
  .limit(60)
  .execute();
const senders = people.slice(0, 24);
await setup.db.transaction().execute(async (trx) => {
  for (const s of senders) {
    await transfer(trx, {
      from: { system: 'funding' },
      to: { memberId: s.id, kind: 'pif' },
      amount: 100_000,
      type: 'ALLOC',
      description: 'Crash test allowance',
      idempotencyKey: `crash:pif:${s.id}`,
      at: new Date().toISOString(),
    });
  }
});
await liftSendQuotas(setup);
await setup.close();

let server: ServerProcess = await startServer(env, port);

const tokens = new Map<string, string>();
for (const s of senders) {
  const res = await post(`${server.url}/api/member/login`, {
    memberNumber: s.memberNumber,
    password: 'Recognise2026',
  });
  if (res.status !== 200) throw new Error(`login ${s.memberNumber}: ${res.status}`);
  tokens.set(s.memberNumber, (res.body as { token: string }).token);
}

const sends: Send[] = [];
let running = true;
let up = true;

async function client(n: number) {
  let i = 0;
  while (running) {
    if (!up) {
      await new Promise((r) => setTimeout(r, 50));
      continue;
    }
    const sender = senders[(n + i * CLIENTS) % senders.length]!;
    const recipient = people[(n * 7 + i) % people.length]!;
    i++;
    if (recipient.id === sender.id) continue;
    const body = {
      what: 'payitforward',
      reason: 'Thank You',
      points: 30,
      sendBy: 'sms',
      message: `Crash test ${n}.${i}`,
      recipients: [String(recipient.id)],
      requestId: randomUUID(),
    };
    const send: Send = {
      sender: sender.memberNumber,
      requestId: body.requestId,
      body,
      token: tokens.get(sender.memberNumber)!,
      outcome: 'unknown',
    };
    sends.push(send);
    const res = await post(`${server.url}/api/reward/doreward`, body, send.token);
    send.outcome =
      res.status === 200 ? 'acked' : res.status >= 400 && res.status < 500 ? 'refused' : 'unknown';
  }
}

const load = Array.from({ length: CLIENTS }, (_, n) => client(n));
for (let k = 0; k < KILLS; k++) {
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 1200));
  up = false;
  await server.kill();
  server = await startServer(env, port);
  up = true;
}
await new Promise((r) => setTimeout(r, 500));
running = false;
await Promise.all(load);

// Retry every unacknowledged send with its own requestId: whatever happened before the
// kill, each must now have taken effect exactly once.
const unknown = sends.filter((s) => s.outcome === 'unknown');
for (const s of unknown) {
  const res = await post(`${server.url}/api/reward/doreward`, s.body, s.token);
  s.outcome = res.status === 200 ? 'acked' : 'refused';
}
await server.stop();

const db = openDatabase(`sqlite:${dbFile}`);
const rows = await db.db
  .selectFrom('recognitions')
  .select(['requestId'])
  .where('requestId', 'is not', null)
  .execute();
const count = new Map<string, number>();
for (const r of rows) count.set(r.requestId!, (count.get(r.requestId!) ?? 0) + 1);
const acked = sends.filter((s) => s.outcome === 'acked');
const refused = sends.filter((s) => s.outcome === 'refused');
const missing = acked.filter((s) => !count.has(s.requestId));
const doubled = [...count.values()].filter((n) => n > 1).length;
check(
  'load ran and was acknowledged',
  acked.length > 200 && refused.length === 0,
  `${sends.length} sends over ${KILLS} kills, ${acked.length} acknowledged, ${unknown.length} cut off by a kill and retried, ${refused.length} refused`,
);
check('every acknowledged send is in the database', missing.length === 0, `${missing.length} missing`);
check('no retried request paid twice', doubled === 0, `${doubled} doubled`);
const negative = await db.db
  .selectFrom('ledgerAccounts')
  .select('id')
  .where('memberId', 'is not', null)
  .where('balance', '<', 0)
  .execute();
check('no member balance below zero', negative.length === 0);
const audit = await auditLedger(db.db);
check(
  'ledger audit passes',
  audit.ok,
  `${audit.transfers} transfers; ${audit.problems.slice(0, 3).join('; ')}`,
);
const integrity = await sql<Record<string, string>>`pragma integrity_check`.execute(db.db);
check('SQLite integrity check', Object.values(integrity.rows[0] ?? {})[0] === 'ok');
await db.close();
fs.rmSync(dir, { recursive: true, force: true });

const failed = checks.filter((c) => !c.ok).length;
console.log(`crash: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
