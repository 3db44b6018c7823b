import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import type { DB } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** The file of a SQLite database (for backups); null on PostgreSQL. */
  file: string | null;
  close(): Promise<void>;
}

// COUNT and SUM come back from PostgreSQL as int8/numeric strings; points fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const plugins = [new CamelCasePlugin()];

export function openDatabase(url: string, opts: { poolSize?: number } = {}): Database {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
  return { db, dialect: 'postgres', file: null, close: () => db.destroy() };
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const conn = new BetterSqlite3(file);
  conn.pragma('journal_mode = WAL');
  // FULL: every acknowledged commit is on the disk (the WAL is synced at each COMMIT). NORMAL
  // survives a process crash but can lose the last commits to a power cut or an OS crash — an
  // order whose voucher SMS already left. Measured cost: docs/durability.md.
  conn.pragma('synchronous = FULL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 10000');
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: conn }), plugins });
  return {
    db,
    dialect: 'sqlite',
    file: file === ':memory:' ? null : path.resolve(file),
    close: () => db.destroy(),
  };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
