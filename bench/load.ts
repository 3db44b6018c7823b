/**
 * Load benchmark (`npm run bench`): the production build on a fresh demo database, measured
 * with autocannon against the ceiling of a bare Fastify route. Prints the figures and writes
 * them to bench/results/latest.json. Not a test: nothing here passes or fails on a number.
 *
 * Options: --duration=10 --warmup=2 --connections=50 --tokens=8 --only=login,getmemberdata --build
 * --keep (leave the measured SQLite file in place and print where, to inspect its queries)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { calls, DEMO_PASSWORD, type BenchCall, type CallContext, type Json } from './calls.js';
import { intArg, parseArgs } from './lib/args.js';
import { ensureBuild } from './lib/build.js';
import { printTable, round } from './lib/format.js';
import { benchDir, repoRoot, resultsDir, serverMain } from './lib/paths.js';
import { placeProcesses } from './lib/placement.js';
import { ceilingRefusal, measureCeiling, referenceRequestsPerSecond } from './lib/ceiling.js';
import { cpuPerRequest, readCpuMicros, settle } from './lib/cpu.js';
import { mib, RssSampler } from './lib/rss.js';
import { freePort, portalServer, startServer, type RunningServer } from './lib/server.js';

const args = parseArgs();
const DURATION = intArg(args, 'duration', 10);
const WARMUP = intArg(args, 'warmup', 2);
const CONNECTIONS = intArg(args, 'connections', 50);
const TOKENS = intArg(args, 'tokens', 8);
const only = args.get('only')?.split(',');
const KEEP = args.has('keep');

interface Measurement {
  name: string;
  path: string;
  auth: string;
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xxOrUnexpected: number;
  ratioToCeiling: number | null;
  /** Server CPU (user + system) per answered request, warm-up included, in microseconds. */
  cpuMicrosPerRequest: number | null;
  /** The same for the bare route in this run divided by this call's: the share of the ceiling's efficiency. */
  cpuRatioToCeiling: number | null;
  peakServerRssMiB: number | null;
  /**
   * After the run, how long the server kept working (the outbox sending what the call wrote)
   * before it went idle, and that CPU per request of the run: part of the call's cost, kept out
   * of the next call's figures.
   */
  afterRunMs: number | null;
  afterRunCpuMicrosPerRequest: number | null;
}

interface Pools {
  /** Registered, active member numbers holding each role. */
  byRole: Map<string, string[]>;
  registered: string[];
}

function readPools(dbFile: string): Pools {
  const conn = new BetterSqlite3(dbFile, { readonly: true, fileMustExist: true });
  try {
    const rows = conn
      .prepare(
        `select member_number as n, is_manager as m, is_admin_reports as ar, role_cc as cc, role_ca as ca, is_programme_admin as pa
           from members where registered_at is not null and employment_status = 'active' order by member_number`,
      )
      .all() as Array<{ n: string; m: number; ar: number; cc: number; ca: number; pa: number }>;
    const byRole = new Map<string, string[]>([
      ['member', rows.map((r) => r.n)],
      ['manager', rows.filter((r) => r.m).map((r) => r.n)],
      ['adminReports', rows.filter((r) => r.ar).map((r) => r.n)],
      ['clusterCommittee', rows.filter((r) => r.cc).map((r) => r.n)],
      ['clusterAdmin', rows.filter((r) => r.ca).map((r) => r.n)],
      ['programmeAdmin', rows.filter((r) => r.pa).map((r) => r.n)],
    ]);
    return { byRole, registered: rows.map((r) => r.n) };
  } finally {
    conn.close();
  }
}

async function login(url: string, memberNumber: string): Promise<string> {
  const res = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberNumber, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (res.status !== 200 || !body.token)
    throw new Error(`login ${memberNumber}: ${res.status} ${body.message ?? ''}`);
  return body.token;
}

/** Spreads `n` picks evenly over a list, so tokens come from members across the company. */
const spread = <T>(list: readonly T[], n: number): T[] =>
  list.length <= n
    ? [...list]
    : Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)] as T);

/** What one autocannon connection carries between its requests (calls with `before`). */
interface ConnectionContext {
  caller?: { token: string; memberNumber: string };
  kept?: Record<string, Json>;
}

async function measure(opts: {
  url: string;
  path: string;
  body: BenchCall['body'];
  tokens: Array<{ token: string; memberNumber: string }>;
  members: readonly string[];
  before?: BenchCall['before'];
  expectStatus: number | readonly number[];
  /** The server process, whose CPU time is read before and after. */
  pid: number;
}) {
  let i = 0;
  let answered = 0;
  let nextConnection = 0;
  // Starts each measurement at a different member so login does not repeat the warm-up's numbers first.
  const offset = Math.floor(Math.random() * Math.max(1, opts.members.length));
  let unexpected = 0;
  const build = typeof opts.body === 'function' ? opts.body : null;
  const fixedBody = build ? '' : JSON.stringify(opts.body ?? {});
  const instance = autocannon({
    url: opts.url,
    connections: CONNECTIONS,
    duration: DURATION,
    // The option exists in autocannon 8 but not in its type definitions.
    ...({ warmup: { connections: CONNECTIONS, duration: WARMUP } } as object),
    requests: [
      // A call with `before` sends that request first on the same connection, as the same
      // caller: each connection keeps one member (context is per connection).
      ...(opts.before ?? []).map((before) => ({
        method: 'POST' as const,
        path: before.path,
        setupRequest: (req: autocannon.Request, context: ConnectionContext) => {
          context.caller ??= opts.tokens[nextConnection++ % Math.max(1, opts.tokens.length)];
          req.headers = {
            'content-type': 'application/json',
            ...(context.caller ? { authorization: `Bearer ${context.caller.token}` } : {}),
          };
          req.body = JSON.stringify(before.body());
          return req;
        },
        onResponse: (status: number, body: string, context: ConnectionContext) => {
          answered++;
          if (status !== 200) unexpected++;
          if (before.keep && status === 200)
            context.kept = { ...context.kept, ...before.keep(JSON.parse(body) as unknown) };
        },
      })),
      {
        method: 'POST',
        path: opts.path,
        setupRequest: (req, context: ConnectionContext) => {
          const n = i++;
          const caller = opts.before
            ? context.caller
            : opts.tokens.length
              ? opts.tokens[n % opts.tokens.length]
              : undefined;
          const ctx: CallContext = {
            i: n,
            memberNumber: opts.members[(offset + n) % opts.members.length] ?? '',
            caller: caller?.memberNumber,
            kept: context.kept,
          };
          req.headers = {
            'content-type': 'application/json',
            ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
          };
          req.body = build ? JSON.stringify(build(ctx)) : fixedBody;
          return req;
        },
        onResponse: (status) => {
          answered++;
          const expected = typeof opts.expectStatus === 'number' ? [opts.expectStatus] : opts.expectStatus;
          if (!expected.includes(status)) unexpected++;
        },
      },
    ],
  });
  const cpuBefore = readCpuMicros(opts.pid);
  const result = await instance;
  const cpuMicros = cpuPerRequest(cpuBefore, readCpuMicros(opts.pid), answered);
  return { result, unexpected, cpuMicros };
}

async function main() {
  ensureBuild(args.has('build'));
  // Read before pinning: once this process is pinned to one CPU, availableParallelism says 1.
  const cpus = os.availableParallelism();
  const placement = placeProcesses();
  console.log(`Placement: ${placement.description}`);
  console.log(
    `Load average before the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} (other work on the machine skews the figures).`,
  );
  console.log(`Each measurement: ${WARMUP} s warm-up, then ${DURATION} s with ${CONNECTIONS} connections.\n`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const results: Measurement[] = [];
  let server: RunningServer | null = null;
  let bare: RunningServer | null = null;
  let ceilingCheck: {
    serverBusyShare: number | null;
    referenceRequestsPerSecond: number;
    ceilingToReference: number;
    refused: string | null;
  } | null = null;
  try {
    // (a) The ceiling: a bare Fastify route in its own process, placed like the portal server.
    const barePort = await freePort();
    bare = await startServer({
      command: [
        ...placement.serverPrefix,
        process.execPath,
        '--import',
        'tsx',
        path.join(benchDir, 'bare-server.ts'),
      ],
      env: { PORT: String(barePort), HOST: '127.0.0.1' },
      cwd: repoRoot,
      port: barePort,
      readyPath: '/readyz',
    });
    const bareRss = new RssSampler(bare.pid);
    console.log('Measuring the ceiling: bare Fastify POST /bare → {"status":"ok","n":1}, one fixed request…');
    const ceilingRun = await measureCeiling({
      url: `${bare.url}/bare`,
      pid: bare.pid,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
    });
    const refusal = ceilingRefusal(ceilingRun, cpus, placement.pinned);
    if (refusal && !args.has('allow-shared-ceiling'))
      throw new Error(
        `The ceiling is not the server's: ${refusal}. Every ratio would be wrong, so nothing is reported ` +
          '(--allow-shared-ceiling reports it anyway, marked).',
      );
    console.log('Measuring the reference: autocannon in a process of its own, the same fixed request…');
    const referenceRps = await referenceRequestsPerSecond({
      url: `${bare.url}/bare`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    });
    ceilingCheck = {
      serverBusyShare: ceilingRun.serverBusyShare === null ? null : round(ceilingRun.serverBusyShare, 3),
      referenceRequestsPerSecond: round(referenceRps, 1),
      ceilingToReference: round(ceilingRun.requestsPerSecond / referenceRps, 3),
      refused: refusal,
    };
    console.log(
      `Ceiling ${Math.round(ceilingRun.requestsPerSecond)} req/s at ${ceilingRun.cpuMicrosPerRequest} µs of server CPU, ` +
        `server busy ${((ceilingRun.serverBusyShare ?? 0) * 100).toFixed(0)} %; ` +
        `reference ${Math.round(referenceRps)} req/s (ceiling ÷ reference ${ceilingCheck.ceilingToReference})` +
        (refusal ? `; NOT the server's ceiling: ${refusal}` : ''),
    );
    const ceiling = ceilingRun.requestsPerSecond;
    const ceilingCpu = ceilingRun.cpuMicrosPerRequest;
    results.push({
      name: 'ceiling (bare Fastify)',
      path: '/bare',
      auth: 'anonymous',
      requestsPerSecond: round(ceiling, 1),
      requests: ceilingRun.requests,
      p50Ms: ceilingRun.p50Ms,
      p99Ms: ceilingRun.p99Ms,
      errors: ceilingRun.errors,
      non2xxOrUnexpected: ceilingRun.non2xx,
      ratioToCeiling: null,
      cpuMicrosPerRequest: ceilingCpu,
      cpuRatioToCeiling: null,
      peakServerRssMiB: mib(bareRss.takePeak()),
      afterRunMs: 0,
      afterRunCpuMicrosPerRequest: 0,
    });
    bareRss.stop();
    await bare.stop();
    bare = null;

    // (b) The portal: the production build on a fresh demo database.
    const dbFile = path.join(tmp, 'bench.db');
    const port = await freePort();
    console.log('Starting the portal (production build) on a fresh demo database…');
    const started = performance.now();
    server = await startServer({
      // BENCH_SERVER_NODE_ARGS adds node flags, e.g. "--cpu-prof --cpu-prof-dir=<dir>" to profile.
      ...portalServer({
        serverPrefix: placement.serverPrefix,
        main: serverMain,
        dbFile,
        port,
        nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
      }),
      cwd: repoRoot,
    });
    console.log(`Ready in ${Math.round(performance.now() - started)} ms.`);
    const pools = readPools(dbFile);
    console.log(`${pools.registered.length} registered demo members to rotate over.\n`);
    const rss = new RssSampler(server.pid);

    for (const call of calls) {
      if (only && !only.includes(call.name)) continue;
      const tokens: Array<{ token: string; memberNumber: string }> = [];
      rss.phase = `signing in and preparing for ${call.name}`;
      if (call.auth !== 'anonymous') {
        const pool = pools.byRole.get(call.auth) ?? [];
        if (pool.length === 0)
          throw new Error(`No registered demo member has the role ${call.auth} (call ${call.name})`);
        for (const n of spread(pool, call.tokens ?? TOKENS))
          tokens.push({ token: await login(server.url, n), memberNumber: n });
      }
      if (call.prepare)
        await call.prepare({
          databaseUrl: `sqlite:${dbFile}`,
          memberNumbers: tokens.map((t) => t.memberNumber),
        });
      // What prepare wrote from this process reaches the server's kept settings within a second.
      if (call.prepare) await new Promise((r) => setTimeout(r, 1_500));
      console.log(
        `Measuring ${call.name} (${call.auth === 'anonymous' ? 'anonymous' : `${tokens.length} ${call.auth} tokens`})…`,
      );
      rss.takePeak();
      rss.phase = `measuring ${call.name}`;
      const run = await measure({
        url: server.url,
        path: call.path,
        body: call.body,
        tokens,
        members: pools.registered,
        expectStatus: call.expectStatus ?? 200,
        before: call.before,
        pid: server.pid,
      });
      rss.phase = `after ${call.name}, until the server is idle`;
      const after = await settle(server.pid);
      results.push(
        toMeasurement(call.name, call.path, call.auth, run, ceiling, ceilingCpu, rss.takePeak(), after),
      );
    }
    const overallPeak = rss.overallPeak;
    const overallPeakPhase = rss.overallPeakPhase;
    rss.stop();

    console.log('');
    printTable(
      [
        'call',
        'req/s',
        'p50 ms',
        'p99 ms',
        'ratio to ceiling',
        'CPU µs/req',
        'CPU ratio',
        'errors',
        'peak server RSS MiB',
        'after run: s, CPU µs/req',
      ],
      results.map((r) => [
        r.name,
        r.requestsPerSecond,
        r.p50Ms,
        r.p99Ms,
        r.ratioToCeiling === null ? '1 (ceiling)' : `${(r.ratioToCeiling * 100).toFixed(2)} %`,
        r.cpuMicrosPerRequest,
        r.cpuRatioToCeiling === null ? '1 (ceiling)' : `${(r.cpuRatioToCeiling * 100).toFixed(2)} %`,
        r.errors + r.non2xxOrUnexpected,
        r.peakServerRssMiB,
        r.afterRunMs ? `${(r.afterRunMs / 1000).toFixed(0)} s, ${r.afterRunCpuMicrosPerRequest ?? '?'}` : '',
      ]),
    );
    console.log(`\nPeak portal server RSS over the whole run: ${mib(overallPeak)} MiB (${overallPeakPhase})`);
    console.log(`Placement: ${placement.description}`);

    const report = {
      at: new Date().toISOString(),
      machine: {
        loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
        cpus,
        cpuModel: os.cpus()[0]?.model ?? '',
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
        node: process.version,
      },
      placement: {
        pinned: placement.pinned,
        serverCpu: placement.serverCpu,
        loadGeneratorCpu: placement.loadCpu,
        description: placement.description,
      },
      settings: {
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        connections: CONNECTIONS,
        tokensPerRole: TOKENS,
      },
      ceilingRequestsPerSecond: round(ceiling, 1),
      ceilingCheck,
      peakServerRssMiB: mib(overallPeak),
      peakServerRssWhile: overallPeakPhase,
      results,
    };
    fs.mkdirSync(resultsDir, { recursive: true });
    const out = path.join(resultsDir, 'latest.json');
    fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
    console.log(`Written to ${path.relative(repoRoot, out)}`);
  } catch (err) {
    // The server's last lines say why it stopped answering (a crash, the OOM killer).
    if (server) console.error(`Server output (last lines):\n${server.output()}`);
    throw err;
  } finally {
    await bare?.stop();
    await server?.stop();
    if (KEEP) console.log(`Kept the measured database in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function toMeasurement(
  name: string,
  urlPath: string,
  auth: string,
  run: { result: autocannon.Result; unexpected: number; cpuMicros: number | null },
  ceiling: number | null,
  ceilingCpu: number | null,
  peakRss: number | null,
  after: { ms: number; cpuMicros: number | null },
): Measurement {
  const r = run.result;
  const rps = r.requests.average;
  return {
    name,
    path: urlPath,
    auth,
    requestsPerSecond: round(rps, 1),
    requests: r.requests.total,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xxOrUnexpected: run.unexpected,
    ratioToCeiling: ceiling ? round(rps / ceiling, 4) : null,
    cpuMicrosPerRequest: run.cpuMicros,
    cpuRatioToCeiling: ceilingCpu && run.cpuMicros ? round(ceilingCpu / run.cpuMicros, 4) : null,
    peakServerRssMiB: mib(peakRss),
    afterRunMs: after.ms,
    afterRunCpuMicrosPerRequest:
      after.cpuMicros === null || r.requests.total === 0
        ? null
        : Math.round(after.cpuMicros / r.requests.total),
  };
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
