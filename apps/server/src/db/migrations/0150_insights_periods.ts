import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { slotOf } from './0100_insights_rollups.js';

/**
 * Participation by calendar period. "Share of members who gave at least once" counts distinct
 * people, and distinct counts do not add up across quarter-hour slots, so reading them from the
 * slots means visiting every member of the scope. These roll-ups keep them per month, quarter
 * and year of the company's time zone instead:
 *
 * - insights_periods: each period's slot range in the time zone they were built for (kept in
 *   insights_period_zone; rebuilt when the zone changes, see modules/insights/periods.ts);
 * - insights_member_periods: what each member sent and received in each period;
 * - insights_group_periods / insights_division_periods: how many of today's active members of
 *   each division and manager (or each division) gave and received at least once.
 *
 * A recognition adds one to its sender's and recipient's period rows; a member counts as a
 * giver or receiver the moment their row reaches exactly one, which happens once per period
 * because recognitions are only ever inserted. A member who changes division or manager, leaves
 * or comes back takes their periods from the old group to the new. All of this runs in the
 * transaction that makes the change, on both dialects.
 */

/** The month, quarter and year holding slot expression `s` (one indexed seek each). */
export const periodsOf = (s: string) =>
  ['month', 'quarter', 'year']
    .map(
      (kind) => `select period from (
        select period, end_slot from insights_periods
        where kind = '${kind}' and start_slot <= ${s} order by start_slot desc limit 1
      ) ${kind}_p where end_slot > ${s}`,
    )
    .join(' union all ');

/**
 * Each distinct slot of slot table `slots` with the month, quarter and year holding it, for the
 * recounts. Joining every slot row to the periods by range made PostgreSQL visit, for each row,
 * every period that began before it (hundreds: the table starts in 2000), which took over six
 * minutes for 100,000 members. Here each distinct quarter-hour takes one indexed seek per kind
 * (there are at most some tens of thousands of them), and the rows then join it by equality.
 */
export const slotPeriods = (slots: string) => `
  select k.slot, p.period from (${['month', 'quarter', 'year']
    .map(
      (kind) => `
    select d.slot, (
      select period from insights_periods
      where kind = '${kind}' and start_slot <= d.slot order by start_slot desc limit 1
    ) as period
    from (select distinct slot from ${slots}) d`,
    )
    .join(' union all ')}
  ) k join insights_periods p on p.period = k.period and p.end_slot > k.slot`;

const addTo = (table: string, cols: string[]) =>
  cols.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

const GROUP_KEYS = {
  insights_group_periods: ['division_code', 'manager_id'],
  insights_division_periods: ['division_code'],
} as const;
type GroupTable = keyof typeof GROUP_KEYS;

/** `m` is the member; today's manager, 0 for none (a key column cannot be null). */
const keyExpr = (m: string, key: string) =>
  key === 'manager_id' ? `coalesce(${m}.manager_id, 0)` : `${m}.${key}`;

/**
 * Adds the rows of `deltas` (period, member alias `m`, gave, received) to a group table, in key
 * order: concurrent transactions on PostgreSQL then take shared rows in the same order, and one
 * waits for the other instead of each holding a row the other needs (a deadlock).
 */
const groupUpsert = (table: GroupTable, deltas: string) => {
  const keys = GROUP_KEYS[table];
  const cols = keys.map((k) => `x.${k}`).join(', ');
  return `
  insert into ${table} (period, ${keys.join(', ')}, gave, received)
  select x.period, ${cols}, sum(x.gave), sum(x.received) from (${deltas}) x
  group by x.period, ${cols}
  having sum(x.gave) <> 0 or sum(x.received) <> 0
  order by x.period, ${cols}
  on conflict (period, ${keys.join(', ')}) do update set ${addTo(table, ['gave', 'received'])}`;
};

/** The sender's and recipient's rows of the periods holding recognition `r`. */
const memberUpsert = (r: string) => `
  insert into insights_member_periods (member_id, period, sent, received)
  select x.m, p.period, sum(x.sent), sum(x.received) from (
    select ${r}.from_member_id as m, 1 as sent, 0 as received
    union all select ${r}.to_member_id, 0, 1
  ) x cross join (${periodsOf(slotOf(`${r}.created_at`))}) p
  group by x.m, p.period order by 1, 2
  on conflict (member_id, period) do update set ${addTo('insights_member_periods', ['sent', 'received'])}`;

/** Members of recognition `r` who have just given or received for the first time in a period. */
const firsts = (r: string) => `
  select mp.period, m.division_code, coalesce(m.manager_id, 0) as manager_id,
    case when mp.member_id = ${r}.from_member_id and mp.sent = 1 then 1 else 0 end as gave,
    case when mp.member_id = ${r}.to_member_id and mp.received = 1 then 1 else 0 end as received
  from insights_member_periods mp join members m on m.id = mp.member_id
  where mp.member_id in (${r}.from_member_id, ${r}.to_member_id)
    and m.employment_status = 'active'
    and mp.period in (${periodsOf(slotOf(`${r}.created_at`))})`;

/** Member `m`'s periods as they count for a group: -1 to leave it (`sign` -1), +1 to join. */
const memberShare = (m: string, sign: 1 | -1) => `
  select mp.period, ${m}.division_code as division_code, ${keyExpr(m, 'manager_id')} as manager_id,
    ${sign} * (case when mp.sent > 0 then 1 else 0 end) as gave,
    ${sign} * (case when mp.received > 0 then 1 else 0 end) as received
  from insights_member_periods mp
  where mp.member_id = ${m}.id and ${m}.employment_status = 'active'`;

export const ON_RECOGNITION = [
  memberUpsert('new'),
  groupUpsert('insights_group_periods', firsts('new')),
  groupUpsert('insights_division_periods', firsts('new')),
];
const moves = `${memberShare('old', -1)} union all ${memberShare('new', 1)}`;
export const ON_MEMBER_MOVE = [
  groupUpsert('insights_group_periods', moves),
  groupUpsert('insights_division_periods', moves),
];

/** Every member's share of the periods, for a recount. */
const everyone = `
  select mp.period, m.division_code, coalesce(m.manager_id, 0) as manager_id,
    case when mp.sent > 0 then 1 else 0 end as gave,
    case when mp.received > 0 then 1 else 0 end as received
  from insights_member_periods mp join members m on m.id = mp.member_id
  where m.employment_status = 'active'`;

/**
 * Empties the period roll-ups and counts them again from the member slots (recount those
 * first) and the period table in force.
 */
export const INSIGHTS_PERIODS_RECOUNT = [
  'delete from insights_member_periods',
  `insert into insights_member_periods (member_id, period, sent, received)
   select s.member_id, p.period, sum(s.sent), sum(s.received)
   from insights_member_slots s
   join (${slotPeriods('insights_member_slots')}) p on p.slot = s.slot
   where s.sent > 0 or s.received > 0
   group by s.member_id, p.period`,
  // Emptied after the member rows are written: on SQLite those rows' own triggers count firsts.
  'delete from insights_division_periods',
  'delete from insights_group_periods',
  groupUpsert('insights_group_periods', everyone),
  groupUpsert('insights_division_periods', everyone),
];

const MOVED = (is: string) =>
  ['division_code', 'manager_id', 'employment_status'].map((c) => `old.${c} ${is} new.${c}`).join(' or ');

export const insightsPeriods: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('insights_periods')
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('start_slot', 'varchar(16)', (c) => c.notNull())
      .addColumn('end_slot', 'varchar(16)', (c) => c.notNull())
      .addColumn('period', 'varchar(8)', (c) => c.notNull().unique())
      .addPrimaryKeyConstraint('insights_periods_pk', ['kind', 'start_slot'])
      .execute();
    // One row: the time zone the period table (and so every period roll-up) was built for.
    await db.schema
      .createTable('insights_period_zone')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('insights_member_periods')
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('sent', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_member_periods_pk', ['member_id', 'period'])
      .execute();
    // A period's recipients (concentration) without visiting every member.
    await db.schema
      .createIndex('insights_member_periods_period')
      .on('insights_member_periods')
      .columns(['period', 'received', 'member_id'])
      .execute();
    await db.schema
      .createTable('insights_group_periods')
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('manager_id', 'integer', (c) => c.notNull())
      .addColumn('gave', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_group_periods_pk', ['period', 'division_code', 'manager_id'])
      .execute();
    await db.schema
      .createIndex('insights_group_periods_manager')
      .on('insights_group_periods')
      .columns(['period', 'manager_id'])
      .execute();
    await db.schema
      .createTable('insights_division_periods')
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('gave', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_division_periods_pk', ['period', 'division_code'])
      .execute();

    const body = (statements: string[]) => sql.raw(statements.join(';\n'));
    if (dialect === 'postgres') {
      await sql`create function insights_periods_on_recognition() returns trigger language plpgsql as $$
        begin ${body(ON_RECOGNITION)}; return null; end $$`.execute(db);
      await sql`create function insights_periods_on_member_move() returns trigger language plpgsql as $$
        begin ${body(ON_MEMBER_MOVE)}; return null; end $$`.execute(db);
      await sql`create trigger insights_periods_recognitions after insert on recognitions
        for each row execute function insights_periods_on_recognition()`.execute(db);
      await sql`create trigger insights_periods_member_moves
        after update of division_code, manager_id, employment_status on members
        for each row when (${sql.raw(MOVED('is distinct from'))})
        execute function insights_periods_on_member_move()`.execute(db);
    } else {
      await sql`create trigger insights_periods_recognitions after insert on recognitions
        begin ${body(ON_RECOGNITION)}; end`.execute(db);
      await sql`create trigger insights_periods_member_moves
        after update of division_code, manager_id, employment_status on members
        when ${sql.raw(MOVED('is not'))}
        begin ${body(ON_MEMBER_MOVE)}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    const on = (table: string) => (dialect === 'postgres' ? sql.raw(` on ${table}`) : sql``);
    await sql`drop trigger if exists insights_periods_member_moves${on('members')}`.execute(db);
    await sql`drop trigger if exists insights_periods_recognitions${on('recognitions')}`.execute(db);
    if (dialect === 'postgres') {
      await sql`drop function if exists insights_periods_on_member_move()`.execute(db);
      await sql`drop function if exists insights_periods_on_recognition()`.execute(db);
    }
    for (const table of [
      'insights_division_periods',
      'insights_group_periods',
      'insights_member_periods',
      'insights_period_zone',
      'insights_periods',
    ])
      await db.schema.dropTable(table).execute();
  },
};
