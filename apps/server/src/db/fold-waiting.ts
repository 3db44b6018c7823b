import { sql } from 'kysely';
import type { Database } from './database.js';
import { recognitionsFold } from './migrations/0280_insights_recognition_deltas.js';

/** Tables of deltas waiting to be folded into the sums they feed (insights roll-ups). */
export type WaitingTable =
  'insightsRecognitionsPending' | 'insightsDivisionPointsPending' | 'insightsDivisionHeadsPending';

/**
 * Runs `statements` in one transaction if `table` holds a waiting delta. With nothing waiting it
 * costs one indexed read and writes nothing.
 */
export async function foldWaiting(database: Database, table: WaitingTable, statements: string[]) {
  const waiting = await database.db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  if (!waiting) return;
  await database.db.transaction().execute(async (trx) => {
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}

/**
 * Adds the recognitions waiting in insights_recognitions_pending to the insights roll-ups
 * (migration 0280), for a reader that needs them whole (always nothing on PostgreSQL).
 */
export const foldRecognitionDeltas = (database: Database) =>
  foldWaiting(database, 'insightsRecognitionsPending', recognitionsFold(database.dialect));
