import { sql } from 'kysely';
import type { Database } from './database.js';
import { preparedRead } from './prepared-query.js';
import { recognitionsFold } from './migrations/0280_insights_recognition_deltas.js';

/** Tables of deltas waiting to be folded into the sums they feed (insights roll-ups). */
export type WaitingTable =
  'insightsRecognitionsPending' | 'insightsDivisionPointsPending' | 'insightsDivisionHeadsPending';

/** Asked before every answer that reads a roll-up (My Recognition's counts each time): prepared once. */
const firstWaiting = preparedRead((db, _values: object, table: WaitingTable) =>
  db.selectFrom(table).select('id').limit(1),
);

/**
 * Runs `statements` in one transaction if `table` holds a waiting delta. With nothing waiting it
 * costs one indexed read and writes nothing; with no statements (a table the dialect never
 * fills, such as the recognitions' deltas on PostgreSQL) it reads nothing either.
 */
export async function foldWaiting(database: Database, table: WaitingTable, statements: string[]) {
  if (statements.length === 0) return;
  if ((await firstWaiting(database.db, {}, table)).length === 0) return;
  await database.db.transaction().execute(async (trx) => {
    for (const statement of statements) await sql.raw(statement).execute(trx);
  });
}

/**
 * Adds the recognitions waiting in insights_recognitions_pending to the insights roll-ups
 * (migration 0280), for a reader that needs them whole. Nothing waits on PostgreSQL, where
 * triggers add each recognition to the roll-ups in its own transaction.
 */
export const foldRecognitionDeltas = (database: Database) =>
  foldWaiting(database, 'insightsRecognitionsPending', recognitionsFold(database.dialect));
