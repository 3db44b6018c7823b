import v8 from 'node:v8';

/**
 * How far V8 lets the heap grow past what survived the last full collection before it collects
 * again, in percent. Left to itself V8 picks up to four times what is live when collecting is
 * cheap, and for this server it is: the live heap is about 50 MiB (mostly code), and a
 * write-heavy minute grew the heap to 170 MiB and the process to 260–360 MiB of RSS, nearly all
 * of it garbage waiting. At 40 % the same load peaks under 200 MiB, for a few more full
 * collections of a small heap (each a few milliseconds, mostly off the request path). That
 * holds with `npm start`'s --no-allocation-site-pretenuring: with pretenuring, the sign-in
 * burst (requests that live a second, queued behind argon2) taught V8 to allocate request
 * objects straight into the old generation, and every later call paid a full collection
 * every 3 seconds instead of every 20.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
