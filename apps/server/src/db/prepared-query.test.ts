import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { preparedRead } from './prepared-query.js';
import { createTestDatabase } from '../../test/db.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insertInto('clusters').values({ code: 'KRC', name: 'Kept cluster' }).execute();
  await database.db
    .insertInto('divisions')
    .values(['KR1', 'KR2', 'KR3'].map((code) => ({ code, name: `Kept ${code}`, clusterCode: 'KRC' })))
    .execute();
});
afterAll(async () => {
  await database.close();
});

// The limit is part of the shape: SQLite's compiler writes it into the SQL (sqlite-dialect.ts).
const divisions = preparedRead((db, v: { from: string }, shape: `${'asc' | 'desc'}:${number}`) => {
  const [order, limit] = shape.split(':');
  return db
    .selectFrom('divisions')
    .select(['code', 'name'])
    .where('code', '>=', v.from)
    .where('code', 'like', 'KR%')
    .orderBy('code', order === 'desc' ? 'desc' : 'asc')
    .limit(Number(limit));
});

describe('preparedRead', () => {
  it('binds each call’s values into the query it keeps, one per shape', async () => {
    expect(await divisions(database.db, { from: 'KR2' }, 'asc:5')).toEqual([
      { code: 'KR2', name: 'Kept KR2' },
      { code: 'KR3', name: 'Kept KR3' },
    ]);
    expect((await divisions(database.db, { from: 'KR1' }, 'asc:2')).map((d) => d.code)).toEqual([
      'KR1',
      'KR2',
    ]);
    expect((await divisions(database.db, { from: 'KR1' }, 'desc:2')).map((d) => d.code)).toEqual([
      'KR3',
      'KR2',
    ]);
  });

  it('runs inside a transaction and sees its writes', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('divisions')
        .values({ code: 'KR4', name: 'Kept KR4', clusterCode: 'KRC' })
        .execute();
      const rows = await divisions(trx, { from: 'KR4' }, 'asc:5');
      expect(rows.map((d) => d.code)).toEqual(['KR4']);
    });
  });

  it('refuses a builder that branches on a value, outside production', async () => {
    const branching = preparedRead((db, v: { code: string | null }) => {
      const q = db.selectFrom('divisions').select('code');
      return v.code === null ? q.where('code', 'is', null) : q.where('code', '=', v.code);
    });
    await expect(branching(database.db, { code: null })).rejects.toThrow(/SQL changed with the values/);
  });

  it('holds selects only, since writes must reach the change feed', async () => {
    const write = preparedRead((db, v: { code: string }) =>
      db.deleteFrom('divisions').where('code', '=', v.code).returning('code'),
    );
    await expect(write(database.db, { code: 'KR9' })).rejects.toThrow(/selects only/);
  });
});
