import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived the last full collection before it collects
 * again, in percent. Left to itself V8 picks up to four times what is live when collecting is
 * cheap, and for this server it is: the live heap is small (mostly code), and a write-heavy
 * load grows the process several times over, nearly all of it garbage waiting (figures in
 * docs/performance.md). A lower limit keeps the peak well under the memory budget, for a few more full
 * collections of a small heap (each a few milliseconds, mostly off the request path). That
 * holds with `npm start`'s --no-allocation-site-pretenuring: with pretenuring, the sign-in
 * burst (requests that live a second, queued behind argon2) taught V8 to allocate request
 * objects straight into the old generation, and every later call paid for far more
 * frequent full collections.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
