import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import type { DB } from './schema.js';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';
import { ROWS_KEYED } from './group-commit-driver.js';
import { ChangeFeed, ChangeWatchPlugin, listenForChanges, registerFeed } from './changes.js';
import { withTransactionEnds } from './commit-notices.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** The file of a SQLite database (for backups); null on PostgreSQL. */
  file: string | null;
  /** Changes to rows that instances keep in memory (see changes.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
let pgModule: typeof pg | null = null;

/** The PostgreSQL driver, loaded on first use: a SQLite deployment never pays for it. */
function loadPg(): typeof pg {
  if (pgModule) return pgModule;
  const loaded = require('pg') as typeof pg;
  // COUNT and SUM come back from PostgreSQL as int8/numeric strings; points fit a JS number.
  loaded.types.setTypeParser(20, (v) => Number(v));
  loaded.types.setTypeParser(1700, (v) => Number(v));
  pgModule = loaded;
  return loaded;
}

export function openDatabase(url: string, opts: { poolSize?: number } = {}): Database {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  const { Pool, Client } = loadPg();
  const pool = new Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const changes = new ChangeFeed();
  let stopListening: (() => Promise<void>) | null = null;
  changes.whenWatched(() => {
    stopListening = listenForChanges(Client, url, changes);
  });
  const db = new Kysely<DB>({
    dialect: withTransactionEnds(new PostgresDialect({ pool }), changes),
    plugins: [new CamelCasePlugin(), new ChangeWatchPlugin(changes)],
  });
  registerFeed(db, changes);
  return {
    db,
    dialect: 'postgres',
    file: null,
    changes,
    close: async () => {
      await stopListening?.();
      await db.destroy();
    },
  };
}

/**
 * Kysely's camel-casing, with SQLite's rows given their camel-case keys as the driver builds
 * them (once per statement) instead of copied into new objects key by key after every query
 * (figures in docs/performance.md). SQLite's values are never nested objects,
 * so the rows are the same; PostgreSQL's results, whose JSON columns are, still go through
 * the plugin as they are.
 */
export class CamelCaseRows extends CamelCasePlugin {
  readonly keyOf = (column: string): string => this.camelCase(column);

  override transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if ((args.result as { [ROWS_KEYED]?: boolean })[ROWS_KEYED]) return Promise.resolve(args.result);
    return super.transformResult(args);
  }
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const conn = new BetterSqlite3(file);
  conn.pragma('journal_mode = WAL');
  // FULL: every acknowledged commit is on the disk (the WAL is synced at each COMMIT). NORMAL
  // survives a process crash but can lose the last commits to a power cut or an OS crash — an
  // order whose voucher SMS already left. Measured cost: docs/durability.md.
  conn.pragma('synchronous = FULL');
  // A checkpoint copies the WAL's pages back into the database file and syncs it. Every 10,000
  // pages (about 40 MB) instead of SQLite's 1,000: the index pages a send touches are written
  // to the WAL by most groups, and a rarer checkpoint copies each of them once for many groups.
  // The WAL is still synced at every COMMIT, so
  // nothing acknowledged depends on it. The file is cut back to 64 MB after a checkpoint if a
  // long reader let it grow further.
  conn.pragma('wal_autocheckpoint = 10000');
  conn.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
  // Each request's transaction is a savepoint inside its group's (group-commit-driver.ts), and
  // SQLite copies every page a savepoint changes into a sub-journal first. On disk that was a
  // temporary file created, written and deleted per group, a cost every send paid. In
  // memory the copies go when each savepoint is released. Sorts too large for the
  // page cache also stay in memory; the portal's large lists are read in index order.
  conn.pragma('temp_store = MEMORY');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 10000');
  const changes = new ChangeFeed();
  let watching: NodeJS.Timeout | null = null;
  changes.whenWatched(() => {
    watching = watchOtherProcesses(conn, changes);
  });
  const camelCase = new CamelCaseRows();
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: conn, rowKey: camelCase.keyOf }),
    plugins: [camelCase, new ChangeWatchPlugin(changes)],
  });
  registerFeed(db, changes);
  return {
    db,
    dialect: 'sqlite',
    file: file === ':memory:' ? null : path.resolve(file),
    changes,
    close: async () => {
      if (watching) clearInterval(watching);
      await db.destroy();
    },
  };
}

/** How often a SQLite server looks for commits made by other processes. */
const OTHER_PROCESSES_POLL_MS = 500;

/**
 * Other processes may write the same SQLite file: the admin command line (a settings change,
 * a leaver), a second server. SQLite's data_version changes whenever another connection has
 * committed, at no I/O cost; when it does, every kept copy is dropped. This process's own writes
 * are told by the change feed as they run.
 */
function watchOtherProcesses(conn: BetterSqlite3.Database, changes: ChangeFeed): NodeJS.Timeout {
  const version = () => conn.pragma('data_version', { simple: true }) as number;
  let last = version();
  const timer = setInterval(() => {
    if (!conn.open) return;
    const now = version();
    if (now === last) return;
    last = now;
    changes.emit(null);
  }, OTHER_PROCESSES_POLL_MS);
  timer.unref();
  return timer;
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
