/**
 * How long each part of `npm test` may take on the reference machine (2 cores), in seconds.
 * The summary compares every suite with its budget and names the ones over it; nothing fails on
 * a time (a timed test fails on a busy machine, not on slow code). The budgets add up to what
 * leaves `.ci/run` (install, format, lint, typecheck, then these) inside 20 minutes, so a suite
 * that outgrows its line is the one to make faster.
 */
export const SUITE_BUDGET_SECONDS: Readonly<Record<string, number>> = {
  unit: 75,
  'api (SQLite)': 150,
  'api (PostgreSQL)': 220,
  build: 45,
  'crash (SIGKILL under write load)': 40,
  'memory (20 parallel worst-case uploads)': 20,
  'memory (HR import of 226,000 rows)': 20,
  'multi-instance (PostgreSQL)': 40,
  'browser (Chromium)': 420,
};

/** The whole of `.ci/run`, install to last suite. */
export const CI_BUDGET_SECONDS = 20 * 60;
