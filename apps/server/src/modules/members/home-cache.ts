import type { THomeData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { Change } from '../../db/changes.js';

type MemberHome = Pick<THomeData, 'memberData' | 'homeStats'>;

/** Members whose Home is kept; past it the longest-kept goes first. */
const MAX_MEMBERS = 5_000;
/** A kept Home is read again after this long whatever happens (a safety net, not the rule). */
const MAX_AGE_MS = 60_000;

/**
 * What Home shows about a member (profile, balances, counters) changes only when the member's
 * row, a balance, a counter, a division or the programme settings change; each of those writes
 * is told by the change feed as it runs, again when its transaction ends, and on PostgreSQL by
 * every instance's notice at COMMIT (data_version on SQLite for other processes). Any of them
 * drops every kept Home: a send changes two members' balances and the funding account's, and
 * the feed names tables, not rows. Between writes, Home costs no statement for the member.
 */
const HOME_TABLES = new Set<Change>([
  null,
  'members',
  'settings',
  'ledger_accounts',
  'member_counters',
  'divisions',
]);

interface Kept {
  at: number;
  value: Promise<MemberHome>;
}

class HomeCache {
  readonly #kept = new Map<number, Kept>();

  constructor(readonly ctx: AppContext) {
    ctx.database.changes.subscribe((change) => {
      if (HOME_TABLES.has(change)) this.#kept.clear();
    });
  }

  get(memberId: number, load: () => Promise<MemberHome>): Promise<MemberHome> {
    const now = this.ctx.clock.now().getTime();
    const kept = this.#kept.get(memberId);
    if (kept && now - kept.at < MAX_AGE_MS) return kept.value;
    // Kept from the start of the load: a write while it runs drops it, so a load that read
    // before the write is never served after it.
    const value = load();
    const entry = { at: now, value };
    this.#kept.delete(memberId);
    this.#kept.set(memberId, entry);
    if (this.#kept.size > MAX_MEMBERS) this.#kept.delete(this.#kept.keys().next().value!);
    value.catch(() => {
      if (this.#kept.get(memberId) === entry) this.#kept.delete(memberId);
    });
    return value;
  }
}

const caches = new WeakMap<AppContext, HomeCache>();

/** The member's part of Home, kept per member until a change drops it (one cache per app context). */
export function keptHome(
  ctx: AppContext,
  memberId: number,
  load: () => Promise<MemberHome>,
): Promise<MemberHome> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new HomeCache(ctx);
    caches.set(ctx, cache);
  }
  return cache.get(memberId, load);
}
