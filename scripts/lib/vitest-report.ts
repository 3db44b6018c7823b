import path from 'node:path';

/** What `npm test` reads of vitest's JSON report. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/**
 * The failed tests of a report, one line each. The summary is the part of a long run's output
 * that is always read, so it must name what failed, not only how many.
 */
export function failuresOf(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      const why = reasonOf(t.failureMessages?.[0] ?? '');
      lines.push(`${where} > ${t.fullName}: ${why}`);
    }
    // A file that failed before any test ran (a set-up error) has no failed test to name.
    if (failedTests.length === 0 && file.message) lines.push(`${where}: ${reasonOf(file.message)}`);
  }
  return lines;
}

/**
 * Why a test failed, on one line: the message's lines before its stack trace, joined with ' ⏎ '
 * and kept to 600 characters. A browser test's timeout names its locator on the second line, and
 * a string comparison lists its problems there, so the first line alone is not enough.
 */
export function reasonOf(message: string): string {
  const lines: string[] = [];
  for (const line of message.split('\n')) {
    if (/^\s+at /.test(line)) break;
    if (line.trim() !== '') lines.push(line.trim());
  }
  const reason = lines.join(' ⏎ ');
  return reason.length > 600 ? `${reason.slice(0, 599)}…` : reason;
}

/**
 * The `count` files of a report that took longest, slowest first, as `seconds  path`. A suite's
 * time is spent in a few files; the summary names them so the next speed-up starts there.
 */
export function slowestFiles(report: VitestReport, root: string, count = 10): string[] {
  return (report.testResults ?? [])
    .filter((f) => f.startTime !== undefined && f.endTime !== undefined)
    .map((f) => ({ where: path.relative(root, f.name), ms: f.endTime! - f.startTime! }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((f) => `${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.where}`);
}
