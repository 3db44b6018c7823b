/**
 * `npm test`: every suite — unit, the API files on SQLite and on PostgreSQL, then the browser
 * tests against the built app. Under CI=true a suite that cannot run (no PostgreSQL binaries, no
 * Chromium) fails instead of being skipped.
 *
 * The summary gives each suite's wall time against its budget (scripts/test-budgets.ts) and its
 * ten slowest files, and, when `.ci/run` recorded them, the times of the steps before the tests.
 * Nothing fails on a time.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { postgresAvailable, startPostgres, type ThrowawayPostgres } from './postgres.js';
import { chromiumPath } from '../e2e/support/chromium.js';
import { failuresOf, slowestFiles, type VitestReport } from './lib/vitest-report.js';
import { CI_BUDGET_SECONDS, SUITE_BUDGET_SECONDS } from './test-budgets.js';

const ci = process.env.CI === 'true';
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.tmp', 'test-results');
fs.mkdirSync(outDir, { recursive: true });
const startedAll = Date.now();
/** The API files: most share their worker's modules, a few run isolated (vitest.config.ts). */
const API_PROJECTS = ['api', 'api-isolated'];

interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  seconds?: number;
  note?: string;
  /** Each failed test: file, name and the first line of why, for the summary. */
  failures?: string[];
  slowest?: string[];
}
const results: SuiteResult[] = [];

const elapsed = (since: number) => Math.round((Date.now() - since) / 1000);

/**
 * Runs a command. With `quiet`, its output is kept and printed whole when it ends, so two suites
 * running side by side do not interleave their lines.
 */
function run(
  command: string,
  args: string[],
  opts: { env?: Record<string, string>; quiet?: boolean; capture?: boolean; header?: string } = {},
): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', opts.quiet || opts.capture ? 'pipe' : 'inherit', opts.quiet ? 'pipe' : 'inherit'],
    });
    let stdout = '';
    let all = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      all += chunk.toString('utf8');
    });
    child.stderr?.on('data', (chunk: Buffer) => (all += chunk.toString('utf8')));
    child.on('exit', (status) => {
      if (opts.quiet) process.stdout.write((opts.header ?? '') + all);
      resolve({ status, stdout });
    });
  });
}

async function vitest(
  name: string,
  projects: string[],
  env: Record<string, string> = {},
  quiet = false,
): Promise<void> {
  const out = path.join(outDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  fs.rmSync(out, { force: true });
  console.log(`\n=== ${name} ===${quiet ? ' (output when it ends)' : ''}`);
  const started = Date.now();
  const done = await run(
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env, quiet },
  );
  if (quiet) console.log(`=== ${name} ended ===`);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let failures: string[] = [];
  let slowest: string[] = [];
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as VitestReport;
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
    failures = failuresOf(report, root);
    slowest = slowestFiles(report, root, 10);
  }
  results.push({
    name,
    passed,
    failed,
    skipped,
    ok: done.status === 0 && passed > 0,
    seconds: elapsed(started),
    failures,
    slowest,
  });
}

function unavailable(name: string, why: string): void {
  console.log(`\n=== ${name} === ${ci ? 'FAILED' : 'skipped'}: ${why}`);
  results.push({ name, passed: 0, failed: ci ? 1 : 0, skipped: ci ? 0 : 1, ok: !ci, note: why });
}

/**
 * A script that prints '<name>: N passed, N failed' as its last line. Its output is printed
 * whole when it ends, under its name, so scripts running side by side do not interleave.
 */
async function script(name: string, file: string): Promise<void> {
  const started = Date.now();
  const done = await run('npx', ['tsx', file], { quiet: true, capture: true, header: `\n=== ${name} ===\n` });
  const m = /(\d+) passed, (\d+) failed\s*$/.exec(done.stdout);
  const passed = Number(m?.[1] ?? 0);
  const failed = Number(m?.[2] ?? 1);
  results.push({
    name,
    passed,
    failed,
    skipped: 0,
    ok: done.status === 0 && failed === 0 && passed > 0,
    seconds: elapsed(started),
  });
}

/** Runs the steps one after another; a step that fails does not stop the ones after it. */
async function lane(...steps: Array<() => Promise<void>>): Promise<void> {
  for (const step of steps) await step();
}

async function main(): Promise<void> {
  // The unit files and the component tests (two projects: vitest.config.ts), as one suite.
  await vitest('unit', ['unit', 'components']);

  // The API files on the two databases. Each waits on its database (fsync on SQLite, the
  // server's round trips on PostgreSQL) for part of its time, so side by side they fill the
  // two cores better than one after the other.
  let pg: ThrowawayPostgres | null = null;
  let pgUrl = process.env.TEST_DATABASE_URL ?? '';
  if (!pgUrl && postgresAvailable()) {
    pg = startPostgres();
    pgUrl = pg.url;
  }
  try {
    // With both databases, the generated bad-input payloads run on PostgreSQL only (decision 062).
    const fuzz: Record<string, string> = pgUrl ? { FUZZ_DB: 'postgres' } : {};
    const sqlite = vitest('api (SQLite)', API_PROJECTS, { TEST_DB: 'sqlite', ...fuzz }, Boolean(pgUrl));
    if (pgUrl)
      await Promise.all([
        sqlite,
        vitest(
          'api (PostgreSQL)',
          API_PROJECTS,
          { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl, ...fuzz },
          true,
        ),
      ]);
    else {
      await sqlite;
      unavailable('api (PostgreSQL)', 'no PostgreSQL binaries and no TEST_DATABASE_URL');
    }
  } finally {
    pg?.stop();
  }

  console.log('\n=== build ===');
  const buildStarted = Date.now();
  const build = await run('npm', ['run', 'build']);
  results.push({
    name: 'build',
    passed: 0,
    failed: build.status === 0 ? 0 : 1,
    skipped: 0,
    ok: build.status === 0,
    seconds: elapsed(buildStarted),
  });
  if (build.status !== 0) return;
  // Each of these scripts keeps one core busy for most of its time, waiting on its servers and
  // databases for the rest: in two lanes they fill the two cores.
  const multi = () =>
    postgresAvailable() || process.env.TEST_DATABASE_URL
      ? script('multi-instance (PostgreSQL)', 'scripts/multi-instance-test.ts')
      : Promise.resolve(
          unavailable('multi-instance (PostgreSQL)', 'no PostgreSQL binaries and no TEST_DATABASE_URL'),
        );
  await Promise.all([
    lane(() => script('crash (SIGKILL under write load)', 'scripts/crash-test.ts')),
    lane(
      () => script('memory (20 parallel worst-case uploads)', 'scripts/upload-memory-test.ts'),
      () => script('memory (HR import of 226,000 rows)', 'scripts/import-memory-test.ts'),
      multi,
    ),
  ]);
  if (chromiumPath()) await vitest('browser (Chromium)', ['e2e']);
  else unavailable('browser (Chromium)', 'Chromium not found (apt-get install chromium)');
}

/** The steps `.ci/run` took before `npm test`, as it recorded them ("name seconds" a line). */
function ciSteps(): Array<{ name: string; seconds: number }> {
  const file = process.env.CI_STEP_TIMES;
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => /^(.+) (\d+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1]!, seconds: Number(m[2]) }));
}

function printSummary(): void {
  console.log('\n=== summary ===');
  for (const r of results) {
    for (const line of r.slowest?.length ? [`slowest files of ${r.name}:`, ...r.slowest] : [])
      console.log(`  ${line}`);
  }
  console.log('');
  const steps = ciSteps();
  for (const s of steps) console.log(`     ${s.name}: ${s.seconds} s`);
  const over: string[] = [];
  for (const r of results) {
    const budget = SUITE_BUDGET_SECONDS[r.name];
    const time =
      r.seconds === undefined
        ? ''
        : ` — ${r.seconds} s${budget ? ` of a ${budget} s budget${r.seconds > budget ? ', OVER' : ''}` : ''}`;
    if (budget && r.seconds !== undefined && r.seconds > budget)
      over.push(`${r.name} (${r.seconds} s > ${budget} s)`);
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${time}${r.note ? ` (${r.note})` : ''}`,
    );
    for (const f of r.failures ?? []) console.log(`       × ${f}`);
  }
  const testSeconds = elapsed(startedAll);
  const before = steps.reduce((n, s) => n + s.seconds, 0);
  console.log(
    steps.length
      ? `time: ${before + testSeconds} s for .ci/run (${before} s before npm test, ${testSeconds} s in it) of a ${CI_BUDGET_SECONDS} s budget${before + testSeconds > CI_BUDGET_SECONDS ? ', OVER' : ''}`
      : `time: ${testSeconds} s in npm test`,
  );
  console.log(over.length ? `over budget: ${over.join(', ')}` : 'every suite within its budget');
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed =
    results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

await main();
printSummary();
process.exit(results.every((r) => r.ok) ? 0 : 1);
