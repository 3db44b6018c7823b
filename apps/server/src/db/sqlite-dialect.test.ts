import BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ImmediateSqliteDialect } from './sqlite-dialect.js';

interface Rows {
  items: { id: number; name: string };
}

const conn = new BetterSqlite3(':memory:');
conn.exec(`create table items (id integer primary key, name text not null);
  insert into items (name) values ('a'), ('b'), ('c'), ('d');`);
const db = new Kysely<Rows>({ dialect: new ImmediateSqliteDialect({ database: conn }) });
afterAll(async () => {
  await db.destroy();
});

const byId = () => db.selectFrom('items').select('name').orderBy('id');

describe('SQLite limits', () => {
  it('writes a whole-number limit into the SQL, so the statement is planned once and kept', () => {
    const compiled = byId().where('id', '>', 1).limit(2).offset(1).compile();
    expect(compiled.sql).toBe('select "name" from "items" where "id" > ? order by "id" limit 2 offset ?');
    expect(compiled.parameters).toEqual([1, 1]);
  });

  it('binds anything else as before: nothing but digits from a value reaches the text', () => {
    expect(byId().limit(1.5).compile().sql).toMatch(/limit \?$/);
    expect(
      byId()
        .limit(Number.MAX_SAFE_INTEGER + 2)
        .compile().sql,
    ).toMatch(/limit \?$/);
    expect(
      byId()
        .limit(sql<number>`1 + 1`)
        .compile().sql,
    ).toMatch(/limit 1 \+ 1$/);
  });

  it('returns the rows the limit and offset ask for', async () => {
    expect(await byId().limit(2).execute()).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(await byId().limit(2).offset(2).execute()).toEqual([{ name: 'c' }, { name: 'd' }]);
    expect(await byId().limit(0).execute()).toEqual([]);
    // SQLite reads a negative limit as none.
    expect(await byId().limit(-1).offset(3).execute()).toEqual([{ name: 'd' }]);
  });
});
