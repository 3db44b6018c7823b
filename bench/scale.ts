/**
 * Scale benchmark (`npm run bench:scale`): fills a database with a large company, quickly,
 * on SQLite and on PostgreSQL, then times each list, statement and report call at that size
 * and at 1/100 of it, and prints both and their ratio. Writes bench/results/scale-<scale>.json.
 *
 * Options:
 *   --scale=full|small|tiny   full = 100,000 members and 10,000,000 transfers (default);
 *                             small = 1/10 of that, tiny = 1/100
 *   --db=sqlite,postgres      which databases (default both)
 *   --transfers=N --members=N --recognitions=N override the size of the big company (the base is
 *                             still 1/100)
 *   --only=text               time only the calls whose name contains the text
 *   --keep                    keep the SQLite files (their paths are printed)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database, type Dialect } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { RECOUNT_MEMBER_COUNTERS } from '../apps/server/src/db/migrations/0081_member_counters.js';
import { INSIGHTS_RECOUNT } from '../apps/server/src/db/migrations/0100_insights_rollups.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from '../scripts/postgres.js';
import { DEMO_PASSWORD } from './calls.js';
import { intArg, parseArgs } from './lib/args.js';
import { printTable, round } from './lib/format.js';
import { repoRoot, resultsDir } from './lib/paths.js';
import { postgresBulk, sqliteBulk, type BulkWriter } from './scale/bulk.js';
import { scaleCalls } from './scale/calls.js';
import { fillSteps } from './scale/fills.js';
import { seeded } from './scale/random.js';
import { hundredth, SCALES, sizeAt, type ScaleName, type ScaleSize } from './scale/sizes.js';
import type { CallEnv, ScaleWorld } from './scale/types.js';

const args = parseArgs();
const scaleName = (args.get('scale') ?? process.env.BENCH_SCALE ?? 'full') as ScaleName;
if (!(scaleName in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
const overrides: Partial<ScaleSize> = {};
if (args.has('transfers')) overrides.transfers = intArg(args, 'transfers', 0);
if (args.has('members')) overrides.members = intArg(args, 'members', 0);
if (args.has('recognitions')) overrides.recognitions = intArg(args, 'recognitions', 0);
const big = sizeAt(scaleName, SCALES[scaleName], overrides);
const base = hundredth(big);
const dialects = (args.get('db') ?? 'sqlite,postgres')
  .split(',')
  .map((d) => (d === 'pg' ? 'postgres' : d)) as Dialect[];
const only = args.get('only');
const CALLERS = 12;

interface CallTiming {
  name: string;
  runs: number;
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  error?: string;
}
interface SizeResult {
  dialect: Dialect;
  size: ScaleSize;
  fillSeconds: number;
  fillSteps: Array<{ name: string; seconds: number; rows: Record<string, number> }>;
  databaseMiB: number | null;
  calls: CallTiming[];
}

const seconds = (since: number) => round((performance.now() - since) / 1000, 1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

async function fill(bulk: BulkWriter, size: ScaleSize, world: ScaleWorld) {
  const steps: SizeResult['fillSteps'] = [];
  const random = (seed: number) => seeded(20_260_000 + seed);
  for (const step of fillSteps) {
    const t = performance.now();
    const ctx = { size, bulk, world, random };
    const rows = step.deferIndexes
      ? await bulk.deferIndexes(step.tables, () => step.fill(ctx))
      : await step.fill(ctx);
    steps.push({ name: step.name, seconds: seconds(t), rows });
    console.log(
      `    ${step.name}: ${Object.entries(rows)
        .map(([k, v]) => `${v.toLocaleString('en-GB')} ${k}`)
        .join(', ')} in ${seconds(t)} s`,
    );
  }
  const t = performance.now();
  // Home's counters from what was written (PostgreSQL's COPY ran with the triggers off).
  await bulk.exec('delete from member_counters');
  await bulk.exec(RECOUNT_MEMBER_COUNTERS);
  // Insights roll-ups likewise; the period roll-ups are built when the app starts (no period
  // table yet, so the slot recount does not also add to them row by row).
  await bulk.exec('delete from insights_period_zone');
  for (const statement of INSIGHTS_RECOUNT) await bulk.exec(statement);
  await bulk.finish(fillSteps.flatMap((s) => s.idTables ?? []));
  steps.push({
    name: bulk.dialect === 'postgres' ? 'counters, sequences, vacuum analyze' : 'counters, close',
    seconds: seconds(t),
    rows: {},
  });
  return steps;
}

async function timeCalls(database: Database, world: ScaleWorld, tmp: string): Promise<CallTiming[]> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmp, 'no-web-app'),
    LOGIN_LIMIT_PER_MEMBER: '1000000000',
    LOGIN_LIMIT_PER_ADDRESS: '1000000000',
  });
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  try {
    const members = world.members;
    if (!members) throw new Error('no members filled');
    const reg = members.registeredIndexes;
    const env: CallEnv = { database, app, world, ctx: { config, database, clock: systemClock }, callers: [] };
    for (let c = 0; c < Math.min(CALLERS, reg.length); c++) {
      const i = reg[Math.floor((c * reg.length) / CALLERS)] ?? 0;
      const memberNumber = members.memberNumber(i);
      const res = await app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload: { memberNumber, password: DEMO_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${memberNumber}: ${res.statusCode} ${res.body}`);
      env.callers.push({ memberId: i + 1, memberNumber, token: (res.json() as { token: string }).token });
    }
    const out: CallTiming[] = [];
    for (const call of scaleCalls) {
      if (only && !call.name.includes(only)) continue;
      const times: number[] = [];
      const runs = call.runs ?? 15;
      try {
        let i = 0;
        for (let w = 0; w < (call.warmup ?? 2); w++) await call.run(env, i++);
        for (let r = 0; r < runs; r++) {
          const t = performance.now();
          await call.run(env, i++);
          times.push(performance.now() - t);
        }
        out.push({
          name: call.name,
          runs,
          medianMs: round(median(times), 2),
          minMs: round(Math.min(...times), 2),
          maxMs: round(Math.max(...times), 2),
        });
        console.log(`    ${call.name}: median ${round(median(times), 2)} ms over ${runs}`);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        out.push({
          name: call.name,
          runs: times.length,
          medianMs: null,
          minMs: null,
          maxMs: null,
          error: message,
        });
        console.log(`    ${call.name}: FAILED ${message}`);
      }
    }
    return out;
  } finally {
    await app.close();
  }
}

async function runSize(
  dialect: Dialect,
  size: ScaleSize,
  tmp: string,
  pg: ThrowawayPostgres | null,
): Promise<SizeResult> {
  console.log(
    `\n[${dialect}] ${size.label}: ${size.members.toLocaleString('en-GB')} members, ${size.transfers.toLocaleString('en-GB')} transfers`,
  );
  const dbName = `scale_${size.label.replace(/\W+/g, '_')}`;
  const file = path.join(tmp, `${dbName}.db`);
  let url: string;
  if (dialect === 'sqlite') {
    url = `sqlite:${file}`;
  } else {
    if (!pg) throw new Error('no PostgreSQL server');
    const admin = openDatabase(pg.url, { poolSize: 1 });
    await sql.raw(`create database ${dbName}`).execute(admin.db);
    await admin.close();
    url = pg.url.replace(/\/[^/]*$/, `/${dbName}`);
  }
  const world: ScaleWorld = { now: new Date() };
  const started = performance.now();
  let database = openDatabase(url);
  await migrateToLatest(database);
  if (dialect === 'sqlite') await database.close();
  const steps = await fill(dialect === 'sqlite' ? sqliteBulk(file) : await postgresBulk(url), size, world);
  const fillSeconds = seconds(started);
  console.log(`    filled in ${fillSeconds} s`);
  if (dialect === 'sqlite') database = openDatabase(url);
  let databaseMiB: number | null = null;
  try {
    if (dialect === 'sqlite') databaseMiB = round(fs.statSync(file).size / 2 ** 20, 0);
    else {
      const { rows } = await sql<{
        bytes: number;
      }>`select pg_database_size(current_database()) as bytes`.execute(database.db);
      databaseMiB = round(Number(rows[0]?.bytes ?? 0) / 2 ** 20, 0);
    }
    const calls = await timeCalls(database, world, tmp);
    return { dialect, size, fillSeconds, fillSteps: steps, databaseMiB, calls };
  } finally {
    await database.close();
    if (dialect === 'sqlite' && !args.has('keep')) {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    } else if (dialect === 'sqlite') {
      console.log(`    kept ${file}`);
    } else if (pg) {
      const admin = openDatabase(pg.url, { poolSize: 1 });
      await sql.raw(`drop database ${dbName} with (force)`).execute(admin.db);
      await admin.close();
    }
  }
}

async function main() {
  console.log(
    `Scale benchmark at --scale=${scaleName}: big company ${JSON.stringify(big)}; base ${JSON.stringify(base)}.`,
  );
  console.log(
    'Only the foundation tables exist so far: recognitions, orders and nominations are planned, not filled.',
  );
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scale-'));
  const results: SizeResult[] = [];
  let pg: ThrowawayPostgres | null = null;
  const skipped: string[] = [];
  const started = performance.now();
  try {
    for (const dialect of dialects) {
      if (dialect === 'postgres') {
        if (!postgresAvailable()) {
          skipped.push('postgres (initdb/pg_ctl not found)');
          console.log('\nPostgreSQL binaries not found: skipping PostgreSQL.');
          continue;
        }
        pg = startPostgres();
      }
      try {
        for (const size of [base, big]) results.push(await runSize(dialect, size, tmp, pg));
      } finally {
        pg?.stop();
        pg = null;
      }
    }
  } finally {
    pg?.stop();
    if (!args.has('keep')) fs.rmSync(tmp, { recursive: true, force: true });
  }

  console.log('\nFill');
  printTable(
    ['database', 'size', 'members', 'transfers', 'fill s', 'database MiB'],
    results.map((r) => [
      r.dialect,
      r.size.label,
      r.size.members,
      r.size.transfers,
      r.fillSeconds,
      r.databaseMiB,
    ]),
  );
  for (const dialect of dialects) {
    const atBase = results.find((r) => r.dialect === dialect && r.size === base);
    const atBig = results.find((r) => r.dialect === dialect && r.size === big);
    if (!atBase || !atBig) continue;
    console.log(`\n${dialect}: median ms at ${big.label} and at ${base.label}`);
    printTable(
      ['call', `${big.label} ms`, `${base.label} ms`, 'ratio'],
      atBig.calls.map((c) => {
        const b = atBase.calls.find((x) => x.name === c.name);
        const ratio = c.medianMs !== null && b?.medianMs ? round(c.medianMs / b.medianMs, 1) : null;
        return [c.name, c.medianMs ?? `failed: ${c.error ?? ''}`, b?.medianMs ?? null, ratio];
      }),
    );
  }
  console.log(`\nTotal ${seconds(started)} s.${skipped.length ? ` Skipped: ${skipped.join(', ')}.` : ''}`);
  const report = {
    at: new Date().toISOString(),
    scale: scaleName,
    machine: {
      loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model ?? '',
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      node: process.version,
    },
    big,
    base,
    totalSeconds: seconds(started),
    skipped,
    results,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  // One file per scale, so a quick --scale=tiny run does not replace the full figures.
  const out = path.join(resultsDir, `scale-${scaleName}.json`);
  fs.writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
  console.log(`Written to ${path.relative(repoRoot, out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
