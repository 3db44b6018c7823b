/**
 * `npm run test:memory-import`: the built server on a fresh SQLite demo database checks two HR
 * files: 226,000 rows (9 MB, over the 100,000-row cap) and 100,000 rows of new members (at the
 * cap, the most one import holds). While each is checked `/healthz` must answer within a second,
 * and the server's peak resident memory (VmHWM) must stay under the README's 400 MB. Prints
 * 'import memory: N passed, N failed'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, post, startMeasuredServer } from './lib/server-process.js';

const LIMIT_MB = 400;
const HEALTH_MS = 1000;
const HEADER =
  'member_number,first_name,surname,email,mobile,division,cluster,manager_number,hire_date,birth_day,birth_month,status,job_title';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-import-memory-'));

const checks: Array<{ name: string; ok: boolean; detail?: string }> = [];
const check = (name: string, ok: boolean, detail?: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

/** Peak resident memory of a process since it started (VmHWM), in MB. */
function peakOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024);
}

/** An HR file of `n` new members of the demo division Sales-Field. */
function hrFile(n: number, prefix: string): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i += 1) lines.push(`${prefix}${i},Ann,Lee,,,Sales-Field,,,,,,active,`);
  return lines.join('\n');
}

ensureBuilt();
const server = await startMeasuredServer(dir);
try {
  const pid = server.child.pid!;
  const login = await post(`${server.url}/api/member/login`, {
    memberNumber: '100008',
    password: 'Recognise2026',
  });
  const token = (login.body as { token: string }).token;
  console.log(`server before the imports: ${peakOf(pid)} MB peak so far`);

  for (const [label, rows, prefix, expected] of [
    ['226,000 rows (over the cap)', 226_000, 'X', 'failed'],
    ['100,000 new members (at the cap)', 100_000, 'Y', 'previewed'],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([hrFile(rows, prefix)], { type: 'text/csv' }), 'hr.csv');
    const started = Date.now();
    const res = await fetch(`${server.url}/api/admin/peopleimportstart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { jobId } = (await res.json()) as { jobId: string };
    const answered = Date.now() - started;
    let status = 'validating';
    let slowest = 0;
    let samples = 0;
    while (status === 'validating' && Date.now() - started < 300_000) {
      const asked = Date.now();
      await (await fetch(`${server.url}/healthz`)).arrayBuffer();
      slowest = Math.max(slowest, Date.now() - asked);
      samples += 1;
      status = (
        (await post(`${server.url}/api/admin/peopleimportstatus`, { jobId }, token)).body as {
          status: string;
        }
      ).status;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`${label}: answered in ${answered} ms, checked in ${seconds} s, ${samples} health checks`);
    check(
      `${label}: the upload is answered at once`,
      res.status === 200 && answered < 5_000,
      `${answered} ms`,
    );
    check(`${label}: ends ${expected}`, status === expected, status);
    check(
      `${label}: /healthz answers within ${HEALTH_MS} ms meanwhile`,
      slowest < HEALTH_MS,
      `slowest ${slowest} ms`,
    );
    const peak = peakOf(pid);
    check(`${label}: the server stays under ${LIMIT_MB} MB resident`, peak < LIMIT_MB, `peak ${peak} MB`);
  }
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
const failed = checks.filter((c) => !c.ok).length;
console.log(`import memory: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
