import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const recorder = fileURLToPath(new URL('../../test/fixtures/record-packages.mjs', import.meta.url));

/** Packages only some requests or an integration need: a started server must not have loaded them. */
const ON_FIRST_USE = [
  'stripe',
  '@slack/web-api',
  '@slack/socket-mode',
  'web-push',
  'undici',
  'openid-client',
  'sanitize-html',
  'nodemailer',
  'sharp',
  'heic-decode',
  '@faker-js/faker',
  'pg',
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function untilReady(url: string, exited: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !exited(); i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready');
}

describe('start-up', () => {
  it('serves without loading the packages that only some requests or integrations need', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-up-'));
    const record = path.join(dir, 'packages.txt');
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', recorder, main], {
      env: {
        ...process.env,
        RECORD_PACKAGES_TO: record,
        DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`,
        DEMO_DATA: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let exited = false;
    child.once('exit', () => (exited = true));
    try {
      await untilReady(`http://127.0.0.1:${port}/readyz`, () => exited);
      // A first request through the whole stack, as a visitor's would be.
      const branding = await fetch(`http://127.0.0.1:${port}/api/site/branding`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(branding.status).toBe(200);
      const loaded = new Set(fs.readFileSync(record, 'utf8').split('\n'));
      // The recorder works: the server's own packages are there.
      expect(loaded).toContain('fastify');
      expect(loaded).toContain('better-sqlite3');
      expect(ON_FIRST_USE.filter((p) => loaded.has(p))).toEqual([]);
    } finally {
      child.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
