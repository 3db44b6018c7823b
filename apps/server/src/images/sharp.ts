import type Sharp from 'sharp';
import { onFirstUse } from '../lib/on-first-use.js';

/**
 * sharp (libvips), loaded when a picture is first decoded: most requests never touch one, and
 * the library with its native part costs tens of megabytes of memory once loaded.
 */
export const loadSharp: () => Promise<typeof Sharp> = onFirstUse(() =>
  import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps decoded regions for reuse; every upload is a different
    // picture, so the cache only holds memory.
    sharp.cache(false);
    return sharp;
  }),
);
