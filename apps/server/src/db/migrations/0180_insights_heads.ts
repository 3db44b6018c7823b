import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * How many active members each division and manager has today. Shares and the "fewer than 5"
 * rule divide by these, and counting them from `members` visits every member of the scope on
 * every answer. Triggers on `members` keep the counts in the transaction that hires, moves,
 * lets go or brings back a member, on both dialects; manager 0 stands for none (a key column
 * cannot be null).
 */

const GROUP = (m: string) => `${m}.division_code, coalesce(${m}.manager_id, 0)`;

/** Adds `by` to member `m`'s group when `m` is active. */
const count = (m: string, by: 1 | -1) => `
  insert into insights_group_heads (division_code, manager_id, members)
  select ${GROUP(m)}, ${by} from (select 1) one where ${m}.employment_status = 'active'
  on conflict (division_code, manager_id) do update set
    members = insights_group_heads.members + excluded.members`;

/**
 * A move out of one group and into another, in one statement that takes the two rows in key
 * order: two members moving in opposite directions at once on PostgreSQL then wait for each
 * other instead of each holding the row the other needs (a deadlock).
 */
export const MOVE = `
  insert into insights_group_heads (division_code, manager_id, members)
  select x.division_code, x.manager_id, sum(x.members) from (
    select old.division_code as division_code, coalesce(old.manager_id, 0) as manager_id, -1 as members
    from (select 1) one where old.employment_status = 'active'
    union all
    select new.division_code, coalesce(new.manager_id, 0), 1
    from (select 1) one where new.employment_status = 'active'
  ) x
  group by x.division_code, x.manager_id
  having sum(x.members) <> 0
  order by x.division_code, x.manager_id
  on conflict (division_code, manager_id) do update set
    members = insights_group_heads.members + excluded.members`;

export const INSIGHTS_HEADS_RECOUNT = [
  'delete from insights_group_heads',
  `insert into insights_group_heads (division_code, manager_id, members)
   select ${GROUP('m')}, count(*) from members m where m.employment_status = 'active'
   group by ${GROUP('m')}`,
];

const TRIGGERS = {
  hired: { on: 'after insert on members', when: '', body: [count('new', 1)] },
  gone: { on: 'after delete on members', when: '', body: [count('old', -1)] },
  moved: {
    on: 'after update of division_code, manager_id, employment_status on members',
    when: 'moved',
    body: [MOVE],
  },
} as const;

const moved = (is: string) =>
  ['division_code', 'manager_id', 'employment_status'].map((c) => `old.${c} ${is} new.${c}`).join(' or ');

export const insightsHeads: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('insights_group_heads')
      .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('manager_id', 'integer', (c) => c.notNull())
      .addColumn('members', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('insights_group_heads_pk', ['division_code', 'manager_id'])
      .execute();
    await db.schema
      .createIndex('insights_group_heads_manager')
      .on('insights_group_heads')
      .columns(['manager_id'])
      .execute();
    for (const statement of INSIGHTS_HEADS_RECOUNT) await sql.raw(statement).execute(db);

    for (const [event, t] of Object.entries(TRIGGERS)) {
      const name = `insights_heads_${event}`;
      const body = sql.raw(t.body.join(';\n'));
      if (dialect === 'postgres') {
        await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
          begin ${body}; return null; end $$`.execute(db);
        await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} for each row
          ${sql.raw(t.when ? `when (${moved('is distinct from')})` : '')}
          execute function ${sql.raw(name)}()`.execute(db);
      } else {
        await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)}
          ${sql.raw(t.when ? `when ${moved('is not')}` : '')}
          begin ${body}; end`.execute(db);
      }
    }
  },
  async down(db, dialect) {
    for (const event of Object.keys(TRIGGERS)) {
      const name = `insights_heads_${event}`;
      await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(dialect === 'postgres' ? ' on members' : '')}`.execute(
        db,
      );
      if (dialect === 'postgres') await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    }
    await db.schema.dropTable('insights_group_heads').execute();
  },
};
