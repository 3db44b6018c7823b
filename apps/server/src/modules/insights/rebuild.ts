import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { INSIGHTS_RECOUNT } from '../../db/migrations/0100_insights_rollups.js';

/**
 * Recounts the insights roll-ups from the recognitions and the ledger in one transaction, so
 * readers see the old figures or the new, never a half-filled table. Needed only after data
 * was loaded around the triggers (a bulk import with triggers off); the triggers keep them
 * otherwise.
 */
export async function rebuildInsights(db: Db): Promise<{ memberSlots: number }> {
  return db.transaction().execute(async (trx) => {
    for (const statement of INSIGHTS_RECOUNT) await sql.raw(statement).execute(trx);
    const row = await trx
      .selectFrom('insightsMemberSlots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { memberSlots: Number(row.n) };
  });
}
