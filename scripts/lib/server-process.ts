import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
const main = path.join(root, 'apps/server/dist/main.js');

/** Builds the app when the server bundle is missing. */
export function ensureBuilt(): void {
  if (fs.existsSync(main)) return;
  const run = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error('build failed');
}

/**
 * A port the OS says is free now. A random number in a fixed range can collide with the
 * ephemeral ports the machine hands to outgoing connections and other listeners.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hooks, no flush — a power cut as far as the process knows. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the built server with the given environment and waits until /readyz answers. */
/** The key the scripts' servers seal integration secrets with; a script's own set-up uses it too. */
export const TEST_SECRETS_KEY = '5ec0'.repeat(16);

export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      // Production stores integration secrets only under a key of its own (decision 041).
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() > deadline) throw new Error('server not ready within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** POSTs JSON; network failures come back as status 0. */
export async function post(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed };
  } catch {
    return { status: 0, body: null };
  }
}

/**
 * A server for a memory measurement: its own SQLite file in `dir`, sign-ins unlimited, and the
 * allocator set as `npm start` sets it (see the README's security notes), so the peak measured
 * is the one a deployment would see.
 */
export async function startMeasuredServer(dir: string): Promise<ServerProcess> {
  return startServer(
    {
      DATABASE_URL: `sqlite:${path.join(dir, 'portal.db')}`,
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
    await freePort(),
  );
}
