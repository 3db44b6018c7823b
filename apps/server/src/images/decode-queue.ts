import os from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import sharp from 'sharp';
import { HttpError } from '../lib/errors.js';

/**
 * Decoding a picture costs memory in proportion to its pixels — about 120 MB for a
 * 50-megapixel 16-bit PNG however small the file — so pictures are decoded a few at a time,
 * by one queue for the whole process, and uploads beyond the queue's length are turned away
 * with a 429 rather than held in memory. Half the cores by default (one on two cores):
 * decoding is CPU-bound, so more at once would not finish sooner either.
 */
export const defaultDecodeConcurrency = () => Math.max(1, Math.floor(os.availableParallelism() / 2));

export const DECODE_BUSY_MESSAGE =
  'Many pictures are being processed right now. Please try again in a moment.';

const limit: LimitFunction = pLimit(defaultDecodeConcurrency());
let maxWaiting = 32;

// libvips' operation cache keeps decoded regions for reuse; every upload is a different
// picture, so the cache only holds memory.
sharp.cache(false);

/** Sets the queue from the configuration (0 concurrency: from the cores). */
export function configureDecodeQueue(opts: { concurrency: number; maxWaiting: number }): void {
  const concurrency = opts.concurrency || defaultDecodeConcurrency();
  if (limit.concurrency !== concurrency) limit.concurrency = concurrency;
  maxWaiting = opts.maxWaiting;
}

/** Runs one decode when a slot is free; refuses at once when too many already wait. */
export function inDecodeQueue<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= maxWaiting) return Promise.reject(new HttpError(429, DECODE_BUSY_MESSAGE));
  return limit(work);
}

/** For tests and operators: how many decodes run and wait now. */
export const decodeQueueState = () => ({
  concurrency: limit.concurrency,
  active: limit.activeCount,
  waiting: limit.pendingCount,
});
