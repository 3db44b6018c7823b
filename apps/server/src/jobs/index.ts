import type { ScheduledJob } from '../scheduling/scheduler.js';
import { birthdayAwardsJob } from '../modules/community/index.js';
import { leaverHoldsJob, pifTopupJob } from '../modules/admin/index.js';
import { retentionJob } from '../modules/people-data/index.js';
import { paymentsReconcileJob } from '../modules/payments/index.js';
import { chatCelebrationsJob } from '../modules/chat/index.js';
import { insightsFoldJob, insightsMonthlyJob } from '../modules/insights/index.js';

/** Every job the server schedules. Features add theirs here (birthday awards, allowance top-ups). */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  birthdayAwardsJob,
  pifTopupJob,
  leaverHoldsJob,
  retentionJob,
  paymentsReconcileJob,
  chatCelebrationsJob,
  insightsMonthlyJob,
  insightsFoldJob,
];
