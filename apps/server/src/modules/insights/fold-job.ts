import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { foldAllIn } from './fold.js';

/**
 * Folds the per-division points and head count deltas once a day, so a company whose insights
 * nobody opens for months does not pile them up (every answer folds them too). Runs once per
 * UTC day across instances, in the job's claiming transaction.
 */
export const insightsFoldJob: ScheduledJob = {
  name: 'insights-fold',
  periodFor: async (_ctx, now) => now.toISOString().slice(0, 10),
  run: (trx, ctx) => foldAllIn(trx, ctx.database),
};
