/**
 * Two builds of the server side by side (`npm run bench:ab`), to tell whether a change made a
 * call cheaper on a machine whose speed drifts from minute to minute. Both servers run pinned
 * to the same core, each on its own fresh demo database; the load alternates between them in
 * short bursts (A then B, then B then A, …), so both meet the same drift, and each burst's
 * server CPU per answered request is read from /proc. Prints each round and the median of B/A.
 * Not a test: nothing here passes or fails on a number.
 *
 * Builds are folders next to `apps/server/dist` (they need the repository's node_modules):
 *   npm run build && cp -r apps/server/dist apps/server/dist-before
 *   … change, build again …
 *   npm run bench:ab -- --a=dist-before --b=dist --only="doreward (Simply Say)" --rounds=8 --seconds=5
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { calls, DEMO_PASSWORD, type CallContext } from './calls.js';
import { intArg, parseArgs } from './lib/args.js';
import { placeProcesses } from './lib/placement.js';
import { readCpuMicros, settle } from './lib/cpu.js';
import { freePort, portalServer, startServer, type RunningServer } from './lib/server.js';
import { repoRoot } from './lib/paths.js';

const args = parseArgs();
const A = args.get('a') ?? 'dist-before';
const B = args.get('b') ?? 'dist';
const ROUNDS = intArg(args, 'rounds', 8);
const SECONDS = intArg(args, 'seconds', 5);
const CONNECTIONS = intArg(args, 'connections', 50);
const chosen = (args.get('only') ?? 'doreward (Simply Say)').split(',').map((name) => {
  const call = calls.find((c) => c.name === name);
  if (!call) throw new Error(`No benchmark call named ${name}`);
  if (call.before) throw new Error(`${name} sends a request before each one: not supported here`);
  return call;
});

interface Side {
  label: 'A' | 'B';
  server: RunningServer;
  dbFile: string;
  members: string[];
  tokens: Array<{ memberNumber: string; token: string }>;
}

async function login(url: string, memberNumber: string): Promise<string> {
  const res = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login ${memberNumber}: ${res.status}`);
  return body.token;
}

async function start(
  label: Side['label'],
  build: string,
  tmp: string,
  serverPrefix: string[],
): Promise<Side> {
  const main = path.join(repoRoot, 'apps', 'server', build, 'main.js');
  if (!fs.existsSync(main)) throw new Error(`No build at ${path.relative(repoRoot, main)}`);
  const dbFile = path.join(tmp, `${label}.db`);
  const port = await freePort();
  const server = await startServer({ ...portalServer({ serverPrefix, main, dbFile, port }), cwd: repoRoot });
  const conn = new BetterSqlite3(dbFile, { readonly: true });
  const members = (
    conn
      .prepare(
        `select member_number as n from members
          where registered_at is not null and employment_status = 'active' order by member_number`,
      )
      .all() as Array<{ n: string }>
  ).map((r) => r.n);
  conn.close();
  const picks = Array.from({ length: 8 }, (_, i) => members[Math.floor((i * members.length) / 8)]!);
  const tokens = [];
  for (const memberNumber of picks)
    tokens.push({ memberNumber, token: await login(server.url, memberNumber) });
  return { label, server, dbFile, members, tokens };
}

let sequence = 0;
async function burst(side: Side, call: (typeof chosen)[number], seconds: number) {
  let answered = 0;
  let unexpected = 0;
  const build = typeof call.body === 'function' ? call.body : null;
  const fixed = build ? '' : JSON.stringify(call.body ?? {});
  const expected = call.expectStatus ?? 200;
  const instance = autocannon({
    url: side.server.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: call.path,
        setupRequest: (req) => {
          const n = sequence++;
          const caller = side.tokens[n % side.tokens.length]!;
          const ctx: CallContext = {
            i: n,
            memberNumber: side.members[n % side.members.length]!,
            caller: caller.memberNumber,
          };
          req.headers = { 'content-type': 'application/json', authorization: `Bearer ${caller.token}` };
          req.body = build ? JSON.stringify(build(ctx)) : fixed;
          return req;
        },
        onResponse: (status) => {
          answered++;
          if (typeof expected === 'number' ? status !== expected : !expected.includes(status)) unexpected++;
        },
      },
    ],
  });
  const before = readCpuMicros(side.server.pid) ?? 0;
  const result = await instance;
  const cpu = ((readCpuMicros(side.server.pid) ?? 0) - before) / Math.max(1, answered);
  // The other build's burst must not pay for this one's after-work (the outbox, folds).
  await settle(side.server.pid);
  return { cpu, rps: result.requests.average, p99: result.latency.p99, unexpected };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

async function main() {
  const placement = placeProcesses();
  console.log(placement.description);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ab-'));
  const sides: Side[] = [];
  try {
    sides.push(await start('A', A, tmp, placement.serverPrefix));
    sides.push(await start('B', B, tmp, placement.serverPrefix));
    console.log(`A = apps/server/${A}, B = apps/server/${B}; ${ROUNDS} rounds of ${SECONDS} s bursts\n`);
    for (const call of chosen) {
      for (const side of sides) {
        await call.prepare?.({
          databaseUrl: `sqlite:${side.dbFile}`,
          memberNumbers: side.tokens.map((t) => t.memberNumber),
        });
        await burst(side, call, 3); // warm-up
      }
      const cpu: Record<Side['label'], number[]> = { A: [], B: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of round % 2 ? [...sides].reverse() : sides) {
          const m = await burst(side, call, SECONDS);
          cpu[side.label].push(m.cpu);
          console.log(
            `${call.name}, round ${round + 1}, ${side.label}: ${m.cpu.toFixed(0)} µs CPU a request, ` +
              `${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms${m.unexpected ? `, ${m.unexpected} unexpected` : ''}`,
          );
        }
      }
      const ratios = cpu.A.map((a, i) => cpu.B[i]! / a);
      console.log(
        `\n${call.name}: median CPU a request A ${median(cpu.A).toFixed(0)} µs, B ${median(cpu.B).toFixed(0)} µs; ` +
          `B/A by round ${ratios.map((r) => r.toFixed(2)).join(' ')}; median B/A ${median(ratios).toFixed(3)}\n`,
      );
    }
  } finally {
    for (const side of sides) await side.server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
