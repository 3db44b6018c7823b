import type { AppContext } from '../http/context.js';
import type { Change } from './changes.js';

export interface CachedCopiesOptions {
  /** Writes to any of these tables (null: anything may have changed) drop every kept copy. */
  tables: ReadonlySet<Change>;
  /** Copies kept; past it the longest-kept goes first. */
  max: number;
  /** A copy is read again after this long whatever happens (a safety net, not the rule). */
  maxAgeMs: number;
}

/**
 * Copies of what the database says, kept in memory until a write to a table they read drops
 * them. Each such write is told by the change feed as it runs, again when its transaction ends,
 * and on PostgreSQL by every instance's notice at COMMIT (data_version on SQLite for other
 * processes); the feed names tables, not rows, so any of them drops every copy.
 */
export class CachedCopies<K, V> {
  readonly #kept = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    readonly ctx: AppContext,
    readonly options: CachedCopiesOptions,
  ) {
    ctx.database.changes.subscribe((change) => {
      if (options.tables.has(change)) this.#kept.clear();
    });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.ctx.clock.now().getTime();
    const kept = this.#kept.get(key);
    if (kept && now - kept.at < this.options.maxAgeMs) return kept.value;
    // Kept from the start of the load: a write while it runs drops it, so a load that read
    // before the write is never served after it.
    const value = load();
    const entry = { at: now, value };
    this.#kept.delete(key);
    this.#kept.set(key, entry);
    if (this.#kept.size > this.options.max) this.#kept.delete(this.#kept.keys().next().value!);
    value.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    });
    return value;
  }
}

/** One set of copies per app context (tests build several apps in one process). */
export function cachedPer<K, V>(options: CachedCopiesOptions) {
  const perContext = new WeakMap<AppContext, CachedCopies<K, V>>();
  return (ctx: AppContext): CachedCopies<K, V> => {
    let copies = perContext.get(ctx);
    if (!copies) {
      copies = new CachedCopies<K, V>(ctx, options);
      perContext.set(ctx, copies);
    }
    return copies;
  };
}
