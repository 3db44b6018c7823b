import type BetterSqlite3 from 'better-sqlite3';
import { SqliteDialect, type Driver } from 'kysely';
import { GroupCommitSqliteDriver } from './group-commit-driver.js';

/**
 * SQLite through better-sqlite3 with group commit (group-commit-driver.ts). Write transactions
 * begin IMMEDIATE, so a second process (another server, the backup or the crash test) waits
 * on busy_timeout for the write lock up front, instead of failing with SQLITE_BUSY when a
 * deferred transaction tries to upgrade from read to write.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;
  constructor(config: { database: BetterSqlite3.Database }) {
    super(config);
    this.#database = config.database;
  }
  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.#database);
  }
}
