import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { INSIGHTS_PERIODS_RECOUNT } from '../../db/migrations/0150_insights_periods.js';
import { INSIGHTS_PERIOD_POINTS_RECOUNT } from '../../db/migrations/0160_insights_period_points.js';
import { INSIGHTS_PERIOD_FLOWS_RECOUNT } from '../../db/migrations/0170_insights_period_flows.js';
import { INSIGHTS_HEADS_RECOUNT } from '../../db/migrations/0180_insights_heads.js';
import { dayStart, slotOf } from './period.js';

/**
 * The period roll-ups (migration 0150) are built for one time zone: a month is a different
 * range of slots in London than in Johannesburg. The period table covers these years; a period
 * outside them is read from the slots, as a custom period is.
 */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

type PeriodRow = { kind: 'month' | 'quarter' | 'year'; period: string; startSlot: string; endSlot: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Every month, quarter and year of the covered years, as slot ranges in `timeZone`. */
export function periodRows(timeZone: string): PeriodRow[] {
  const monthStart: string[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR + 1; y++)
    for (let m = 1; m <= 12; m++) monthStart.push(slotOf(dayStart(`${y}-${pad(m)}-01`, timeZone)));
  const rows: PeriodRow[] = [];
  const at = (y: number, m: number) => monthStart[(y - FIRST_YEAR) * 12 + (m - 1)]!;
  for (let y = FIRST_YEAR; y <= LAST_YEAR; y++) {
    rows.push({ kind: 'year', period: String(y), startSlot: at(y, 1), endSlot: at(y + 1, 1) });
    for (let q = 1; q <= 4; q++) {
      const end = q === 4 ? at(y + 1, 1) : at(y, q * 3 + 1);
      rows.push({ kind: 'quarter', period: `${y}-Q${q}`, startSlot: at(y, q * 3 - 2), endSlot: end });
    }
    for (let m = 1; m <= 12; m++) {
      const end = m === 12 ? at(y + 1, 1) : at(y, m + 1);
      rows.push({ kind: 'month', period: `${y}-${pad(m)}`, startSlot: at(y, m), endSlot: end });
    }
  }
  return rows;
}

/** The time zone the period roll-ups were built for, or null before the first build. */
async function builtFor(db: Db | Transaction<DB>): Promise<string | null> {
  const row = await db
    .selectFrom('insightsPeriodZone')
    .select('timeZone')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.timeZone ?? null;
}

/** Whether the period roll-ups answer for `timeZone` (else a period is read from the slots). */
export async function periodRollupsReady(db: Db, timeZone: string): Promise<boolean> {
  return (await builtFor(db)) === timeZone;
}

/**
 * Refills the period table for `timeZone` and recounts the period roll-ups from the member
 * slots, inside the caller's transaction. On PostgreSQL the roll-ups are locked first, so a
 * recognition committed meanwhile by another instance is either counted here or waits and is
 * counted by its own trigger against the new periods.
 */
export async function rebuildPeriods(trx: Transaction<DB>, dialect: Database['dialect'], timeZone: string) {
  if (dialect === 'postgres')
    await sql`lock table insights_member_periods, insights_group_periods, insights_division_periods,
      insights_flow_periods, insights_value_periods, insights_group_heads in exclusive mode`.execute(trx);
  // No roll-up trigger counts while the tables are refilled (the zone row says they are built).
  await trx.deleteFrom('insightsPeriodZone').execute();
  await trx.deleteFrom('insightsPeriods').execute();
  const rows = periodRows(timeZone);
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('insightsPeriods')
      .values(rows.slice(i, i + 500))
      .execute();
  for (const statement of [
    ...INSIGHTS_PERIODS_RECOUNT,
    ...INSIGHTS_PERIOD_POINTS_RECOUNT,
    ...INSIGHTS_PERIOD_FLOWS_RECOUNT,
    // Not a period roll-up, but loaded around the triggers with them (a bulk import).
    ...INSIGHTS_HEADS_RECOUNT,
  ])
    await sql.raw(statement).execute(trx);
  await trx.insertInto('insightsPeriodZone').values({ id: 1, timeZone }).execute();
  // The planner must know the new row counts: with the statistics of the emptied tables it
  // reads a member's periods by scanning instead of by key.
  if (dialect === 'postgres')
    await sql`analyze insights_member_periods, insights_group_periods, insights_division_periods,
      insights_flow_periods, insights_value_periods, insights_group_heads`.execute(trx);
}

/**
 * Builds the period roll-ups for `timeZone` unless they already answer for it: at start-up
 * (a new database, or the time zone changed in the configuration) and when an admin changes
 * the company's time zone. Returns whether it rebuilt.
 */
export async function ensurePeriods(database: Database, timeZone: string): Promise<boolean> {
  if ((await builtFor(database.db)) === timeZone) return false;
  return database.db.transaction().execute(async (trx) => {
    if ((await builtFor(trx)) === timeZone) return false;
    await rebuildPeriods(trx, database.dialect, timeZone);
    return true;
  });
}
