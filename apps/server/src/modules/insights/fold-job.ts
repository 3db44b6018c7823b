import { sql } from 'kysely';
import type { ScheduledJob } from '../../jobs/scheduler.js';
import { foldStatements } from '../../db/migrations/0260_insights_division_points.js';
import { divisionHeadsFold } from '../../db/migrations/0270_insights_division_heads.js';

/**
 * Folds the per-division points and head count deltas once a day, so a company whose insights nobody opens
 * for months does not pile them up (reading points folds them too). Runs once per UTC day
 * across instances, in the job's claiming transaction.
 */
export const insightsFoldJob: ScheduledJob = {
  name: 'insights-fold',
  periodFor: async (_ctx, now) => now.toISOString().slice(0, 10),
  async run(trx, ctx) {
    const { n } = await trx
      .selectFrom('insightsDivisionPointsPending')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { heads } = await trx
      .selectFrom('insightsDivisionHeadsPending')
      .select((eb) => eb.fn.countAll<number>().as('heads'))
      .executeTakeFirstOrThrow();
    for (const statement of [
      ...foldStatements(ctx.database.dialect),
      ...divisionHeadsFold(ctx.database.dialect),
    ])
      await sql.raw(statement).execute(trx);
    return `${Number(n)} points and ${Number(heads)} head count deltas folded`;
  },
};
