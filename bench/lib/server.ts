import fs from 'node:fs';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  pid: number;
  url: string;
  /** The last lines the process printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts `command` (with the placement prefix, e.g. `taskset -c 0`, which execs the program so
 * the pid is the server's own) and waits until GET `readyPath` answers 200.
 */
export async function startServer(opts: {
  command: string[];
  env: Record<string, string>;
  cwd: string;
  port: number;
  readyPath: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const [bin, ...args] = opts.command;
  if (!bin) throw new Error('empty command');
  const child: ChildProcess = spawn(bin, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // BENCH_SERVER_LOG=<file> keeps everything the server prints (e.g. with --trace-gc).
  const log = process.env.BENCH_SERVER_LOG ? fs.createWriteStream(process.env.BENCH_SERVER_LOG) : null;
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited !== undefined)
      throw new Error(
        `${opts.command.join(' ')} exited (${exited}) before it was ready:\n${lines.join('\n')}`,
      );
    try {
      const res = await fetch(url + opts.readyPath, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `${opts.command.join(' ')} not ready after ${opts.timeoutMs ?? 180_000} ms:\n${lines.join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.pid === undefined) throw new Error('server has no pid');
  return {
    pid: child.pid,
    url,
    output: () => lines.join('\n'),
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * How the benchmarks start the portal: the production build with the node flags and allocator
 * settings `npm start` gives it (README, Configuration), on a SQLite file, sign-in limits lifted.
 */
export function portalServer(opts: {
  serverPrefix: string[];
  main: string;
  dbFile: string;
  port: number;
  nodeArgs?: string[];
}) {
  return {
    command: [
      ...opts.serverPrefix,
      process.execPath,
      '--max-semi-space-size=8',
      '--no-allocation-site-pretenuring',
      ...(opts.nodeArgs ?? []),
      opts.main,
    ],
    env: {
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      DATABASE_URL: `sqlite:${opts.dbFile}`,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_MEMBER: '1000000000',
      LOGIN_LIMIT_PER_ADDRESS: '1000000000',
    },
    port: opts.port,
    readyPath: '/readyz',
  };
}
