import type { ScheduledJob } from './scheduler.js';
import { birthdayAwardsJob } from '../modules/community/birthday-awards.js';
import { pifTopupJob } from '../modules/admin/budgets/pif-topup.js';
import { chatCelebrationsJob } from '../modules/chat/index.js';

/** Every job the server schedules. Features add theirs here (birthday awards, allowance top-ups). */
export const SCHEDULED_JOBS: ScheduledJob[] = [birthdayAwardsJob, pifTopupJob, chatCelebrationsJob];
