import { inject } from 'vitest';

/** What one worker's files run against: a built server and the SQLite file it writes. */
export interface Stack {
  baseURL: string;
  databaseFile: string;
}

/** This worker's stack. Vitest numbers its workers from 1 (VITEST_POOL_ID). */
function stack(): Stack {
  const stacks = inject('stacks');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return stacks[(worker - 1) % stacks.length]!;
}

/** The address of this worker's server. */
export const baseURL = (): string => stack().baseURL;

/** This worker's server's SQLite file, so tests can read what an operator would (the outbox). */
export const databaseFile = (): string => stack().databaseFile;
