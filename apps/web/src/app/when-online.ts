import { offlineFailure } from '../lib/api';

/**
 * A screen's chunk, however long the device is offline: a chunk not kept by the service worker
 * cannot load then, so the offline screen says so (as for a call) and the chunk loads once the
 * device is back online, instead of the screen failing for good.
 */
export async function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (err) {
      if (navigator.onLine) throw err;
      offlineFailure.set(true);
      await new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      );
    }
  }
}
