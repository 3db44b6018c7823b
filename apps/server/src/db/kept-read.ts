import type { Compilable, CompiledQuery, SelectQueryNode } from 'kysely';
import type { Db } from './database.js';

/** Where a value goes in a kept query: compiled as a parameter, bound on every call. */
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
 * work (a third of My Recognition's request in a profile).
 *
 * - `build` receives stand-ins for the values: it must use them only as values (comparisons,
 *   limits), never branch on them. Whatever changes the SQL goes into `shape` instead. Outside
 *   production every call also builds the query with its real values and checks that the SQL is
 *   the one kept, so a builder that branches on a value fails the tests.
 * - Selects only: the change feed learns of writes as Kysely transforms them, so a write must
 *   go through Kysely each time.
 */
export function keptRead<V extends object, R, S extends string = ''>(
  build: (db: Db, values: V, shape: S) => Compilable<R>,
) {
  // Per dialect (Kysely's adapter object, shared by a database and its transactions), then shape.
  const kept = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return async (db: Db, values: V, shape = '' as S): Promise<R[]> => {
    const adapter = db.getExecutor().adapter;
    let shapes = kept.get(adapter);
    if (!shapes) kept.set(adapter, (shapes = new Map()));
    let query = shapes.get(shape);
    if (!query) {
      query = build(db, slots as V, shape).compile();
      if ((query.query as SelectQueryNode).kind !== 'SelectQueryNode') {
        throw new Error('keptRead holds selects only: writes must reach the change feed');
      }
      shapes.set(shape, query);
    }
    if (checkShape) {
      const fresh = build(db, values, shape).compile().sql;
      if (fresh !== query.sql) throw new Error(`keptRead: the SQL changed with the values:\n${fresh}`);
    }
    const parameters = query.parameters.map((p) =>
      p instanceof Slot ? (values as Record<string, unknown>)[p.name] : p,
    );
    const { rows } = await db.executeQuery<R>({ ...query, parameters });
    return rows;
  };
}
