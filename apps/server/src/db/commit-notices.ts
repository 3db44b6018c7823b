import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';

type Compile = QueryCompiler['compileQuery'];
import type { ChangeFeed } from './changes.js';

/**
 * Wraps a dialect so the change feed hears when each transaction begins and ends. Where reads
 * run on other connections than a write (PostgreSQL's pool), a copy refilled while the write's
 * transaction was open holds the rows from before it; dropping copies again once the COMMIT has
 * returned means the request that wrote, and every later one, reads what it committed, without
 * waiting for the database's change notice.
 */
export function withTransactionEnds(dialect: Dialect, feed: ChangeFeed): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new TransactionEndsDriver(dialect.createDriver(), feed),
  };
}

class TransactionEndsDriver implements Driver {
  constructor(
    readonly inner: Driver,
    readonly feed: ChangeFeed,
  ) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return this.inner.acquireConnection();
  }
  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(conn, settings);
    this.feed.transactionStarted();
  }
  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(conn);
    } finally {
      this.feed.transactionEnded();
    }
  }
  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(conn);
    } finally {
      this.feed.transactionEnded();
    }
  }
  async savepoint(conn: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.inner.savepoint?.(conn, name, compile);
  }
  async rollbackToSavepoint(conn: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.inner.rollbackToSavepoint?.(conn, name, compile);
  }
  async releaseSavepoint(conn: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    await this.inner.releaseSavepoint?.(conn, name, compile);
  }
  releaseConnection(conn: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(conn);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
