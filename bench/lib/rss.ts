import fs from 'node:fs';

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS); null when unreadable. */
export function readRss(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m?.[1] ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs` and keeps the peak since the last `takePeak()`. */
export class RssSampler {
  private peak = 0;
  private overall = 0;
  /** What the benchmark is doing now, so the overall peak can say when it happened. */
  phase = 'starting';
  private overallAt = '';
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    everyMs = 100,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  private sample(): void {
    const rss = readRss(this.pid);
    if (rss === null) return;
    if (rss > this.peak) this.peak = rss;
    if (rss > this.overall) {
      this.overall = rss;
      this.overallAt = this.phase;
    }
  }

  /** Peak since the previous call (or the start), then starts a new period. */
  takePeak(): number | null {
    this.sample();
    const p = this.peak;
    this.peak = 0;
    return p > 0 ? p : null;
  }

  get overallPeak(): number | null {
    return this.overall > 0 ? this.overall : null;
  }

  /** The phase during which the overall peak was sampled. */
  get overallPeakPhase(): string {
    return this.overallAt;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export const mib = (bytes: number | null) =>
  bytes === null ? null : Math.round((bytes / 1048576) * 10) / 10;
