import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditLedger } from '../src/ledger/index.js';
import { bodyFor } from './fuzz-arbitraries.js';
import { RUNS, generatedHere, isAdminOrReport, useBadInputApp } from './support/bad-input.js';

/**
 * For every call of the admin and report areas the server answers: payloads generated from its schema. Every answer is 2xx
 * or 4xx, never 5xx; every 400 carries message and formErrors; the ledger still audits clean.
 * The generated payloads are split over two files so two workers share them.
 */
const { t, answered, send, checkAnswer } = useBadInputApp();

describe.skipIf(!generatedHere)('generated bad input', () => {
  it('every answered admin or report call survives generated payloads', { timeout: 600_000 }, async () => {
    const calls = answered(isAdminOrReport);
    expect(calls.length).toBeGreaterThanOrEqual(5);
    for (const { call, tokenFor, schema } of calls) {
      await fc.assert(
        fc.asyncProperty(bodyFor(schema), async (body) => {
          const raw = JSON.stringify(body) ?? 'null';
          const res = await send(call.path, raw, await tokenFor());
          checkAnswer(call.path, raw, res.status, res.body);
        }),
        { numRuns: RUNS },
      );
    }
    const audit = await auditLedger(t.database.db);
    expect(audit.problems).toEqual([]);
  });
});
