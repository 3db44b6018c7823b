/**
 * `npm test`: every suite in turn — unit, API on SQLite, the same API files on PostgreSQL,
 * then the browser tests against the built app. Under CI=true a suite that cannot run
 * (no PostgreSQL binaries, no Chromium) fails instead of being skipped.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from './postgres.js';
import { chromiumPath } from '../e2e/support/chromium.js';
import { failuresOf, type VitestReport } from './lib/vitest-report.js';

const ci = process.env.CI === 'true';
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp', 'test-results');
fs.mkdirSync(outDir, { recursive: true });

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  note?: string;
  /** Each failed test: file, name and the first line of why, for the summary. */
  failures?: string[];
}
const results: SuiteResult[] = [];

function vitest(name: string, project: string, env: Record<string, string> = {}): void {
  const out = path.join(outDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  fs.rmSync(out, { force: true });
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failures: string[] = [];
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as VitestReport;
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    failures = failuresOf(report, root);
  }
  const ok = run.status === 0 && passed > 0;
  results.push({
    name,
    passed,
    failed,
    skipped,
    ok,
    note: `${Math.round((Date.now() - started) / 1000)} s`,
    failures,
  });
}

function unavailable(name: string, why: string): void {
  console.log(`\n=== ${name} === ${ci ? 'FAILED' : 'skipped'}: ${why}`);
  results.push({ name, passed: 0, failed: ci ? 1 : 0, skipped: ci ? 0 : 1, ok: !ci, note: why });
}

vitest('unit', 'unit');
vitest('api (SQLite)', 'api', { TEST_DB: 'sqlite' });

let pg: ThrowawayPostgres | null = null;
let pgUrl = process.env.TEST_DATABASE_URL ?? '';
if (!pgUrl && postgresAvailable()) {
  pg = startPostgres();
  pgUrl = pg.url;
}
try {
  if (pgUrl) vitest('api (PostgreSQL)', 'api', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl });
  else unavailable('api (PostgreSQL)', 'no PostgreSQL binaries and no TEST_DATABASE_URL');
} finally {
  pg?.stop();
}

/** A script that prints '<name>: N passed, N failed' as its last line. */
function script(name: string, file: string, env: Record<string, string> = {}): void {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', file], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout ?? '');
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(run.stdout ?? '');
  const passed = Number(m?.[1] ?? 0);
  const failed = Number(m?.[2] ?? 1);
  results.push({
    name,
    passed,
    failed,
    skipped: 0,
    ok: run.status === 0 && failed === 0 && passed > 0,
    note: `${Math.round((Date.now() - started) / 1000)} s`,
  });
}

console.log('\n=== building the app ===');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  results.push({ name: 'build', passed: 0, failed: 1, skipped: 0, ok: false });
} else {
  script('crash (SIGKILL under write load)', 'scripts/crash-test.ts');
  script('memory (20 parallel worst-case uploads)', 'scripts/upload-memory-test.ts');
  if (postgresAvailable() || process.env.TEST_DATABASE_URL)
    script('multi-instance (PostgreSQL)', 'scripts/multi-instance-test.ts');
  else unavailable('multi-instance (PostgreSQL)', 'no PostgreSQL binaries and no TEST_DATABASE_URL');
  if (chromiumPath()) vitest('browser (Chromium)', 'e2e');
  else unavailable('browser (Chromium)', 'Chromium not found (apt-get install chromium)');
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
  );
  for (const f of r.failures ?? []) console.log(`       × ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed =
  results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
const skipped = results.reduce((n, r) => n + r.skipped, 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
