import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { ON_RECOGNITION } from './0150_insights_periods.js';

/**
 * On SQLite, a member's first gift or first recognition received in a period is counted for
 * their group and division by triggers on `insights_member_periods`, as the row's count goes
 * from 0 to 1, instead of by the recognition's trigger reading both members' periods back after
 * adding to them. Only a first counts, so most sends stop at the trigger's condition: a send's
 * roll-ups cost less than half as much.
 *
 * PostgreSQL keeps the recognition's trigger: there, sends commit side by side, and one sorted
 * statement per table takes the group rows in the same order in every transaction, where row
 * triggers would take them member by member and two crossing sends could deadlock. SQLite runs
 * one write transaction at a time.
 *
 * Nothing is counted while the period table is not built (the build recounts everything).
 */

type GroupTable = 'insights_group_periods' | 'insights_division_periods';
const KEYS: Record<GroupTable, Array<[column: string, expr: string]>> = {
  insights_group_periods: [
    ['division_code', 'm.division_code'],
    ['manager_id', 'coalesce(m.manager_id, 0)'],
  ],
  insights_division_periods: [['division_code', 'm.division_code']],
};

/** Adds `gave` and `received` (0 or 1) to the member's group row of `new.period`, if active. */
const addFirsts = (table: GroupTable, gave: string, received: string) => {
  const cols = KEYS[table].map(([c]) => c).join(', ');
  return `
  insert into ${table} (period, ${cols}, gave, received)
  select new.period, ${KEYS[table].map(([, e]) => e).join(', ')}, ${gave}, ${received}
  from members m where m.id = new.member_id and m.employment_status = 'active'
  on conflict (period, ${cols}) do update set
    gave = ${table}.gave + excluded.gave, received = ${table}.received + excluded.received`;
};

const firstsOf = (gave: string, received: string) =>
  (['insights_group_periods', 'insights_division_periods'] as const).map((t) => addFirsts(t, gave, received));

const BUILT = 'exists (select 1 from insights_period_zone)';
const TRIGGERS = {
  insights_firsts_inserted: {
    on: 'after insert on insights_member_periods',
    when: `(new.sent > 0 or new.received > 0) and ${BUILT}`,
    body: firstsOf('min(new.sent, 1)', 'min(new.received, 1)'),
  },
  insights_firsts_updated: {
    on: 'after update of sent, received on insights_member_periods',
    when: `((old.sent = 0 and new.sent > 0) or (old.received = 0 and new.received > 0)) and ${BUILT}`,
    body: firstsOf(
      'case when old.sent = 0 and new.sent > 0 then 1 else 0 end',
      'case when old.received = 0 and new.received > 0 then 1 else 0 end',
    ),
  },
};

/** The recognition trigger's statements on SQLite from now on: only the members' own rows. */
export const MEMBER_ROWS_ONLY = ON_RECOGNITION.slice(0, 1);

export const insightsFirstsSqlite: PortalMigration = {
  async up(db, dialect) {
    if (dialect === 'postgres') return;
    await sql`drop trigger insights_periods_recognitions`.execute(db);
    await sql`create trigger insights_periods_recognitions after insert on recognitions
      begin ${sql.raw(MEMBER_ROWS_ONLY.join(';\n'))}; end`.execute(db);
    for (const [name, t] of Object.entries(TRIGGERS))
      await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} when ${sql.raw(t.when)}
        begin ${sql.raw(t.body.join(';\n'))}; end`.execute(db);
  },
  async down(db, dialect) {
    if (dialect === 'postgres') return;
    for (const name of Object.keys(TRIGGERS)) await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    await sql`drop trigger insights_periods_recognitions`.execute(db);
    await sql`create trigger insights_periods_recognitions after insert on recognitions
      begin ${sql.raw(ON_RECOGNITION.join(';\n'))}; end`.execute(db);
  },
};
