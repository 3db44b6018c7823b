import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import {
  configureDecodeQueue,
  decodeQueueState,
  defaultDecodeConcurrency,
  inDecodeQueue,
} from './decode-queue.js';
import { normalisePicture } from './normalise.js';
import { solid } from './test-images.js';

afterEach(() => configureDecodeQueue({ concurrency: 0, maxWaiting: 32 }));

describe('decode queue', () => {
  it('decodes at most N pictures at once, the rest wait their turn', async () => {
    configureDecodeQueue({ concurrency: 2, maxWaiting: 32 });
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, () => inDecodeQueue(work)));
    expect(most).toBe(2);
  });

  it('sends real uploads through the queue', async () => {
    configureDecodeQueue({ concurrency: 1, maxWaiting: 32 });
    const picture = await solid('png', 2000, 2000);
    const seen: number[] = [];
    const watch = setInterval(() => seen.push(decodeQueueState().active), 1);
    await Promise.all(Array.from({ length: 4 }, () => normalisePicture(picture)));
    clearInterval(watch);
    expect(Math.max(...seen)).toBe(1);
    expect(decodeQueueState()).toMatchObject({ active: 0, waiting: 0 });
  });

  it('turns uploads away with a 429 once the queue is full', async () => {
    configureDecodeQueue({ concurrency: 1, maxWaiting: 2 });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = [inDecodeQueue(() => gate), inDecodeQueue(() => gate), inDecodeQueue(() => gate)];
    await expect(inDecodeQueue(async () => 1)).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.statusCode === 429 && /try again/.test(e.message),
    );
    release();
    await Promise.all(held);
    await expect(inDecodeQueue(async () => 1)).resolves.toBe(1);
  });

  it('work that already holds a turn decodes within it, so an upload route cannot deadlock itself', async () => {
    configureDecodeQueue({ concurrency: 1, maxWaiting: 32 });
    const picture = await solid('png', 64, 64);
    const result = await inDecodeQueue(async () => normalisePicture(picture));
    expect(result.contentType).toBe('image/webp');
  });

  it('takes half the cores by default, at least one', () => {
    expect(defaultDecodeConcurrency()).toBeGreaterThanOrEqual(1);
    configureDecodeQueue({ concurrency: 0, maxWaiting: 32 });
    expect(decodeQueueState().concurrency).toBe(defaultDecodeConcurrency());
  });
});
