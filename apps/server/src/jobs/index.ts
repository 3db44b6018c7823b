import type { ScheduledJob } from './scheduler.js';
import { pifTopupJob } from '../modules/admin/budgets/pif-topup.js';

/** Every job the server schedules. Features add theirs here (birthday awards, allowance top-ups). */
export const SCHEDULED_JOBS: ScheduledJob[] = [pifTopupJob];
