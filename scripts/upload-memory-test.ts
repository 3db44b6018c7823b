/**
 * `npm run test:memory`: the built server on a fresh SQLite demo database takes 20 uploads of
 * a 50-megapixel 16-bit PNG at once (the most pixels a picture may have, at the widest depth:
 * what costs the most to decode). Every upload must succeed and the server's peak resident
 * memory (VmHWM) must stay under 400 MB. Prints 'memory: N passed, N failed'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ensureBuilt, post, startMeasuredServer } from './lib/server-process.js';

const PARALLEL = Number(process.env.MEMORY_UPLOADS ?? 20);
const LIMIT_MB = 400;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-memory-'));

const checks: Array<{ name: string; ok: boolean; detail?: string }> = [];
const check = (name: string, ok: boolean, detail?: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

/** Resident memory of a process in MB: now (VmRSS) and the peak since it started (VmHWM). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

ensureBuilt();
// 7071 × 7071 = 50.0 megapixels, RGBA at 16 bits a sample: 400 MB once decoded, 4 MB as a file.
const png = await sharp({
  create: { width: 7071, height: 7071, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } },
})
  .toColourspace('rgb16')
  .png({ compressionLevel: 1 })
  .toBuffer();

const server = await startMeasuredServer(dir);
try {
  const pid = server.child.pid!;
  const login = await post(`${server.url}/api/member/login`, {
    memberNumber: '100001',
    password: 'Recognise2026',
  });
  const token = (login.body as { token: string }).token;
  const before = memoryOf(pid);
  console.log(`server before the uploads: ${before.rss} MB resident, ${before.peak} MB peak so far`);

  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const form = new FormData();
      form.append('filePic', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'huge.png');
      const res = await fetch(`${server.url}/api/member/profilepicupload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(300_000),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const after = memoryOf(pid);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${PARALLEL} uploads in ${seconds} s; peak resident memory ${after.peak} MB`);
  check(
    `all ${PARALLEL} parallel uploads of a 50-megapixel 16-bit PNG succeed`,
    statuses.every((s) => s === 200),
    statuses.join(' '),
  );
  check(`the server stays under ${LIMIT_MB} MB resident`, after.peak < LIMIT_MB, `peak ${after.peak} MB`);
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
const failed = checks.filter((c) => !c.ok).length;
console.log(`memory: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
