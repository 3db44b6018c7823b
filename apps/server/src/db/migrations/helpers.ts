import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

/** An auto-numbered primary key, spelt the way each dialect wants it. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
export type MigrationDb = Kysely<any>;

export interface PortalMigration {
  up(db: MigrationDb, dialect: Dialect): Promise<void>;
  down(db: MigrationDb, dialect: Dialect): Promise<void>;
}

/**
 * On PostgreSQL, a change to any of `tables` is announced on the `portal_changes` channel
 * (`portal_notify_change`, migration 0080): the notice leaves with the COMMIT, once per
 * statement, and every instance drops the copies it keeps of those tables. SQLite has one
 * server per file; other processes are seen through data_version.
 */
export function changeNotices(tables: readonly string[]): PortalMigration {
  return {
    async up(db, dialect) {
      if (dialect !== 'postgres') return;
      for (const table of tables)
        await sql`
          create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
          for each statement execute function portal_notify_change()`.execute(db);
    },
    async down(db, dialect) {
      if (dialect !== 'postgres') return;
      for (const table of tables)
        await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
    },
  };
}

/** A row trigger kept by a roll-up: `when` as SQLite writes it ("is not"); `body` one statement. */
export interface RollupTrigger {
  table: string;
  on: string;
  when: string;
  body: string;
}

/** A member's row changed division or left or came back (SQLite spelling; see below). */
export const MOVED_DIVISION_OR_STATUS = ['division_code', 'employment_status']
  .map((c) => `old.${c} is not new.${c}`)
  .join(' or ');

/** Whether the period table is built: insights roll-up triggers count nothing before (the build recounts). */
const PERIODS_BUILT = 'exists (select 1 from insights_period_zone)';

/**
 * Creates roll-up row triggers that run only once the period table is built. On PostgreSQL a
 * trigger's WHEN cannot read a table, so the build check goes in the function's body, and
 * "is not" becomes "is distinct from".
 */
export async function createRollupTriggers(
  db: MigrationDb,
  dialect: Dialect,
  triggers: Record<string, RollupTrigger>,
) {
  for (const [name, t] of Object.entries(triggers)) {
    if (dialect === 'postgres') {
      const when = t.when.replaceAll(' is not ', ' is distinct from ');
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin if ${sql.raw(PERIODS_BUILT)} then ${sql.raw(t.body)}; end if; return null; end $$`.execute(db);
      await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} for each row
        ${sql.raw(when ? `when (${when})` : '')} execute function ${sql.raw(name)}()`.execute(db);
    } else {
      const when = [t.when, PERIODS_BUILT]
        .filter(Boolean)
        .map((c) => `(${c})`)
        .join(' and ');
      await sql`create trigger ${sql.raw(name)} ${sql.raw(t.on)} when ${sql.raw(when)}
        begin ${sql.raw(t.body)}; end`.execute(db);
    }
  }
}

export async function dropRollupTriggers(
  db: MigrationDb,
  dialect: Dialect,
  triggers: Record<string, RollupTrigger>,
) {
  for (const [name, t] of Object.entries(triggers)) {
    await sql`drop trigger if exists ${sql.raw(name)}${sql.raw(dialect === 'postgres' ? ` on ${t.table}` : '')}`.execute(
      db,
    );
    if (dialect === 'postgres') await sql`drop function if exists ${sql.raw(name)}()`.execute(db);
  }
}
