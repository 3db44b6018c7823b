import { sql } from 'kysely';
import {
  createRollupTriggers,
  dropRollupTriggers,
  MOVED_DIVISION_OR_STATUS,
  type PortalMigration,
  type RollupTrigger,
} from './helpers.js';

/**
 * "Not recognised in the last 30, 60 or 90 days" without visiting every member's slots.
 *
 * A member received at least once in the W days up to day D when D lies in the union of
 * [r, r + W) over the days r they received. Each member's union is a set of runs of days, and a
 * run is written as +1 on its first day and -1 on the day after it, per division and window
 * (insights_recognised_runs). The members of a division recognised within W days of D are then
 * the sum of that division's deltas up to D: a few hundred rows a year per division, whatever
 * the number of members.
 *
 * - insights_days: the company's calendar days as slot ranges (built with the period table, for
 *   its time zone); a day is a number counted from 2000-01-01.
 * - insights_received_days: the days each member received at least one recognition.
 * - A member's first recognition of a day (their slot's `received` leaving 0) adds the day. A new
 *   day r between the member's previous day p and next day q covers the days of [r, r + W) that
 *   neither p's run nor q's already covered: [max(r, p + W), min(r + W, q)), always one range.
 * - Only today's active members count, in today's division: a member who moves or leaves takes
 *   their runs from the old division to the new one (or out), as the group head counts do.
 *
 * Nothing is counted while the period table is not built: the build recounts everything.
 */

const WINDOWS = '(select 30 as days union all select 60 union all select 90) w';
/** The company day holding slot expression `s` (one indexed seek). */
const dayOf = (s: string) =>
  `(select day from insights_days where start_slot <= ${s} order by start_slot desc limit 1)`;

/** Adds `deltas` (division_code, window_days, day, delta) in key order (see 0220: no deadlock). */
const addRuns = (deltas: string) => `
  insert into insights_recognised_runs (division_code, window_days, day, delta)
  select x.division_code, x.window_days, x.day, sum(x.delta) from (${deltas}) x
  group by x.division_code, x.window_days, x.day
  having sum(x.delta) <> 0
  order by x.division_code, x.window_days, x.day
  on conflict (division_code, window_days, day) do update set
    delta = insights_recognised_runs.delta + excluded.delta`;

/**
 * The runs of the days in `days` (member_id, day, prev: the member's day before, or null), each
 * day taken as the member's latest: +1 where its days begin to be new, -1 at day + W.
 */
const runsOf = (days: string, sign: string, division: string) => `
  select ${division} as division_code, w.days as window_days,
    case when d.prev is not null and d.prev + w.days > d.day then d.prev + w.days else d.day end as day,
    ${sign} as delta
  from (${days}) d cross join ${WINDOWS}
  union all
  select ${division}, w.days, d.day + w.days, -(${sign}) from (${days}) d cross join ${WINDOWS}`;

/** Member `m`'s received days, each with the one before. */
const daysOfMember = (m: string) => `
  select day, lag(day) over (order by day) as prev
  from insights_received_days where member_id = ${m}.id`;

/** The range [a, e) of days that new day `new` covers for each window and no other day did. */
const NEW_RANGES = `
  select w.days as window_days,
    case when nb.prev is not null and nb.prev + w.days > new.day then nb.prev + w.days else new.day end as a,
    case when nb.next is not null and nb.next < new.day + w.days then nb.next else new.day + w.days end as e
  from (select
    (select max(day) from insights_received_days where member_id = new.member_id and day < new.day) as prev,
    (select min(day) from insights_received_days where member_id = new.member_id and day > new.day) as next
  ) nb cross join ${WINDOWS}`;

/** Trigger body on a new received day: +1 at a, -1 at e, in the member's division if active. */
const ON_NEW_DAY = addRuns(`
  select m.division_code, r.window_days, case when s.delta = 1 then r.a else r.e end as day, s.delta
  from (${NEW_RANGES}) r
  cross join (select 1 as delta union all select -1) s
  join members m on m.id = new.member_id and m.employment_status = 'active'
  where r.a < r.e`);

/** A member's slot that has just received for the first time: its day, if new for them. */
const ADD_DAY = `
  insert into insights_received_days (member_id, day)
  select new.member_id, d.day from (select ${dayOf('new.slot')} as day) d where d.day is not null
  on conflict (member_id, day) do nothing`;

/** A move between divisions, a leaver or a returner: their runs out of the old, into the new. */
const ON_MOVE = addRuns(`
  select * from (${runsOf(daysOfMember('old'), '-1', 'old.division_code')}) o
  where old.employment_status = 'active'
  union all
  select * from (${runsOf(daysOfMember('new'), '1', 'new.division_code')}) n
  where new.employment_status = 'active'`);

/** Empties the received days and runs and counts them again from the member slots. */
export const INSIGHTS_RUNS_RECOUNT = [
  'delete from insights_recognised_runs',
  'delete from insights_received_days',
  // Each distinct slot looks its day up once; the member rows then join it by equality.
  `insert into insights_received_days (member_id, day)
   select distinct s.member_id, k.day from insights_member_slots s
   join (
     select d.slot, ${dayOf('d.slot')} as day
     from (select distinct slot from insights_member_slots where received > 0) d
   ) k on k.slot = s.slot
   where s.received > 0 and k.day is not null`,
  addRuns(
    runsOf(
      `select rd.member_id, rd.day, lag(rd.day) over (partition by rd.member_id order by rd.day) as prev,
        m.division_code
       from insights_received_days rd join members m on m.id = rd.member_id
       where m.employment_status = 'active'`,
      '1',
      'd.division_code',
    ),
  ),
];

const TRIGGERS: Record<string, RollupTrigger> = {
  insights_days_inserted: {
    table: 'insights_member_slots',
    on: 'after insert on insights_member_slots',
    when: 'new.received > 0',
    body: ADD_DAY,
  },
  insights_days_updated: {
    table: 'insights_member_slots',
    on: 'after update of received on insights_member_slots',
    when: 'old.received = 0 and new.received > 0',
    body: ADD_DAY,
  },
  insights_runs_new_day: {
    table: 'insights_received_days',
    on: 'after insert on insights_received_days',
    when: '',
    body: ON_NEW_DAY,
  },
  insights_runs_member_moves: {
    table: 'members',
    on: 'after update of division_code, employment_status on members',
    when: MOVED_DIVISION_OR_STATUS,
    body: ON_MOVE,
  },
};

export const insightsRecognisedRuns: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('insights_days')
      .addColumn('day', 'integer', (c) => c.primaryKey())
      .addColumn('start_slot', 'varchar(16)', (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createTable('insights_received_days')
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('insights_received_days_pk', ['member_id', 'day'])
      .execute();
    await db.schema
      .createTable('insights_recognised_runs')
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('window_days', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('delta', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_recognised_runs_pk', ['division_code', 'window_days', 'day'])
      .execute();
    await createRollupTriggers(db, dialect, TRIGGERS);
    // Filled by the next build of the period table, which this asks for.
    await sql`delete from insights_period_zone`.execute(db);
  },
  async down(db, dialect) {
    await dropRollupTriggers(db, dialect, TRIGGERS);
    for (const table of ['insights_recognised_runs', 'insights_received_days', 'insights_days'])
      await db.schema.dropTable(table).execute();
  },
};
