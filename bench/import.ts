/**
 * HR import benchmark (`npm run bench:import`): a 30,000-row HR file against the demo company,
 * on SQLite and (when its binaries are installed) PostgreSQL. Times the three steps a
 * programme admin waits for: checking every row, comparing with the programme (the preview),
 * and applying in one transaction; first as a first load (29,240 new members), then as a
 * monthly file (1,000 changed, 200 leaving, 100 new).
 *
 * Then the monthly Pay It Forward top-up over that company, with every active member registered:
 * one transaction, as the scheduled job runs it.
 *
 * Options: --rows=N (default 30000), --db=sqlite,postgres (default both when available)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database, type Dialect } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { loadDemoCompany } from '../apps/server/src/demo/load-demo.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { exportHrCsv } from '../apps/server/src/modules/admin/people/hr-export.js';
import { parseHrFile } from '../apps/server/src/modules/admin/people/hr-file.js';
import { applyImport } from '../apps/server/src/modules/admin/people/import-apply.js';
import { planImport } from '../apps/server/src/modules/admin/people/import-plan.js';
import { auditLedger } from '../apps/server/src/ledger/index.js';
import { runPifTopup } from '../apps/server/src/modules/admin/budgets/pif-topup.js';
import { postgresAvailable, startPostgres } from '../scripts/postgres.js';
import { intArg, parseArgs } from './lib/args.js';
import { printTable, round } from './lib/format.js';

const args = parseArgs();
const ROWS = intArg(args, 'rows', 30_000);
const dialects = (args.get('db') ?? (postgresAvailable() ? 'sqlite,postgres' : 'sqlite'))
  .split(',')
  .map((d) => (d === 'pg' ? 'postgres' : d)) as Dialect[];

const DIVISIONS = [
  'MKT-GB',
  'FIN-GB',
  'HR-GB',
  'DIG-GB',
  'PD-GB',
  'SF-GB',
  'CC-IE',
  'SCM-IE',
  'RET-ZA',
  'MFG-ZA',
  'MKT-ZA',
];

/** The demo's members plus new people up to `rows`: one in 20 new people manages the next 19. */
function firstLoad(demo: string[][], rows: number): string[][] {
  const [header, ...members] = demo;
  const out = [header!, ...members];
  let manager = '';
  for (let i = 0; out.length <= rows; i++) {
    const n = String(500_000 + i);
    if (i % 20 === 0) manager = n;
    out.push([
      n,
      `First${i}`,
      `Surname${i}`,
      `person${i}@example.com`,
      `+44 7700 ${String(100_000 + (i % 900_000)).slice(0, 6)}`,
      DIVISIONS[i % DIVISIONS.length]!,
      '',
      i % 20 === 0 ? '' : manager,
      '2024-01-15',
      String((i % 28) + 1),
      String((i % 12) + 1),
      'active',
      'Associate',
    ]);
  }
  return out;
}

/** A month later: 1,000 people move division, 200 leave, 100 join. */
function monthly(file: string[][]): string[][] {
  const [header, ...rows] = file.map((r) => [...r]);
  const col = (name: string) => header!.indexOf(name);
  const generated = rows.filter((r) => Number(r[col('member_number')]) >= 500_000);
  const managers = new Set(rows.map((r) => r[col('manager_number')]));
  generated.slice(0, 1000).forEach((r, i) => (r[col('division')] = DIVISIONS[(i + 3) % DIVISIONS.length]!));
  generated
    .filter((r) => !managers.has(r[col('member_number')]))
    .slice(-200)
    .forEach((r) => (r[col('status')] = 'leaver'));
  for (let i = 0; i < 100; i++)
    rows.push([
      String(900_000 + i),
      `New${i}`,
      `Joiner${i}`,
      '',
      '',
      'DIG-GB',
      'GB',
      '',
      '',
      '',
      '',
      'active',
      '',
    ]);
  return [header!, ...rows];
}

async function time<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await fn();
  return [result, performance.now() - started];
}

async function measure(database: Database, label: string, csv: string) {
  const ctx = { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, clock: systemClock };
  const [file, checkMs] = await time(() => parseHrFile(csv));
  const [plan, compareMs] = await time(() => planImport(database.db, file));
  const actor = { memberId: null, label: 'bench' };
  const [, applyMs] = await time(() =>
    database.db
      .transaction()
      .execute((trx) => applyImport(trx, ctx, actor, file, { fileName: `${label}.csv`, importId: label })),
  );
  const c = plan.preview.counts;
  return {
    label,
    rows: file.total,
    ...c,
    checkMs,
    compareMs,
    applyMs,
    totalMs: checkMs + compareMs + applyMs,
  };
}

/** The top-up of a month no run has touched yet, for every active member once registered. */
async function measureTopup(database: Database) {
  const ctx = { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, clock: systemClock };
  const at = new Date().toISOString();
  await database.db
    .updateTable('members')
    .set({ registeredAt: at })
    .where('registeredAt', 'is', null)
    .execute();
  const [summary, ms] = await time(() =>
    database.db.transaction().execute((trx) => runPifTopup(trx, ctx, '2099-01', new Date())),
  );
  return { members: summary.members, points: summary.points, ms };
}

const results: Array<Awaited<ReturnType<typeof measure>> & { db: string }> = [];
const topups: Array<Awaited<ReturnType<typeof measureTopup>> & { db: string }> = [];
for (const dialect of dialects) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
  const pg = dialect === 'postgres' ? startPostgres() : null;
  const database = openDatabase(pg ? pg.url : `sqlite:${path.join(dir, 'portal.db')}`);
  try {
    await migrateToLatest(database);
    await loadDemoCompany(database, { now: new Date() });
    const demo = Papa.parse<string[]>(await exportHrCsv(database.db), { skipEmptyLines: true }).data;
    const first = firstLoad(demo, ROWS);
    results.push({ db: dialect, ...(await measure(database, 'first load', Papa.unparse(first))) });
    results.push({ db: dialect, ...(await measure(database, 'monthly file', Papa.unparse(monthly(first)))) });
    topups.push({ db: dialect, ...(await measureTopup(database)) });
    const audit = await auditLedger(database.db);
    if (!audit.ok) throw new Error(`ledger audit failed after the import: ${audit.problems.join('; ')}`);
  } finally {
    await database.close();
    pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const s = (ms: number) => round(ms / 1000, 2);
printTable(
  ['db', 'file', 'rows', 'new', 'changed', 'leaving', 'errors', 'check s', 'compare s', 'apply s', 'total s'],
  results.map((r) => [
    r.db,
    r.label,
    r.rows,
    r.new,
    r.changed,
    r.leaving,
    r.errors,
    s(r.checkMs),
    s(r.compareMs),
    s(r.applyMs),
    s(r.totalMs),
  ]),
);
console.log('');
printTable(
  ['db', 'Pay It Forward top-up: members', 'points granted', 'one transaction s'],
  topups.map((r) => [r.db, r.members, r.points, s(r.ms)]),
);
const slowest = Math.max(...results.map((r) => r.totalMs));
console.log(
  `Slowest import: ${s(slowest)} s (${slowest < 60_000 ? 'under' : 'OVER'} the one-minute target).`,
);
process.exitCode = slowest < 60_000 ? 0 : 1;
