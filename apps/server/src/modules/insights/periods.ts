import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { INSIGHTS_PERIODS_RECOUNT } from '../../db/migrations/0150_insights_periods.js';
import { INSIGHTS_PERIOD_POINTS_RECOUNT } from '../../db/migrations/0160_insights_period_points.js';
import { INSIGHTS_PERIOD_FLOWS_RECOUNT } from '../../db/migrations/0170_insights_period_flows.js';
import { INSIGHTS_HEADS_RECOUNT } from '../../db/migrations/0180_insights_heads.js';
import { INSIGHTS_RUNS_RECOUNT } from '../../db/migrations/0240_insights_recognised_runs.js';
import { INSIGHTS_HISTOGRAM_RECOUNT } from '../../db/migrations/0250_insights_received_histogram.js';
import { INSIGHTS_DIVISION_POINTS_RECOUNT } from '../../db/migrations/0260_insights_division_points.js';
import { INSIGHTS_DIVISION_HEADS_RECOUNT } from '../../db/migrations/0270_insights_division_heads.js';
import { recognitionsFold } from '../../db/migrations/0280_insights_recognition_deltas.js';
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

/** The first slot of each month of the covered years and the January after, in `timeZone`. */
function monthStarts(timeZone: string): string[] {
  const starts: string[] = [];
  for (let y = FIRST_YEAR; y <= LAST_YEAR + 1; y++)
    for (let m = 1; m <= 12; m++) starts.push(slotOf(dayStart(`${y}-${pad(m)}-01`, timeZone)));
  return starts;
}

const DAY_MS = 86_400_000;
const EPOCH_DAY = Date.UTC(FIRST_YEAR, 0, 1);

/** A calendar day ('YYYY-MM-DD') as the number the day roll-ups use: days since 1 January 2000. */
export const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - EPOCH_DAY) / DAY_MS);
};

const slotMs = (slot: string) => Date.parse(`${slot}:00.000Z`);
const msSlot = (ms: number) => new Date(ms).toISOString().slice(0, 16);

/**
 * Every day of the covered years with its first slot in `timeZone`. Working each midnight out
 * in the zone takes a second for 37,000 days, so a month whose clocks do not change (it is
 * exactly its days long, and its 15th begins 14 days after its 1st) is stepped 24 hours at a
 * time, and only the others day by day.
 */
export function dayRows(
  timeZone: string,
  starts = monthStarts(timeZone),
): { day: number; startSlot: string }[] {
  const rows: { day: number; startSlot: string }[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const y = FIRST_YEAR + Math.floor(i / 12);
    const m = (i % 12) + 1;
    const first = dayNumber(`${y}-${pad(m)}-01`);
    const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const start = slotMs(starts[i]!);
    const steady =
      slotMs(starts[i + 1]!) - start === length * DAY_MS &&
      slotOf(dayStart(`${y}-${pad(m)}-15`, timeZone)) === msSlot(start + 14 * DAY_MS);
    for (let d = 0; d < length; d++)
      rows.push({
        day: first + d,
        startSlot: steady
          ? msSlot(start + d * DAY_MS)
          : slotOf(dayStart(`${y}-${pad(m)}-${pad(d + 1)}`, timeZone)),
      });
  }
  return rows;
}

/** Every month, quarter and year of the covered years, as slot ranges in `timeZone`. */
export function periodRows(timeZone: string, monthStart = monthStarts(timeZone)): PeriodRow[] {
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
      insights_flow_periods, insights_value_periods, insights_group_heads, insights_received_days,
      insights_recognised_runs, insights_received_histogram, insights_division_points,
      insights_division_points_pending, insights_division_heads, insights_division_heads_pending
      in exclusive mode`.execute(trx);
  // Waiting recognitions go into the slots first: the periods are recounted from the slots.
  for (const statement of recognitionsFold(dialect)) await sql.raw(statement).execute(trx);
  // No roll-up trigger counts while the tables are refilled (the zone row says they are built).
  await trx.deleteFrom('insightsPeriodZone').execute();
  await trx.deleteFrom('insightsPeriods').execute();
  await trx.deleteFrom('insightsDays').execute();
  // Both tables start from the same month starts, each worked out in the zone once.
  const starts = monthStarts(timeZone);
  const rows = periodRows(timeZone, starts);
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('insightsPeriods')
      .values(rows.slice(i, i + 500))
      .execute();
  const days = dayRows(timeZone, starts);
  for (let i = 0; i < days.length; i += 500)
    await trx
      .insertInto('insightsDays')
      .values(days.slice(i, i + 500))
      .execute();
  for (const statement of [
    ...INSIGHTS_PERIODS_RECOUNT,
    ...INSIGHTS_PERIOD_POINTS_RECOUNT,
    ...INSIGHTS_PERIOD_FLOWS_RECOUNT,
    // Not period roll-ups, but loaded around the triggers with them (a bulk import) or, for
    // the received days, counted in the company's days.
    ...INSIGHTS_HEADS_RECOUNT,
    ...INSIGHTS_DIVISION_HEADS_RECOUNT,
    ...INSIGHTS_RUNS_RECOUNT,
    // From the member periods just recounted.
    ...INSIGHTS_HISTOGRAM_RECOUNT,
    ...INSIGHTS_DIVISION_POINTS_RECOUNT,
  ])
    await sql.raw(statement).execute(trx);
  await trx.insertInto('insightsPeriodZone').values({ id: 1, timeZone }).execute();
  // The planner must know the new row counts: with the statistics of the emptied tables it
  // reads a member's periods by scanning instead of by key.
  if (dialect === 'postgres')
    await sql`analyze insights_member_periods, insights_group_periods, insights_division_periods,
      insights_flow_periods, insights_value_periods, insights_group_heads, insights_days,
      insights_received_days, insights_recognised_runs, insights_received_histogram,
      insights_division_points, insights_division_heads`.execute(trx);
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
