import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import type { SqliteDialectConfig } from 'kysely';

/**
 * Write transactions begin IMMEDIATE so a second process (another server, the backup or the
 * crash test) waits on busy_timeout for the write lock up front, instead of failing with
 * SQLITE_BUSY when a deferred transaction tries to upgrade from read to write.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
