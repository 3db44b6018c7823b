import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';
import { CamelCaseRows } from './database.js';

interface T {
  items: { id: Generated<number>; label: string };
}
let file: string;
let conn: BetterSqlite3.Database;
let db: Kysely<T>;
let commits = 0;
/** A second connection, as another process would read the file. */
let other: BetterSqlite3.Database;

beforeEach(async () => {
  file = path.join(os.tmpdir(), `group-commit-${randomUUID()}.db`);
  conn = new BetterSqlite3(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = FULL');
  const prepare = conn.prepare.bind(conn);
  commits = 0;
  // The driver keeps statements prepared, so COMMITs are counted where they run.
  conn.prepare = ((source: string) => {
    const stmt = prepare(source);
    if (source.trim().toLowerCase() !== 'commit') return stmt;
    const run = stmt.run.bind(stmt);
    stmt.run = ((...params: unknown[]) => {
      commits += 1;
      return run(...params);
    }) as typeof stmt.run;
    return stmt;
  }) as typeof conn.prepare;
  db = new Kysely<T>({ dialect: new ImmediateSqliteDialect({ database: conn }) });
  await sql`create table items (id integer primary key, label text not null unique)`.execute(db);
  other = new BetterSqlite3(file, { readonly: true });
});
afterEach(async () => {
  other.close();
  await db.destroy();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
});

const seenByOther = (label: string) =>
  other.prepare('select count(*) as n from items where label = ?').get(label) as { n: number };

describe('group commit on SQLite', () => {
  it('commits concurrent transactions together, and answers each only once it is committed', async () => {
    const acked: string[] = [];
    const visibleAtAck: boolean[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto('items')
              .values({ id: i + 1, label: `t${i}` })
              .execute();
            await new Promise((r) => setImmediate(r));
            await trx
              .insertInto('items')
              .values({ id: i + 101, label: `u${i}` })
              .execute();
          })
          .then(() => {
            acked.push(`t${i}`);
            // Another connection sees it the moment it is acknowledged: it was committed.
            visibleAtAck.push(seenByOther(`t${i}`).n === 1 && seenByOther(`u${i}`).n === 1);
          }),
      ),
    );
    expect(acked).toHaveLength(20);
    expect(visibleAtAck.every(Boolean)).toBe(true);
    // Twenty transactions, far fewer COMMITs (each one an fsync with synchronous = FULL).
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThan(10);
  });

  it('rolls a failed transaction back alone; the rest of its group commits', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('items')
            .values({ label: `ok-or-not-${i}` })
            .execute();
          if (i % 2 === 1) throw new Error(`refused ${i}`);
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    const labels = (await db.selectFrom('items').select('label').orderBy('label').execute()).map(
      (r) => r.label,
    );
    expect(labels).toEqual(['ok-or-not-0', 'ok-or-not-2', 'ok-or-not-4']);
    // A constraint error inside a transaction is that transaction's alone too.
    await db.transaction().execute((trx) => trx.insertInto('items').values({ label: 'dup' }).execute());
    const dup = await Promise.allSettled([
      db.transaction().execute((trx) => trx.insertInto('items').values({ label: 'dup' }).execute()),
      db.transaction().execute((trx) => trx.insertInto('items').values({ label: 'fine' }).execute()),
    ]);
    expect(dup.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(seenByOther('fine').n).toBe(1);
  });

  it('a write outside a transaction is committed before it is answered, alone or in a group', async () => {
    await db.insertInto('items').values({ label: 'alone' }).execute();
    expect(seenByOther('alone').n).toBe(1);
    await Promise.all([
      db.transaction().execute((trx) => trx.insertInto('items').values({ label: 'in-trx' }).execute()),
      db
        .insertInto('items')
        .values({ label: 'plain' })
        .execute()
        .then(() => expect(seenByOther('plain').n).toBe(1)),
    ]);
  });

  it('statements that cannot run in a transaction commit the open group first', async () => {
    await Promise.all([
      db.transaction().execute((trx) => trx.insertInto('items').values({ label: 'before-pragma' }).execute()),
      sql`pragma synchronous = FULL`.execute(db),
    ]);
    expect(seenByOther('before-pragma').n).toBe(1);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(sync.rows[0]?.synchronous).toBe(2);
  });
});

describe('prepared statements', () => {
  it('prepares each statement text once and reuses it', async () => {
    let prepared = 0;
    const prepare = conn.prepare.bind(conn);
    conn.prepare = ((source: string) => {
      if (source.includes('from "items"')) prepared += 1;
      return prepare(source);
    }) as typeof conn.prepare;
    await db.insertInto('items').values({ label: 'a' }).execute();
    for (let i = 0; i < 5; i++) {
      const row = await db.selectFrom('items').select('label').where('label', '=', 'a').executeTakeFirst();
      expect(row?.label).toBe('a');
    }
    expect(prepared).toBe(1);
  });

  it('builds each row as better-sqlite3 would: columns in order, the last of a name winning', async () => {
    await db.insertInto('items').values({ label: 'x' }).execute();
    const text = `select id, label, null as empty, x'00ff' as bytes, 2.5 as half, label as id,
      'c' as "con""stant" from items`;
    const { rows } = await sql.raw(text).execute(db);
    const expected = conn.prepare(text).all() as Array<Record<string, unknown>>;
    expect(rows).toEqual(expected);
    expect(Object.keys(rows[0] as object)).toEqual(Object.keys(expected[0]!));
    expect((rows[0] as Record<string, unknown>).id).toBe('x');
  });

  it('names the columns as it builds the rows, as Kysely’s camel-case plugin would rename them', async () => {
    await db.insertInto('items').values({ label: 'k' }).execute();
    const camelCase = new CamelCaseRows();
    const keyed = new Kysely<T>({
      dialect: new ImmediateSqliteDialect({ database: conn, rowKey: camelCase.keyOf }),
      plugins: [camelCase],
    });
    const renamed = new Kysely<T>({
      dialect: new ImmediateSqliteDialect({ database: conn }),
      plugins: [new CamelCasePlugin()],
    });
    const text = `select id as item_id, label as the_label, 'x' as "already_Camel", 1 as a_b, 2 as "aB",
      x'00' as blob_bytes from items`;
    const expected = (await sql.raw(text).execute(renamed)).rows;
    const rows = (await sql.raw(text).execute(keyed)).rows;
    expect(rows).toEqual(expected);
    expect(Object.keys(rows[0] as object)).toEqual(Object.keys(expected[0] as object));
    expect(rows[0]).toMatchObject({ itemId: 1, theLabel: 'k', aB: 2 });
    // Through the query builder too, with the driver's rows left as they came.
    expect(await keyed.selectFrom('items').select(['id', 'label']).execute()).toEqual([
      { id: 1, label: 'k' },
    ]);
  });

  it('keeps a column named __proto__ as a column, not as the row’s prototype', async () => {
    await db.insertInto('items').values({ label: 'p' }).execute();
    const { rows } = await sql.raw(`select label, 'p' as "__proto__" from items`).execute(db);
    const row = rows[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('p');
    expect(row.label).toBe('p');
  });

  it('reads the new columns after another connection changes the schema', async () => {
    await db.insertInto('items').values({ label: 'c' }).execute();
    const read = () => db.selectFrom('items').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, label: 'c' }]);
    const third = new BetterSqlite3(file);
    third.exec(`alter table items add column extra text default 'e'`);
    third.close();
    // The reads of one turn of the event loop share a snapshot; the next turn sees the change.
    await new Promise((r) => setImmediate(r));
    expect(await read()).toEqual([{ id: 1, label: 'c', extra: 'e' }]);
  });

  it('still answers after the schema changes under a kept statement', async () => {
    await db.insertInto('items').values({ label: 'b' }).execute();
    const read = () => db.selectFrom('items').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, label: 'b' }]);
    await sql`alter table items add column note text`.execute(db);
    expect(await read()).toEqual([{ id: 1, label: 'b', note: null }]);
  });
});

describe('reads outside a transaction', () => {
  const nextTurn = () => new Promise((r) => setImmediate(r));
  const labels = async () =>
    (await db.selectFrom('items').select('label').orderBy('label').execute()).map((r) => r.label);

  it('share one read transaction, which ends with the turn of the event loop', async () => {
    await db.insertInto('items').values({ label: 'a' }).execute();
    await nextTurn();
    expect(conn.inTransaction).toBe(false);
    expect(await labels()).toEqual(['a']);
    expect(conn.inTransaction).toBe(true);
    expect(await labels()).toEqual(['a']);
    await nextTurn();
    expect(conn.inTransaction).toBe(false);
  });

  it('give way to a write in the same turn, which is committed and read back', async () => {
    expect(await labels()).toEqual([]);
    await db.insertInto('items').values({ label: 'b' }).execute();
    expect(seenByOther('b').n).toBe(1);
    expect(await labels()).toEqual(['b']);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ label: 'c' }).execute();
    });
    expect(seenByOther('c').n).toBe(1);
    expect(await labels()).toEqual(['b', 'c']);
  });

  it('see what another connection committed from the next turn on, and never hold its writes back', async () => {
    expect(await labels()).toEqual([]);
    const writer = new BetterSqlite3(file);
    try {
      // The open read transaction does not stop another connection from writing.
      writer.prepare(`insert into items (label) values ('d')`).run();
      await nextTurn();
      expect(await labels()).toEqual(['d']);
      await nextTurn();
      // Nor from checkpointing everything once the turn is over.
      expect(writer.pragma('wal_checkpoint(TRUNCATE)')).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      writer.close();
    }
  });
});
