import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';

/**
 * A fixed-window counter kept in the database, so the limit holds across every server
 * instance. Returns false once the bucket has had `limit` hits in the current window.
 */
export async function hitRateLimit(
  db: Db | Transaction<DB>,
  bucket: string,
  limit: number,
  windowMinutes: number,
  now: Date,
  /** How many hits this one is (the members one comment mentions). */
  hits = 1,
): Promise<boolean> {
  const windowMs = windowMinutes * 60_000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket, windowStart, hits })
    .onConflict((oc) =>
      oc.columns(['bucket', 'windowStart']).doUpdateSet({ hits: sql`rate_limits.hits + ${hits}` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits <= limit;
}

/** Old windows are of no use; drop them now and then. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowStart', '<', before.toISOString()).execute();
}
