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
