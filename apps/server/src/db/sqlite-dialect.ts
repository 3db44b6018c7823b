import type BetterSqlite3 from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteQueryCompiler,
  ValueNode,
  type Driver,
  type LimitNode,
  type QueryCompiler,
} from 'kysely';
import { GroupCommitSqliteDriver } from './group-commit-driver.js';

/**
 * SQLite through better-sqlite3 with group commit (group-commit-driver.ts). Write transactions
 * begin IMMEDIATE, so a second process (another server, the backup or the crash test) waits
 * on busy_timeout for the write lock up front, instead of failing with SQLITE_BUSY when a
 * deferred transaction tries to upgrade from read to write.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;
  readonly #rowKey: ((column: string) => string) | undefined;
  /** `rowKey` names each column in row objects, once per statement (see CamelCaseRows). */
  constructor(config: { database: BetterSqlite3.Database; rowKey?: (column: string) => string }) {
    super(config);
    this.#database = config.database;
    this.#rowKey = config.rowKey;
  }
  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.#database, { rowKey: this.#rowKey });
  }
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}

/**
 * Writes a whole-number LIMIT into the SQL text instead of binding it. SQLite plans a query
 * with the value bound to a `limit ?` and marks the statement to be planned again whenever that
 * parameter is bound anew, so a kept prepared statement with `limit ?` was compiled from its SQL
 * on every run, which costs more than a small read itself. Written as a
 * literal, the statement is planned once and kept. The value is checked to be a safe integer,
 * so nothing from input reaches the text as anything but digits; the few distinct limits
 * (1, a page and one more) each make one kept statement.
 */
export class LiteralLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const limit = node.limit;
    if (ValueNode.is(limit) && typeof limit.value === 'number' && Number.isSafeInteger(limit.value)) {
      this.append(`limit ${limit.value}`);
      return;
    }
    super.visitLimit(node);
  }
}
