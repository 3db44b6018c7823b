import { sql } from 'kysely';
import {
  createRollupTriggers,
  dropRollupTriggers,
  MOVED_DIVISION_OR_STATUS,
  type PortalMigration,
  type RollupTrigger,
} from './helpers.js';

/**
 * Concentration (the share of a period's recognitions that went to its top 10 % of recipients)
 * without sorting every recipient of the period: per period and division, how many of today's
 * active members received exactly n recognitions (insights_received_histogram). The top k are
 * then read from the highest n down, a few hundred rows however many members there are.
 *
 * A member's period row whose `received` goes from a to b moves them from bucket a to bucket b
 * (a bucket of 0 is not kept); a member who moves division, leaves or comes back takes every
 * bucket they are in from the old division to the new one (or out). Each change is one
 * statement over rows in key order, so concurrent sends on PostgreSQL take shared rows in the
 * same order and wait for each other instead of deadlocking. Nothing is counted while the
 * period table is not built: the build recounts everything.
 */

/** Adds `deltas` (period, division_code, received, members) in key order. */
const addTo = (deltas: string) => `
  insert into insights_received_histogram (period, division_code, received, members)
  select x.period, x.division_code, x.received, sum(x.members) from (${deltas}) x
  where x.received > 0
  group by x.period, x.division_code, x.received
  having sum(x.members) <> 0
  order by x.period, x.division_code, x.received
  on conflict (period, division_code, received) do update set
    members = insights_received_histogram.members + excluded.members`;

/** Member period row `new` (and `old`, when updated) moving between buckets, if active. */
const bucketMove = (old: string | null) =>
  addTo(`
  select new.period, m.division_code, new.received, 1 as members
  from members m where m.id = new.member_id and m.employment_status = 'active'
  ${
    old
      ? `union all select ${old}.period, m.division_code, ${old}.received, -1
  from members m where m.id = ${old}.member_id and m.employment_status = 'active'`
      : ''
  }`);

/** Member `m`'s buckets: `sign` -1 to take them out of their division, +1 to put them in. */
const bucketsOf = (m: string, sign: 1 | -1) => `
  select mp.period, ${m}.division_code, mp.received, ${sign} as members
  from insights_member_periods mp
  where mp.member_id = ${m}.id and mp.received > 0 and ${m}.employment_status = 'active'`;

const ON_MOVE = addTo(`${bucketsOf('old', -1)} union all ${bucketsOf('new', 1)}`);

export const INSIGHTS_HISTOGRAM_RECOUNT = [
  'delete from insights_received_histogram',
  addTo(`
  select mp.period, m.division_code, mp.received, 1 as members
  from insights_member_periods mp join members m on m.id = mp.member_id
  where mp.received > 0 and m.employment_status = 'active'`),
];

const TRIGGERS: Record<string, RollupTrigger> = {
  insights_histogram_inserted: {
    table: 'insights_member_periods',
    on: 'after insert on insights_member_periods',
    when: 'new.received > 0',
    body: bucketMove(null),
  },
  insights_histogram_updated: {
    table: 'insights_member_periods',
    on: 'after update of received on insights_member_periods',
    when: 'new.received <> old.received',
    body: bucketMove('old'),
  },
  insights_histogram_moves: {
    table: 'members',
    on: 'after update of division_code, employment_status on members',
    when: MOVED_DIVISION_OR_STATUS,
    body: ON_MOVE,
  },
};

export const insightsReceivedHistogram: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('insights_received_histogram')
      .addColumn('period', 'varchar(8)', (c) => c.notNull())
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('received', 'bigint', (c) => c.notNull())
      .addColumn('members', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_received_histogram_pk', ['period', 'division_code', 'received'])
      .execute();
    await createRollupTriggers(db, dialect, TRIGGERS);
    // Filled by the next build of the period table, which this asks for.
    await sql`delete from insights_period_zone`.execute(db);
  },
  async down(db, dialect) {
    await dropRollupTriggers(db, dialect, TRIGGERS);
    await db.schema.dropTable('insights_received_histogram').execute();
  },
};
