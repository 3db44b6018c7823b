import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Kernel clock ticks per second, the unit of utime/stime in /proc/<pid>/stat (100 almost everywhere). */
function clockTicks(): number {
  try {
    const n = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isFinite(n) && n > 0 ? n : 100;
  } catch {
    return 100;
  }
}
const TICKS = clockTicks();

/**
 * CPU time (user + system, every thread) a process has used so far, in microseconds, from
 * /proc/<pid>/stat; null when unreadable (not Linux, process gone). CPU per request is steadier
 * than requests per second on a shared machine: other work slows the server down but does not
 * add to its own CPU time.
 */
export function readCpuMicros(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing bracket are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1_000_000) / TICKS;
  } catch {
    return null;
  }
}

/** Microseconds of CPU per answered request between two readings, or null without readings. */
export function cpuPerRequest(before: number | null, after: number | null, answered: number): number | null {
  if (before === null || after === null || answered <= 0) return null;
  return Math.round((after - before) / answered);
}

/**
 * Waits until process `pid` has been idle (under `idleShare` of one core) for a whole second,
 * at most `maxMs`. A call's deferred work (the outbox sending what a send wrote) would
 * otherwise run during the next call's measurement and be counted against it. Returns how
 * long it took and the CPU the process used meanwhile.
 */
export async function settle(pid: number, idleShare = 0.03, maxMs = 60_000) {
  const started = performance.now();
  const first = readCpuMicros(pid);
  let last = first;
  while (performance.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, 1_000));
    const now = readCpuMicros(pid);
    if (now === null || last === null) break;
    const idle = now - last < idleShare * 1_000_000;
    last = now;
    if (idle) break;
  }
  return {
    ms: Math.round(performance.now() - started),
    cpuMicros: first === null || last === null ? null : Math.round(last - first),
  };
}
