import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { HttpError } from '../lib/errors.js';

/**
 * Decoding a picture costs memory in proportion to its pixels — about 120 MB for a
 * 50-megapixel 16-bit PNG however small the file — so pictures are decoded a few at a time,
 * by one queue for the whole process. Upload routes take their turn before reading the body,
 * so uploads waiting their turn stay in the network's buffers, not in memory; more waiting
 * than the queue's length are turned away with a 429. Half the cores by default (one on two
 * cores): decoding is CPU-bound, so more at once would not finish sooner either.
 */
export const defaultDecodeConcurrency = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

export const DECODE_BUSY_MESSAGE =
  'Many pictures are being processed right now. Please try again in a moment.';

const limit: LimitFunction = pLimit(defaultDecodeConcurrency());
let maxWaiting = 32;
// Work already holding a turn (an upload route) decodes within it instead of queueing again.
const holdsTurn = new AsyncLocalStorage<boolean>();

/** Sets the queue from the configuration (0 concurrency: from the cores). */
export function configureDecodeQueue(opts: { concurrency: number; maxWaiting: number }): void {
  const concurrency = opts.concurrency || defaultDecodeConcurrency();
  if (limit.concurrency !== concurrency) limit.concurrency = concurrency;
  maxWaiting = opts.maxWaiting;
}

/** Runs `work` when a turn is free; refuses at once when too many already wait. */
export function inDecodeQueue<T>(work: () => Promise<T>): Promise<T> {
  if (holdsTurn.getStore()) return work();
  if (limit.pendingCount >= maxWaiting) return Promise.reject(new HttpError(429, DECODE_BUSY_MESSAGE));
  return limit(() => holdsTurn.run(true, work));
}

/** For tests and operators: how many decodes run and wait now. */
export const decodeQueueState = () => ({
  concurrency: limit.concurrency,
  active: limit.activeCount,
  waiting: limit.pendingCount,
});
