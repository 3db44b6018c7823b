/**
 * A value made at its first use. For Intl formatters: the first one a page builds costs tens of
 * milliseconds on a phone (the browser loads its locale data), which at module level lands in
 * the task that evaluates the app, whether or not the screen formats anything.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
