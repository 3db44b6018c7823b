/**
 * A value shared by every request for a few seconds. Home's company-wide lists (today's
 * celebrations, Get To Know, recent shout-outs) are the same for every member, so under load
 * one query serves them all; a few seconds' staleness is invisible to a person. Per instance:
 * nothing here needs to agree across instances.
 */
export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return (): Promise<T> => {
    if (!value || now() - loadedAt >= ttlMs) {
      loadedAt = now();
      value = load().catch((err: unknown) => {
        value = null;
        throw err;
      });
    }
    return value;
  };
}
