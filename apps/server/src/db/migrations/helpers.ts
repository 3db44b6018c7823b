import type { CreateTableBuilder, Kysely } from 'kysely';
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
