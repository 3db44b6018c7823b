import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { INSIGHTS_RECOUNT } from '../../db/migrations/0100_insights_rollups.js';
import { INSIGHTS_RECOGNITION_DELTAS_RECOUNT } from '../../db/migrations/0280_insights_recognition_deltas.js';
import { rebuildPeriods } from './periods.js';

/**
 * Recounts the insights roll-ups from the recognitions and the ledger in one transaction, so
 * readers see the old figures or the new, never a half-filled table: the quarter-hour slots,
 * then the calendar periods of `timeZone` from them. Needed only after data was loaded around
 * the triggers (a bulk import with triggers off); the triggers keep them otherwise.
 */
export async function rebuildInsights(
  database: Database,
  timeZone: string,
): Promise<{ memberSlots: number; memberPeriods: number }> {
  return database.db.transaction().execute(async (trx) => {
    // Without a built period table the slot triggers leave the periods alone: they are
    // recounted once below, not once per slot row.
    await trx.deleteFrom('insightsPeriodZone').execute();
    for (const statement of [...INSIGHTS_RECOGNITION_DELTAS_RECOUNT, ...INSIGHTS_RECOUNT])
      await sql.raw(statement).execute(trx);
    await rebuildPeriods(trx, database.dialect, timeZone);
    const count = async (table: 'insightsMemberSlots' | 'insightsMemberPeriods') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      memberSlots: await count('insightsMemberSlots'),
      memberPeriods: await count('insightsMemberPeriods'),
    };
  });
}
