import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { readCpuMicros } from './cpu.js';

/**
 * The ceiling every call is compared with: a bare Fastify route, loaded so that the server's
 * core is the bottleneck. Two things hold it back otherwise, and both made earlier ceilings
 * too low (and every ratio too kind): a load generator sharing the server's core, and a load
 * generator doing work of its own for each request (building headers and bodies in a
 * callback). So the ceiling sends one fixed request (autocannon writes the same bytes again),
 * and its figure is refused unless the server's process was busy for nearly the whole run.
 */

/** The least share of one core the bare server must use during the ceiling run. */
export const MIN_SERVER_BUSY = 0.9;
/** The least number of CPUs: one for the server, one for the load generator. */
export const MIN_CPUS = 2;

export interface CeilingRun {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Server CPU (user + system) per request during the measured window, in microseconds. */
  cpuMicrosPerRequest: number | null;
  /** The server's CPU time over the measured window's wall time: 1 is one core fully busy. */
  serverBusyShare: number | null;
}

const FIXED_REQUEST = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: '{}',
};

/**
 * Loads `url` with a fixed request from this process: a warm-up run first, then the measured
 * run, with the server's CPU read around the measured run alone.
 */
export async function measureCeiling(opts: {
  url: string;
  pid: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}): Promise<CeilingRun> {
  const load = (duration: number) =>
    autocannon({ url: opts.url, connections: opts.connections, duration, ...FIXED_REQUEST });
  if (opts.warmupSeconds > 0) await load(opts.warmupSeconds);
  const cpuBefore = readCpuMicros(opts.pid);
  const started = performance.now();
  const result = await load(opts.durationSeconds);
  const wallMicros = (performance.now() - started) * 1000;
  const cpuAfter = readCpuMicros(opts.pid);
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const answered = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    requests: answered,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMicrosPerRequest: cpu === null || answered === 0 ? null : Math.round(cpu / answered),
    serverBusyShare: cpu === null ? null : cpu / wallMicros,
  };
}

/**
 * The reference the ceiling is checked against: autocannon's own command line in a process of
 * its own (it inherits this process's CPU, the load generator's), sending the same fixed
 * request. Returns its requests per second.
 */
export async function referenceRequestsPerSecond(opts: {
  url: string;
  connections: number;
  durationSeconds: number;
}): Promise<number> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [
    cli,
    '--json',
    '--connections',
    String(opts.connections),
    '--duration',
    String(opts.durationSeconds),
    '--method',
    FIXED_REQUEST.method,
    '--headers',
    'content-type=application/json',
    '--body',
    FIXED_REQUEST.body,
    opts.url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
  const parsed = JSON.parse(output) as { requests: { average: number } };
  return parsed.requests.average;
}

/**
 * Why a ceiling figure cannot be trusted, or null when it can: fewer than two CPUs, server and
 * load generator not on cores of their own, or a server that was not kept busy.
 */
export function ceilingRefusal(run: CeilingRun, cpus: number, pinned: boolean): string | null {
  if (cpus < MIN_CPUS)
    return `${cpus} CPU available: the server and the load generator would share a core (needs ${MIN_CPUS})`;
  if (!pinned) return 'the server and the load generator are not pinned to cores of their own (taskset)';
  if (run.serverBusyShare === null) return "the server's CPU time could not be read";
  if (run.serverBusyShare < MIN_SERVER_BUSY)
    return (
      `the bare server was busy ${(run.serverBusyShare * 100).toFixed(0)} % of the run ` +
      `(needs ${MIN_SERVER_BUSY * 100} %): the load generator, not the server, set the pace`
    );
  return null;
}
