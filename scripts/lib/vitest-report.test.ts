import { describe, expect, it } from 'vitest';
import { failuresOf, type VitestReport } from './vitest-report.js';

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
    expect(lines).toEqual(['b.test.ts: Hook timed out in 60000ms.']);
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
