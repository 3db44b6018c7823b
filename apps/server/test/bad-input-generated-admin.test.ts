import { describe, it } from 'vitest';
import { generatedHere, isAdminOrReport, useBadInputApp } from './support/bad-input.js';

/**
 * For every call of the admin and report areas the server answers: payloads generated from its
 * schema. Every answer is 2xx or 4xx, never 5xx; every 400 carries message and formErrors; the
 * ledger still audits clean.
 * The generated payloads are split over two files so two workers share them.
 */
const { survivesGenerated } = useBadInputApp();

describe.skipIf(!generatedHere)('generated bad input', () => {
  it('every answered admin or report call survives generated payloads', { timeout: 600_000 }, async () => {
    await survivesGenerated(isAdminOrReport);
  });
});
