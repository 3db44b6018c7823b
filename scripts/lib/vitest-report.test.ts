import { describe, expect, it } from 'vitest';
import { failuresOf, slowestFiles, type VitestReport } from './vitest-report.js';

const report = (testResults: VitestReport['testResults']): VitestReport => ({
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults,
});

describe("npm test's summary of failures", () => {
  it('names each failed test with its file and the first line of why', () => {
    const lines = failuresOf(
      report([
        {
          name: '/repo/apps/server/src/a.test.ts',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            {
              status: 'failed',
              fullName: 'a fails',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:2:42'],
            },
          ],
        },
      ]),
      '/repo',
    );
    expect(lines).toEqual(['apps/server/src/a.test.ts > a fails: AssertionError: expected 1 to be 2']);
  });

  it('names a file that failed before any of its tests ran', () => {
    const lines = failuresOf(
      report([
        { name: '/repo/b.test.ts', message: 'Hook timed out in 60000ms.\nmore', assertionResults: [] },
      ]),
      '/repo',
    );
    expect(lines).toEqual(['b.test.ts: Hook timed out in 60000ms. ⏎ more']);
  });

  it("keeps the message's lines before its stack, so a timeout names its locator", () => {
    const lines = failuresOf(
      report([
        {
          name: '/repo/e2e/pwa.spec.ts',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'works offline',
              failureMessages: [
                "TimeoutError: locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n  - waiting for getByRole('status')\n\n    at pwa.spec.ts:80:3",
              ],
            },
          ],
        },
      ]),
      '/repo',
    );
    expect(lines).toEqual([
      "e2e/pwa.spec.ts > works offline: TimeoutError: locator.waitFor: Timeout 30000ms exceeded. ⏎ Call log: ⏎ - waiting for getByRole('status')",
    ]);
  });

  it('has nothing to say of a report without failures', () => {
    expect(
      failuresOf(
        report([{ name: '/repo/c.test.ts', assertionResults: [{ status: 'passed', fullName: 'c' }] }]),
        '/repo',
      ),
    ).toEqual([]);
  });
});

describe("npm test's slowest files", () => {
  it('lists the files that took longest, slowest first, with their seconds', () => {
    const lines = slowestFiles(
      report([
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 3_500 },
        { name: '/repo/b.test.ts', startTime: 1_000, endTime: 13_000 },
        { name: '/repo/c.test.ts', startTime: 2_000, endTime: 2_400 },
      ]),
      '/repo',
      2,
    );
    expect(lines).toEqual(['  12.0 s  b.test.ts', '   2.5 s  a.test.ts']);
  });
});
