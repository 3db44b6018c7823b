import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded when a picture is first decoded: most requests never touch one, and
 * the library with its native part costs tens of megabytes of memory once loaded.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps decoded regions for reuse; every upload is a different
    // picture, so the cache only holds memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
