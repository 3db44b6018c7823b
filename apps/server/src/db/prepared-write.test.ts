import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './database.js';
import type { Change } from './changes.js';

/**
 * As in production: outside it every call also builds its query through Kysely to check the
 * kept SQL, which would tell the change feed by itself and hide a prepared write that does not.
 */
vi.stubEnv('NODE_ENV', 'production');
vi.resetModules();
const { preparedWrite } = await import('./prepared-query.js');
const { createTestDatabase } = await import('../../test/db.js');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insertInto('clusters').values({ code: 'KWC', name: 'Kept cluster' }).execute();
});
afterAll(async () => {
  await database.close();
  vi.unstubAllEnvs();
});

const addDivision = preparedWrite((db, v: { code: string; name: string }) =>
  db
    .insertInto('divisions')
    .values({ code: v.code, name: v.name, clusterCode: 'KWC' })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code'),
);

describe('preparedWrite', () => {
  it('binds each call’s values, answers what the write returns and tells the change feed every time', async () => {
    const heard: Change[] = [];
    const stop = database.changes.subscribe((c) => heard.push(c));
    // Each call, the first (which compiles) and the later ones (which do not), is heard.
    const add = async (code: string, name: string) => {
      heard.length = 0;
      const { rows } = await addDivision(database.db, { code, name });
      expect(heard).toContain('divisions');
      return rows;
    };
    try {
      expect(await add('KW1', 'Kept one')).toEqual([{ code: 'KW1' }]);
      expect(await add('KW2', 'Kept two')).toEqual([{ code: 'KW2' }]);
      // Already there: nothing written, nothing returned.
      expect(await add('KW1', 'Again')).toEqual([]);
    } finally {
      stop();
    }
    const rows = await database.db
      .selectFrom('divisions')
      .select(['code', 'name'])
      .where('clusterCode', '=', 'KWC')
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: 'KW1', name: 'Kept one' },
      { code: 'KW2', name: 'Kept two' },
    ]);
  });

  it('runs inside a transaction, and its write goes with a rollback', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await addDivision(trx, { code: 'KW3', name: 'Kept three' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const kw3 = await database.db.selectFrom('divisions').select('code').where('code', '=', 'KW3').execute();
    expect(kw3).toEqual([]);
  });

  it('holds writes only', async () => {
    const read = preparedWrite((db, v: { code: string }) =>
      db.selectFrom('divisions').select('code').where('code', '=', v.code),
    );
    await expect(read(database.db, { code: 'KW1' })).rejects.toThrow(/writes only/);
  });
});
