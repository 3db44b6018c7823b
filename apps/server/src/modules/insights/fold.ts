import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { foldWaiting } from '../../db/fold-waiting.js';
import type { DB } from '../../db/schema.js';
import { foldStatements } from '../../db/migrations/0260_insights_division_points.js';
import { divisionHeadsFold } from '../../db/migrations/0270_insights_division_heads.js';
import { recognitionsFold } from '../../db/migrations/0280_insights_recognition_deltas.js';

/**
 * Roll-ups whose triggers append deltas instead of updating shared rows (so no transfer or move
 * waits on them, and a send does not pay for every roll-up it feeds), with the statements that
 * add a table's deltas to its sums in key order. Recognitions come first: folding them adds to
 * the member periods, whose triggers append division points deltas.
 */
const PENDING = [
  { table: 'insightsRecognitionsPending', what: 'recognition', fold: recognitionsFold },
  { table: 'insightsDivisionPointsPending', what: 'points', fold: foldStatements },
  { table: 'insightsDivisionHeadsPending', what: 'head count', fold: divisionHeadsFold },
] as const;

/**
 * Folds every waiting delta into its sums: before an insights answer reads them. A table with
 * nothing waiting costs one indexed read and no write.
 */
export async function foldPending(database: Database): Promise<void> {
  for (const { table, fold } of PENDING) await foldWaiting(database, table, fold(database.dialect));
}

/** Folds everything inside `trx` (the daily job); says how many deltas of each kind it folded. */
export async function foldAllIn(trx: Transaction<DB>, database: Database): Promise<string> {
  const counts: string[] = [];
  for (const { table, what, fold } of PENDING) {
    const { n } = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const statement of fold(database.dialect)) await sql.raw(statement).execute(trx);
    counts.push(`${Number(n)} ${what}`);
  }
  return `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)} deltas folded`;
}
