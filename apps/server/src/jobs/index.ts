import type { ScheduledJob } from './scheduler.js';

/** Every job the server schedules. Features add theirs here (birthday awards, allowance top-ups). */
export const SCHEDULED_JOBS: ScheduledJob[] = [];
