import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/**
 * SQLite driver with group commit. Every acknowledged commit must be on the disk
 * (synchronous = FULL), and on a shared disk the fsync of a COMMIT costs more than the rest of
 * a send; so the transactions of several concurrent requests are committed together:
 *
 * - the first transaction of a group begins an outer `BEGIN IMMEDIATE`; each transaction is a
 *   savepoint inside it, released on success and rolled back alone on failure, so one request's
 *   failure never touches another's work;
 * - when a transaction ends, one COMMIT of the whole group is queued behind the requests already
 *   waiting for the connection: they join the group, later ones start the next;
 * - a request that wrote is not answered until its group's COMMIT has returned (releaseConnection
 *   waits for it), so nothing is acknowledged before it is durable. If the COMMIT fails, every
 *   request of the group fails with it.
 *
 * Alone (no concurrency) a request pays one COMMIT, as before; under load many share one.
 */
export class GroupCommitSqliteDriver implements Driver {
  readonly #db: BetterSqlite3.Database;
  readonly #connection: DatabaseConnection;
  readonly #mutex = new FifoMutex();
  /** The open group: its outer transaction has begun and its COMMIT is owed. */
  #group: Deferred | null = null;
  #flushQueued = false;
  /** A read transaction is open for the reads of this turn of the event loop (#readInTurn). */
  #reading = false;
  /** State of the current holder of the connection. */
  #inTransaction = false;
  #wrote = false;
  /**
   * Prepared statements by SQL text. Preparing costs more than running most of the portal's
   * statements, and the same few hundred texts come back on every request; SQLite re-prepares
   * a cached statement by itself when the schema changes under it.
   */
  readonly #statements = new Map<string, BetterSqlite3.Statement>();
  /** How each kept select builds its row objects (see #readRows); dropped when the schema changes. */
  #rowMakers = new WeakMap<BetterSqlite3.Statement, RowMaker>();

  /** What a column is called in a row object (the column's own name unless told). */
  readonly #rowKey: ((column: string) => string) | null;

  constructor(db: BetterSqlite3.Database, opts: { rowKey?: (column: string) => string } = {}) {
    this.#db = db;
    this.#rowKey = opts.rowKey ?? null;
    this.#connection = {
      executeQuery: <R>(q: CompiledQuery) => this.#execute(q) as Promise<QueryResult<R>>,
      streamQuery: () => this.#noStreaming(),
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    this.#inTransaction = false;
    this.#wrote = false;
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    // SQLite may have rolled the outer transaction back on its own (disk full, I/O error).
    if (this.#group && !this.#db.inTransaction) this.#endGroup(new Error('The group transaction was lost'));
    this.#openGroup();
    this.#raw('savepoint group_commit_trx');
    this.#inTransaction = true;
  }

  async commitTransaction(): Promise<void> {
    this.#raw('release savepoint group_commit_trx');
    this.#inTransaction = false;
    this.#wrote = true;
  }

  async rollbackTransaction(): Promise<void> {
    this.#inTransaction = false;
    if (!this.#db.inTransaction) return;
    this.#raw('rollback to savepoint group_commit_trx');
    this.#raw('release savepoint group_commit_trx');
  }

  async savepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#savepointCommand(c, `savepoint ${name}`, compile);
  }
  async rollbackToSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#savepointCommand(c, `rollback to ${name}`, compile);
  }
  async releaseSavepoint(c: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#savepointCommand(c, `release ${name}`, compile);
  }

  async releaseConnection(): Promise<void> {
    const durable = this.#wrote && this.#group ? this.#group.promise : null;
    this.#wrote = false;
    if (durable) this.#queueFlush();
    this.#mutex.unlock();
    // Answer only once the group holding this request's writes is on the disk.
    if (durable) await durable;
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    try {
      this.#endReading();
      if (this.#group) this.#commitGroup();
    } finally {
      this.#mutex.unlock();
      this.#db.close();
    }
  }

  async #savepointCommand(c: DatabaseConnection, sql: string, _compile: QueryCompiler['compileQuery']) {
    // Savepoint names come from Kysely's own API, never from input.
    await c.executeQuery(CompiledQuery.raw(sql));
  }

  #openGroup(): void {
    if (this.#group) return;
    this.#endReading();
    this.#raw('begin immediate');
    this.#group = deferred();
  }

  #queueFlush(): void {
    if (this.#flushQueued) return;
    this.#flushQueued = true;
    // One turn of the event loop first, so requests under way reach their writes, then behind
    // every request already waiting for the connection: they all join this group.
    void new Promise<void>((r) => setImmediate(r))
      .then(() => this.#mutex.lock())
      .then(() => {
        this.#flushQueued = false;
        try {
          if (this.#group) this.#commitGroup();
        } finally {
          this.#mutex.unlock();
        }
      });
  }

  /**
   * Opens one read transaction for every read outside a transaction until this turn of the
   * event loop ends. Alone, each read is a transaction of its own, which takes and gives back a
   * WAL read lock (two fcntl calls) and checks the WAL index, which costs more than a small
   * read's own work, and My Recognition makes three. The reads of a turn (of every request
   * answered in it) then share one snapshot, as fresh as a read at the turn's first. A write
   * ends it first (#openGroup), and so does anything that cannot run in a transaction.
   */
  #readInTurn(): void {
    // Already in a transaction that something else began on this connection: read inside it.
    if (this.#reading || this.#db.inTransaction) return;
    this.#raw('begin');
    this.#reading = true;
    setImmediate(() => this.#endReading());
  }

  #endReading(): void {
    if (!this.#reading) return;
    this.#reading = false;
    // SQLite may have ended it on its own (an error in a read); there is then nothing to end.
    if (this.#db.inTransaction) this.#raw('commit');
  }

  #commitGroup(): void {
    try {
      if (!this.#db.inTransaction) throw new Error('The group transaction was lost');
      this.#raw('commit');
      this.#endGroup(null);
    } catch (err) {
      if (this.#db.inTransaction) this.#raw('rollback');
      this.#endGroup(err instanceof Error ? err : new Error(String(err)));
    }
  }

  #endGroup(error: Error | null): void {
    const group = this.#group;
    this.#group = null;
    if (!group) return;
    if (error) group.reject(error);
    else group.resolve();
  }

  #execute(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const { sql, parameters } = query;
    if (!this.#inTransaction) {
      if (OUTSIDE_TRANSACTION.test(sql)) {
        // Statements that cannot run inside a transaction commit the open group first.
        this.#endReading();
        if (this.#group) this.#commitGroup();
      } else if (READ.test(sql)) {
        if (!this.#group) this.#readInTurn();
      } else {
        // A write outside a transaction joins the group (opening one if none is open) and
        // waits for its COMMIT like a transaction, instead of paying a COMMIT of its own.
        this.#openGroup();
        this.#wrote = true;
      }
    }
    if (SCHEMA_CHANGE.test(sql)) this.#rowMakers = new WeakMap();
    const stmt = this.#prepare(sql);
    if (stmt.reader) {
      const rows = this.#readRows(stmt, parameters);
      return Promise.resolve(this.#rowKey ? { rows, [ROWS_KEYED]: true } : { rows });
    }
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  /**
   * Rows as objects, built in JavaScript from SQLite's rows as arrays. better-sqlite3 builds
   * each row object through V8's API, setting each column by name, which is slow on
   * the busiest reads. An object literal of the statement's columns, compiled once
   * per statement, builds the same object at a fraction of that.
   */
  #readRows(stmt: BetterSqlite3.Statement, parameters: readonly unknown[]): unknown[] {
    const rows = stmt.raw(true).all(parameters) as unknown[][];
    let make = this.#rowMakers.get(stmt);
    // None yet, or SQLite prepared the statement again after another process changed the schema.
    if (!make || (rows.length && rows[0]!.length !== make.width)) {
      const rowKey = this.#rowKey;
      make = rowMaker(stmt.columns().map((c) => (rowKey ? rowKey(c.name) : c.name)));
      this.#rowMakers.set(stmt, make);
    }
    return rows.map(make);
  }

  #raw(sql: string): void {
    this.#prepare(sql).run();
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.#statements.get(sql);
    if (stmt) {
      // Most recently used last, so the oldest is the first to go when the cache is full.
      this.#statements.delete(sql);
    } else {
      stmt = this.#db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, stmt);
    return stmt;
  }

  // eslint-disable-next-line require-yield -- nothing streams from SQLite here
  async *#noStreaming(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported on SQLite');
  }
}

/**
 * Marks a result whose rows already carry the keys a `rowKey` gave them, so a result plugin
 * that would rename them (CamelCaseRows in database.ts) leaves them as they are.
 */
export const ROWS_KEYED = Symbol('rows keyed');

type RowMaker = ((row: unknown[]) => Record<string, unknown>) & { width: number };

/**
 * A function that turns a row array into the object better-sqlite3 would have built: the
 * columns in order, a later one of the same name winning. The names are written as JSON
 * string literals, so any name is only ever a key; `__proto__`, the one key a literal treats
 * differently, is defined as an own property instead.
 */
function rowMaker(names: string[]): RowMaker {
  const literal = names.some((n) => n === '__proto__')
    ? null
    : `return {${names.map((n, i) => `${JSON.stringify(n)}: row[${i}]`).join(', ')}};`;
  const make: (row: unknown[]) => Record<string, unknown> = literal
    ? (new Function('row', literal) as (row: unknown[]) => Record<string, unknown>)
    : (row) => {
        const out: Record<string, unknown> = {};
        names.forEach((n, i) =>
          Object.defineProperty(out, n, {
            value: row[i],
            enumerable: true,
            writable: true,
            configurable: true,
          }),
        );
        return out;
      };
  return Object.assign(make, { width: names.length });
}

/** Statements that may change a table's columns, after which row makers are built afresh. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
const READ = /^\s*select\b/i;
/** Distinct statement texts kept prepared; lists with IN (…) of many lengths make more texts than the code has. */
const STATEMENT_CACHE_SIZE = 1000;
const OUTSIDE_TRANSACTION = /^\s*(vacuum|pragma|attach|detach|begin|commit|end|rollback)\b/i;

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(err: Error): void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting (a group of reads that never wrote); an unawaited rejection must not crash.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** A mutex that hands the connection over in the order it was asked for. */
class FifoMutex {
  #locked = false;
  readonly #waiters: Array<() => void> = [];
  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
  unlock(): void {
    const next = this.#waiters.shift();
    if (next) next();
    else this.#locked = false;
  }
}
