import {
  SqliteAdapter,
  type Compilable,
  type CompiledQuery,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
} from 'kysely';
import type { Db } from './database.js';
import { ChangeWatchPlugin } from './changes.js';
import { ROWS_KEYED } from './group-commit-driver.js';

/** Where a value goes in a prepared query: compiled as a parameter, bound on every call. */
class Slot {
  constructor(readonly name: string) {}
}

/** An object whose every property is the slot of that name. */
const slots = new Proxy({}, { get: (_, name) => new Slot(String(name)) });

const checkShape = process.env.NODE_ENV !== 'production';

/**
 * A read whose SQL never changes for a given `shape`, built and compiled by Kysely once per
 * dialect and shape; each call only binds its values. Kysely builds, camel-cases and compiles
 * a query afresh on every execution, and on the busiest reads that cost more than SQLite's own
 * work.
 *
 * - `build` receives stand-ins for the values: it must use them only as values (comparisons),
 *   never branch on them. Whatever changes the SQL goes into `shape` instead, and so does a
 *   limit that varies: SQLite's compiler writes limits into the SQL (sqlite-dialect.ts). Outside
 *   production every call also builds the query with its real values and checks that the SQL is
 *   the one kept, so a builder that branches on a value fails the tests.
 * - Selects only: a write is prepared with preparedWrite below, which also tells the change feed.
 */
export function preparedRead<V extends object, R, S extends string = ''>(
  build: (db: Db, values: V, shape: S) => Compilable<R>,
) {
  const run = kept('preparedRead', build, (query) => {
    if ((query as SelectQueryNode).kind !== 'SelectQueryNode') {
      throw new Error('preparedRead holds selects only: a write is prepared with preparedWrite');
    }
  });
  return async (db: Db, values: V, shape = '' as S): Promise<R[]> => (await run(db, values, shape)).rows;
}

/**
 * A write kept the same way (an insert, update or delete whose SQL never changes for a given
 * `shape`): for the wide inserts of a send (the outbox, a notification) Kysely's building cost
 * several times SQLite's own work. Each call still tells the change feed what it writes, as a
 * write through Kysely does, so every copy kept of a watched table hears of it.
 */
export function preparedWrite<V extends object, R = unknown, S extends string = ''>(
  build: (db: Db, values: V, shape: S) => Compilable<R>,
) {
  const run = kept('preparedWrite', build, (query) => {
    if ((query as SelectQueryNode).kind === 'SelectQueryNode')
      throw new Error('preparedWrite holds writes only');
  });
  return (db: Db, values: V, shape = '' as S): Promise<QueryResult<R>> => run(db, values, shape, true);
}

/** A compiled query and, for each of its parameters, the name of the value it takes (or null: a constant). */
interface KeptQuery<R> {
  compiled: CompiledQuery<R>;
  names: Array<string | null>;
}

function kept<V extends object, R, S extends string>(
  name: string,
  build: (db: Db, values: V, shape: S) => Compilable<R>,
  check: (query: RootOperationNode) => void,
) {
  // Per dialect (Kysely's adapter object, shared by a database and its transactions), then shape.
  const compiled = new WeakMap<object, Map<string, KeptQuery<R>>>();
  return async (db: Db, values: V, shape: S, announce = false): Promise<QueryResult<R>> => {
    const executor = db.getExecutor();
    let shapes = compiled.get(executor.adapter);
    if (!shapes) compiled.set(executor.adapter, (shapes = new Map()));
    let kq = shapes.get(shape);
    if (!kq) {
      const query = build(db, slots as V, shape).compile();
      check(query.query);
      kq = { compiled: query, names: query.parameters.map((p) => (p instanceof Slot ? p.name : null)) };
      shapes.set(shape, kq);
    }
    const query = kq.compiled;
    if (checkShape) {
      const fresh = build(db, values, shape).compile().sql;
      if (fresh !== query.sql) throw new Error(`${name}: the SQL changed with the values:\n${fresh}`);
    }
    // Kysely tells the feed as it compiles; a prepared write is compiled once, so it tells it itself.
    if (announce)
      for (const plugin of executor.plugins)
        if (plugin instanceof ChangeWatchPlugin) plugin.announce(query.query);
    const { names } = kq;
    const parameters = new Array<unknown>(names.length);
    for (let i = 0; i < names.length; i++) {
      const slot = names[i];
      parameters[i] =
        typeof slot === 'string' ? (values as Record<string, unknown>)[slot] : query.parameters[i];
    }
    // Written out rather than spread: V8 copies a spread object on a slow path here.
    const bound: CompiledQuery<R> = {
      query: query.query,
      queryId: query.queryId,
      sql: query.sql,
      parameters,
    };
    // SQLite's driver gives rows their final keys (CamelCaseRows), and no plugin changes a
    // result otherwise, so the statement goes straight to the connection: Kysely's way adds a
    // query id, an await per plugin and two async layers to each of a send's dozen statements.
    // The connection is still the transaction's, or taken and given back as Kysely would.
    if (executor.adapter instanceof SqliteAdapter) {
      const result = await executor.provideConnection((c) => c.executeQuery<R>(bound));
      if ((result as { [ROWS_KEYED]?: boolean })[ROWS_KEYED]) return result;
      let transformed = result as QueryResult<UnknownRow>;
      for (const plugin of executor.plugins)
        transformed = await plugin.transformResult({ result: transformed, queryId: bound.queryId });
      return transformed as QueryResult<R>;
    }
    return db.executeQuery<R>(bound);
  };
}
