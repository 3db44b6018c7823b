import { sql } from 'kysely';
import { withId, type MigrationDb, type PortalMigration } from './helpers.js';
import type { Dialect } from '../database.js';

/**
 * How many active members each division has today (insights_division_heads). Shares and the
 * "fewer than 5" rule of a division, cluster or company read them on every answer, and summing
 * the group head counts (0180) visits one row per manager: ten thousand at 100,000 members.
 *
 * The group rows change when a member is hired, moves, leaves or comes back, and a move takes
 * its two group rows in key order so that crossing moves never deadlock (0180). Updating a
 * division's row from there would put a third row between those two and break the order, so
 * the triggers only append deltas to insights_division_heads_pending (an insert nobody waits
 * for), and a fold moves them into the counts in one statement sorted by division before the
 * counts are read. Unlike the period roll-ups these count whether or not the period table is
 * built, as the group rows do.
 */

/** Adds the folded `rows` (a select of division_code and members) in key order. */
const addFolded = (rows: string) => `
  insert into insights_division_heads (division_code, members)
  select x.division_code, sum(x.members) from (${rows}) x
  group by x.division_code
  order by x.division_code
  on conflict (division_code) do update set members = insights_division_heads.members + excluded.members`;

/**
 * Moves every pending delta into the counts. On PostgreSQL one statement deletes and adds, so
 * two instances folding at once split the rows between them; SQLite runs one writer at a time.
 */
export const divisionHeadsFold = (dialect: Dialect) =>
  dialect === 'postgres'
    ? [
        addFolded('select * from moved').replace(
          'insert into',
          'with moved as (delete from insights_division_heads_pending returning *) insert into',
        ),
      ]
    : [
        addFolded('select * from insights_division_heads_pending'),
        'delete from insights_division_heads_pending',
      ];

/** From the group rows, after they are recounted (0180's recount). */
export const INSIGHTS_DIVISION_HEADS_RECOUNT = [
  'delete from insights_division_heads_pending',
  'delete from insights_division_heads',
  addFolded('select division_code, members from insights_group_heads'),
];

const pending = (division: string, members: string) =>
  `insert into insights_division_heads_pending (division_code, members) values (${division}, ${members})`;

const TRIGGERS = {
  insights_division_heads_inserted: {
    on: 'after insert on insights_group_heads',
    when: 'new.members <> 0',
    body: [pending('new.division_code', 'new.members')],
  },
  insights_division_heads_updated: {
    on: 'after update on insights_group_heads',
    when: 'new.members <> old.members or new.division_code <> old.division_code',
    body: [pending('old.division_code', '-old.members'), pending('new.division_code', 'new.members')],
  },
  insights_division_heads_deleted: {
    on: 'after delete on insights_group_heads',
    when: 'old.members <> 0',
    body: [pending('old.division_code', '-old.members')],
  },
} as const;

async function createTables(db: MigrationDb, dialect: Dialect) {
  await db.schema
    .createTable('insights_division_heads')
    .addColumn('division_code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('members', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db.schema.createTable('insights_division_heads_pending'), dialect)
    .addColumn('division_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('members', 'bigint', (c) => c.notNull())
    .execute();
}

export const insightsDivisionHeads: PortalMigration = {
  async up(db, dialect) {
    await createTables(db, dialect);
    for (const statement of INSIGHTS_DIVISION_HEADS_RECOUNT) await sql.raw(statement).execute(db);
    for (const [name, t] of Object.entries(TRIGGERS)) {
      const body = sql.raw(t.body.join(';\n'));
      if (dialect === 'postgres') {
        await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
          begin ${body}; return null; end $$`.execute(db);
        await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} for each row
          when (${sql.raw(t.when)}) execute function ${sql.raw(name)}()`.execute(db);
      } else {
        await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} when ${sql.raw(t.when)}
          begin ${body}; end`.execute(db);
      }
    }
  },
  async down(db, dialect) {
    for (const name of Object.keys(TRIGGERS)) {
      await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(dialect === 'postgres' ? ' on insights_group_heads' : '')}`.execute(
        db,
      );
      if (dialect === 'postgres') await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
    }
    await db.schema.dropTable('insights_division_heads_pending').execute();
    await db.schema.dropTable('insights_division_heads').execute();
  },
};
