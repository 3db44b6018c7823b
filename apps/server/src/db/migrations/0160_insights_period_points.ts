import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { periodsOf, slotPeriods } from './0150_insights_periods.js';

/**
 * Points by calendar period. Budgets, Pay It Forward, the shop and the points liability were
 * summed from every member's quarter-hour slots over the period and everything after it. These
 * roll-ups keep each member's ledger and shop columns per month, quarter and year in
 * insights_member_periods as well.
 *
 * They follow the member slots, not the transfers: whatever adds to a member's slot (a
 * transfer or an order, by its trigger) adds the same to the member's month, quarter and year.
 * Only the member's own rows are touched, in member order as the slots are: sums per division
 * would be rows every transfer of a division updates, and two transfers between two divisions
 * would take them in opposite orders and deadlock on PostgreSQL. Nothing is kept while the
 * period table is not built (insights_period_zone empty): the build recounts everything.
 */

const MEMBER_COLUMNS = [
  'budget_allocated',
  'budget_given',
  'recognise_net',
  'pif_granted',
  'pif_given',
  'pif_net',
  'redeem_net',
  'orders',
  'shop_points',
  'shop_refunded',
];
const addTo = (table: string, cols: string[]) =>
  cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
const setTo = (cols: string[]) => cols.map((c) => `${c} = excluded.${c}`).join(', ');
const anyNonZero = (cols: string[], of: (c: string) => string) =>
  cols.map((c) => `${of(c)} <> 0`).join(' or ');

/** What a slot row's change adds: all of it when inserted, the difference when updated. */
type Delta = (column: string) => string;
const inserted: Delta = (c) => `new.${c}`;
const updated: Delta = (c) => `(new.${c} - old.${c})`;

/** Adds slot `new`'s change to its member's month, quarter and year. */
const memberUpsert = (d: Delta) => `
  insert into insights_member_periods (member_id, period, ${MEMBER_COLUMNS.join(', ')})
  select new.member_id, p.period, ${MEMBER_COLUMNS.map(d).join(', ')}
  from (${periodsOf('new.slot')}) p where 1 = 1
  on conflict (member_id, period) do update set ${addTo('insights_member_periods', MEMBER_COLUMNS)}`;

/**
 * Fills the points columns from the member slots; runs after the participation recount
 * (INSIGHTS_PERIODS_RECOUNT), which emptied the tables and wrote the rows it knows of.
 */
export const INSIGHTS_PERIOD_POINTS_RECOUNT = [
  `insert into insights_member_periods (member_id, period, ${MEMBER_COLUMNS.join(', ')})
   select s.member_id, p.period, ${MEMBER_COLUMNS.map((c) => `sum(s.${c})`).join(', ')}
   from insights_member_slots s
   join (${slotPeriods('insights_member_slots')}) p on p.slot = s.slot
   where ${anyNonZero(MEMBER_COLUMNS, (c) => `s.${c}`)}
   group by s.member_id, p.period
   order by 1, 2
   on conflict (member_id, period) do update set ${setTo(MEMBER_COLUMNS)}`,
];

const slotChanged = (is: string) => MEMBER_COLUMNS.map((c) => `new.${c} ${is} old.${c}`).join(' or ');
const BUILT = 'exists (select 1 from insights_period_zone)';

export const insightsPeriodPoints: PortalMigration = {
  async up(db, dialect) {
    for (const c of MEMBER_COLUMNS)
      await db.schema
        .alterTable('insights_member_periods')
        .addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    // The new columns start empty: forget the zone so the next start rebuilds every period roll-up.
    await db.deleteFrom('insights_period_zone').execute();

    const body = (d: Delta) => sql.raw(memberUpsert(d));
    if (dialect === 'postgres') {
      for (const [name, d] of [
        ['inserted', inserted],
        ['updated', updated],
      ] as const)
        await sql`create function ${sql.raw(`insights_points_slot_${name}`)}() returns trigger
          language plpgsql as $$ begin
            if ${sql.raw(BUILT)} then ${body(d)}; end if;
            return null;
          end $$`.execute(db);
      await sql`create trigger insights_points_slot_inserted after insert on insights_member_slots
        for each row when (${sql.raw(anyNonZero(MEMBER_COLUMNS, inserted))})
        execute function insights_points_slot_inserted()`.execute(db);
      await sql`create trigger insights_points_slot_updated after update on insights_member_slots
        for each row when (${sql.raw(slotChanged('is distinct from'))})
        execute function insights_points_slot_updated()`.execute(db);
    } else {
      await sql`create trigger insights_points_slot_inserted after insert on insights_member_slots
        when (${sql.raw(anyNonZero(MEMBER_COLUMNS, inserted))}) and ${sql.raw(BUILT)}
        begin ${body(inserted)}; end`.execute(db);
      await sql`create trigger insights_points_slot_updated after update on insights_member_slots
        when (${sql.raw(slotChanged('is not'))}) and ${sql.raw(BUILT)}
        begin ${body(updated)}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    const on = (table: string) => (dialect === 'postgres' ? sql.raw(` on ${table}`) : sql``);
    await sql`drop trigger if exists insights_points_slot_updated${on('insights_member_slots')}`.execute(db);
    await sql`drop trigger if exists insights_points_slot_inserted${on('insights_member_slots')}`.execute(db);
    if (dialect === 'postgres')
      for (const f of [
        'insights_points_member_move',
        'insights_points_slot_updated',
        'insights_points_slot_inserted',
      ])
        await sql`drop function if exists ${sql.raw(f)}()`.execute(db);
    await db.deleteFrom('insights_period_zone').execute();
    for (const c of MEMBER_COLUMNS)
      await db.schema.alterTable('insights_member_periods').dropColumn(c).execute();
  },
};
