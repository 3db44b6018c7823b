/**
 * A module loaded the first time it is needed, then kept. An integration that is off, or a
 * screen nobody opens, costs the process neither start-up time nor the megabytes of memory its
 * library holds once loaded. A failed load is forgotten, so the next use tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
