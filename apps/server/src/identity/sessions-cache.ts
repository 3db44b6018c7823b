import type { Db } from '../db/database.js';
import type { MemberRow } from '../db/schema.js';
import { feedFor } from '../db/changes.js';
import { findSessionByTokenHash, touchSessions } from './session-repository.js';
import { hashToken } from './tokens.js';

/**
 * Sessions with their members, kept in memory by the token presented, so that a request does
 * not read them from the database every time. The database holds only tokens' hashes (a copy
 * of it must not sign anyone in); in memory the key is the token itself, which the request
 * already holds, so a kept session costs no SHA-256 on every request.
 * A copy goes as soon as the database's change feed says a session ended or a member changed
 * (this instance's own writes at once; on PostgreSQL every instance's writes when they commit,
 * see db/changes.ts), and in any case after KEEP_MS: that bounds how long anything missed could
 * live. Last-seen times are written behind, in batches.
 */
const KEEP_MS = 5_000;
/** Entries kept at most: beyond that the oldest go (a burst of sign-ins must not grow memory). */
const MAX_ENTRIES = 20_000;

export interface KeptSession {
  session: { id: number; lastSeenAt: string; expiresAt: string; revokedAt: string | null };
  member: MemberRow;
}

interface Entry {
  found: Promise<KeptSession | null>;
  keptAt: number;
}

class SessionCache {
  entries = new Map<string, Entry>();
  /** Last-seen times waiting to be written: session id → time. */
  readonly pending = new Map<number, string>();
  flushing = false;

  constructor(private readonly db: Db) {}

  clear(): void {
    this.entries = new Map();
  }

  find(token: string): Promise<KeptSession | null> {
    const now = performance.now();
    const hit = this.entries.get(token);
    if (hit && now - hit.keptAt < KEEP_MS) return hit.found;
    const entries = this.entries;
    const found = findSessionByTokenHash(this.db, hashToken(token));
    // Only live sessions are kept; a miss is read again next time (the token may be mistyped once).
    found.then(
      (r) => {
        if (!r || r.session.revokedAt) entries.delete(token);
      },
      () => entries.delete(token),
    );
    entries.delete(token);
    entries.set(token, { found, keptAt: now });
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return found;
  }

  /** Records a session's last-seen time in the kept copy now and in the database soon. */
  touch(kept: KeptSession, at: string): void {
    kept.session.lastSeenAt = at;
    this.pending.set(kept.session.id, at);
    if (this.flushing) return;
    this.flushing = true;
    // One turn later: the touches of requests arriving together are written together.
    setImmediate(() => void this.flush());
  }

  async flush(): Promise<void> {
    const batch = [...this.pending];
    this.pending.clear();
    try {
      if (batch.length) await touchSessions(this.db, batch);
    } catch {
      // A lost last-seen time only shortens an idle session; the next touch writes it again.
    } finally {
      this.flushing = false;
      if (this.pending.size) this.touchLater();
    }
  }

  private touchLater(): void {
    this.flushing = true;
    setImmediate(() => void this.flush());
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database; null for a Kysely instance without a change feed (never kept). */
export function sessionCache(db: Db): SessionCache | null {
  const found = caches.get(db);
  if (found) return found;
  const feed = feedFor(db);
  if (!feed) return null;
  const cache = new SessionCache(db);
  feed.subscribe((change) => {
    if (change === null || change === 'sessions' || change === 'members') cache.clear();
  });
  caches.set(db, cache);
  return cache;
}
