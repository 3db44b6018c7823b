import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { periodsOf } from './0150_insights_periods.js';

/**
 * Points by calendar period. Budgets, Pay It Forward, the shop and the points liability were
 * summed from every member's quarter-hour slots over the period and everything after it, so a
 * company-wide answer visited every member. These roll-ups keep the same sums per month,
 * quarter and year:
 *
 * - insights_member_periods gains each member's ledger and shop columns per period;
 * - insights_division_periods gains the sums of today's active members of each division, and
 *   how many of them gave Pay It Forward points (pif_givers) and ordered (redeemers).
 *
 * They follow the member slots, not the transfers: whatever adds to a member's slot (a
 * transfer or an order, by its trigger) adds the same to the member's month, quarter and year,
 * and to their division's. A giver or redeemer is counted when their period figure turns
 * positive and uncounted when a reversal takes it back to nothing. Members who change division,
 * leave or come back take their periods with them, as for participation. Nothing is kept while
 * the period table is not built (insights_period_zone empty): the build recounts everything.
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
const DIVISION_SUMS = ['pif_granted', 'pif_given', 'redeem_net', 'orders', 'shop_points', 'shop_refunded'];
/** Division counters of members whose period figure is positive, by the figure they follow. */
const DIVISION_COUNTS = { pif_givers: 'pif_given', redeemers: 'orders' } as const;
const DIVISION_COLUMNS = [...DIVISION_SUMS, ...Object.keys(DIVISION_COUNTS)];

const addTo = (table: string, cols: string[]) =>
  cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
const setTo = (cols: string[]) => cols.map((c) => `${c} = excluded.${c}`).join(', ');
const anyNonZero = (cols: string[], of: (c: string) => string) =>
  cols.map((c) => `${of(c)} <> 0`).join(' or ');
const positive = (x: string) => `(case when ${x} > 0 then 1 else 0 end)`;

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
 * Adds the same change to the member's division (if they are active), read after the member's
 * periods were updated: a counter moves when the figure it follows crosses zero.
 */
const divisionUpsert = (d: Delta) => `
  insert into insights_division_periods (period, division_code, ${DIVISION_COLUMNS.join(', ')})
  select mp.period, m.division_code, ${DIVISION_SUMS.map(d).join(', ')},
    ${Object.values(DIVISION_COUNTS)
      .map((c) => `${positive(`mp.${c}`)} - ${positive(`mp.${c} - ${d(c)}`)}`)
      .join(', ')}
  from insights_member_periods mp join members m on m.id = mp.member_id
  where mp.member_id = new.member_id and m.employment_status = 'active'
    and mp.period in (${periodsOf('new.slot')})
  on conflict (period, division_code) do update set ${addTo('insights_division_periods', DIVISION_COLUMNS)}`;

/** Member `m`'s periods as they count for a division: `sign` -1 to leave it, +1 to join. */
const memberShare = (m: string, sign: 1 | -1) => `
  select mp.period, ${m}.division_code as division_code,
    ${DIVISION_SUMS.map((c) => `${sign} * mp.${c} as ${c}`).join(', ')},
    ${Object.entries(DIVISION_COUNTS)
      .map(([name, c]) => `${sign} * ${positive(`mp.${c}`)} as ${name}`)
      .join(', ')}
  from insights_member_periods mp
  where mp.member_id = ${m}.id and ${m}.employment_status = 'active'`;

const ON_MEMBER_MOVE = `
  insert into insights_division_periods (period, division_code, ${DIVISION_COLUMNS.join(', ')})
  select x.period, x.division_code, ${DIVISION_COLUMNS.map((c) => `sum(x.${c})`).join(', ')}
  from (${memberShare('old', -1)} union all ${memberShare('new', 1)}) x
  group by x.period, x.division_code
  having ${anyNonZero(DIVISION_COLUMNS, (c) => `sum(x.${c})`)}
  order by 1
  on conflict (period, division_code) do update set ${addTo('insights_division_periods', DIVISION_COLUMNS)}`;

/**
 * Fills the points columns from the member slots; runs after the participation recount
 * (INSIGHTS_PERIODS_RECOUNT), which emptied the tables and wrote the rows it knows of.
 */
export const INSIGHTS_PERIOD_POINTS_RECOUNT = [
  `insert into insights_member_periods (member_id, period, ${MEMBER_COLUMNS.join(', ')})
   select s.member_id, p.period, ${MEMBER_COLUMNS.map((c) => `sum(s.${c})`).join(', ')}
   from insights_periods p
   join insights_member_slots s on s.slot >= p.start_slot and s.slot < p.end_slot
   where ${anyNonZero(MEMBER_COLUMNS, (c) => `s.${c}`)}
   group by s.member_id, p.period
   order by 1, 2
   on conflict (member_id, period) do update set ${setTo(MEMBER_COLUMNS)}`,
  `insert into insights_division_periods (period, division_code, ${DIVISION_COLUMNS.join(', ')})
   select mp.period, m.division_code, ${DIVISION_SUMS.map((c) => `sum(mp.${c})`).join(', ')},
     ${Object.values(DIVISION_COUNTS)
       .map((c) => `sum(${positive(`mp.${c}`)})`)
       .join(', ')}
   from insights_member_periods mp join members m on m.id = mp.member_id
   where m.employment_status = 'active'
   group by mp.period, m.division_code
   having ${anyNonZero(DIVISION_COLUMNS.slice(0, DIVISION_SUMS.length), (c) => `sum(mp.${c})`)}
     or ${Object.values(DIVISION_COUNTS)
       .map((c) => `sum(${positive(`mp.${c}`)}) <> 0`)
       .join(' or ')}
   order by 1, 2
   on conflict (period, division_code) do update set ${setTo(DIVISION_COLUMNS)}`,
];

const slotChanged = (is: string) => MEMBER_COLUMNS.map((c) => `new.${c} ${is} old.${c}`).join(' or ');
const memberMoved = (is: string) =>
  ['division_code', 'employment_status'].map((c) => `old.${c} ${is} new.${c}`).join(' or ');
const BUILT = 'exists (select 1 from insights_period_zone)';

export const insightsPeriodPoints: PortalMigration = {
  async up(db, dialect) {
    for (const c of MEMBER_COLUMNS)
      await db.schema
        .alterTable('insights_member_periods')
        .addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    for (const c of DIVISION_COLUMNS)
      await db.schema
        .alterTable('insights_division_periods')
        .addColumn(c, 'bigint', (col) => col.notNull().defaultTo(0))
        .execute();
    // The new columns start empty: forget the zone so the next start rebuilds every period roll-up.
    await db.deleteFrom('insights_period_zone').execute();

    const body = (d: Delta) => sql.raw(`${memberUpsert(d)};\n${divisionUpsert(d)}`);
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
      await sql`create function insights_points_member_move() returns trigger language plpgsql as $$
        begin ${sql.raw(ON_MEMBER_MOVE)}; return null; end $$`.execute(db);
      await sql`create trigger insights_points_slot_inserted after insert on insights_member_slots
        for each row when (${sql.raw(anyNonZero(MEMBER_COLUMNS, inserted))})
        execute function insights_points_slot_inserted()`.execute(db);
      await sql`create trigger insights_points_slot_updated after update on insights_member_slots
        for each row when (${sql.raw(slotChanged('is distinct from'))})
        execute function insights_points_slot_updated()`.execute(db);
      await sql`create trigger insights_points_member_moves
        after update of division_code, employment_status on members
        for each row when (${sql.raw(memberMoved('is distinct from'))})
        execute function insights_points_member_move()`.execute(db);
    } else {
      await sql`create trigger insights_points_slot_inserted after insert on insights_member_slots
        when (${sql.raw(anyNonZero(MEMBER_COLUMNS, inserted))}) and ${sql.raw(BUILT)}
        begin ${body(inserted)}; end`.execute(db);
      await sql`create trigger insights_points_slot_updated after update on insights_member_slots
        when (${sql.raw(slotChanged('is not'))}) and ${sql.raw(BUILT)}
        begin ${body(updated)}; end`.execute(db);
      await sql`create trigger insights_points_member_moves
        after update of division_code, employment_status on members
        when ${sql.raw(memberMoved('is not'))}
        begin ${sql.raw(ON_MEMBER_MOVE)}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    const on = (table: string) => (dialect === 'postgres' ? sql.raw(` on ${table}`) : sql``);
    await sql`drop trigger if exists insights_points_member_moves${on('members')}`.execute(db);
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
    for (const c of DIVISION_COLUMNS)
      await db.schema.alterTable('insights_division_periods').dropColumn(c).execute();
    for (const c of MEMBER_COLUMNS)
      await db.schema.alterTable('insights_member_periods').dropColumn(c).execute();
  },
};
