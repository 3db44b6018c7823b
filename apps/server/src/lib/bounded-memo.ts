/**
 * Remembers what `compute` gave for each key, up to `max` keys; past that it starts afresh. For
 * values that never change for their key (a month's bounds in a time zone, a signature), where
 * old keys simply stop being asked for, so dropping them all at once costs nothing worth an LRU.
 */
export function boundedMemo<V>(max: number, compute: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= max) kept.clear();
      value = compute(key);
      kept.set(key, value);
    }
    return value;
  };
}
