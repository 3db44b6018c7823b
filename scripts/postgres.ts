import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts a throwaway PostgreSQL server from the installed binaries for tests and benchmarks.
 * The binaries refuse to run as root, so as root they run as the `postgres` system user.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

function findBin(name: string): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const p = path.join(root, v, 'bin', name);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

export function postgresAvailable(): boolean {
  return findBin('initdb') !== null && findBin('pg_ctl') !== null;
}

// Below Linux's ephemeral range (32768–60999), so no outgoing connection already holds the port.
export function startPostgres(port = 20000 + Math.floor(Math.random() * 9000)): ThrowawayPostgres {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(bin, args, { stdio: 'pipe', cwd: dir });
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=256MB',
  ].join(' ');
  run(pgCtl, ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
