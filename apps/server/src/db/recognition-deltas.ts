import { sql } from 'kysely';
import type { Database } from './database.js';
import { recognitionsFold } from './migrations/0280_insights_recognition_deltas.js';

/**
 * Adds the recognitions waiting in insights_recognitions_pending to the insights roll-ups
 * (migration 0280), for a reader that needs them whole. With nothing waiting (always so on
 * PostgreSQL) it costs one indexed read and writes nothing.
 */
export async function foldRecognitionDeltas(database: Database): Promise<void> {
  const waiting = await database.db
    .selectFrom('insightsRecognitionsPending')
    .select('id')
    .limit(1)
    .executeTakeFirst();
  if (!waiting) return;
  await database.db.transaction().execute(async (trx) => {
    for (const statement of recognitionsFold(database.dialect)) await sql.raw(statement).execute(trx);
  });
}
