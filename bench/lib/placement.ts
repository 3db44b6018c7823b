import os from 'node:os';
import { spawnSync } from 'node:child_process';

/**
 * On a small machine the load generator and the server must not fight over one core. With
 * `taskset` (util-linux) and two or more CPUs, the server runs on CPU 0 and this process
 * (the autocannon load generator, all its threads) on CPU 1. Without it, both float and
 * the figures say so.
 */
export interface Placement {
  pinned: boolean;
  /** Prefix for the server's command line (empty when not pinned). */
  serverPrefix: string[];
  serverCpu: string;
  loadCpu: string;
  description: string;
}

export function hasTaskset(): boolean {
  const res = spawnSync('taskset', ['--version'], { stdio: 'ignore' });
  return res.status === 0;
}

export function placeProcesses(): Placement {
  const cpus = os.availableParallelism();
  if (!hasTaskset()) {
    return {
      pinned: false,
      serverPrefix: [],
      serverCpu: 'any',
      loadCpu: 'any',
      description: `not pinned: taskset (util-linux) not found; server and load generator share all ${cpus} CPUs`,
    };
  }
  if (cpus < 2) {
    return {
      pinned: false,
      serverPrefix: [],
      serverCpu: '0',
      loadCpu: '0',
      description:
        'not pinned: only one CPU, so server and load generator share it (figures are pessimistic)',
    };
  }
  const res = spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { encoding: 'utf8' });
  if (res.status !== 0) {
    return {
      pinned: false,
      serverPrefix: [],
      serverCpu: 'any',
      loadCpu: 'any',
      description: `not pinned: taskset failed (${res.stderr.trim()}); server and load generator share ${cpus} CPUs`,
    };
  }
  return {
    pinned: true,
    serverPrefix: ['taskset', '-c', '0'],
    serverCpu: '0',
    loadCpu: '1',
    description:
      `server pinned to CPU 0 (taskset -c 0 node …); load generator (autocannon, in this process, all threads) pinned to CPU 1 ` +
      `(taskset -a -p -c 1 ${process.pid}); ${cpus} CPUs available`,
  };
}
