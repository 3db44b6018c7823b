import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { DB } from './schema.js';
import { ChangeWatchPlugin, type Change, type ChangeFeed, type WatchedTable } from './changes.js';

type Q = Db | Transaction<DB>;

/** The change feed of the database a query runs on, found through its plugin (a transaction's too). */
function feedOf(db: Q): ChangeFeed | undefined {
  for (const plugin of db.getExecutor().plugins) if (plugin instanceof ChangeWatchPlugin) return plugin.feed;
  return undefined;
}

/**
 * One value read from the database and cached per database until a write to any of `tables`
 * (told by the change feed: this instance's writes as they run and when their transaction
 * ends, every instance's on PostgreSQL when it commits, other processes' on SQLite through
 * data_version). For small facts every request asks, such as whether any webhook endpoint is
 * on. A write told while the value is being read drops it, so a read that began before the
 * write is never kept after it.
 */
export function cachedValue<V>(tables: readonly WatchedTable[], read: (db: Q) => Promise<V>) {
  const watched = new Set<Change>([...tables, null]);
  const kept = new WeakMap<ChangeFeed, { value: Promise<V> | null }>();
  return (db: Q): Promise<V> => {
    const feed = feedOf(db);
    if (!feed) return read(db);
    let slot = kept.get(feed);
    if (!slot) {
      const fresh: { value: Promise<V> | null } = { value: null };
      feed.subscribe((change) => {
        if (watched.has(change)) fresh.value = null;
      });
      kept.set(feed, (slot = fresh));
    }
    if (slot.value) return slot.value;
    const value = read(db);
    const holder = slot;
    holder.value = value;
    value.catch(() => {
      if (holder.value === value) holder.value = null;
    });
    return value;
  };
}
