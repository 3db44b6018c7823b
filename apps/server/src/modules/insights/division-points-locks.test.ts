import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { transfer } from '../../ledger/index.js';
import { INSIGHTS_DIVISION_POINTS_RECOUNT } from '../../db/migrations/0260_insights_division_points.js';
import { foldPending } from './fold.js';

/**
 * Points per division are rows every transfer of a division adds to. A transfer only appends
 * its deltas, and the fold takes the rows in key order: transfers crossing two divisions in
 * opposite directions, and batches over members of both, all commit on PostgreSQL, and the
 * folded sums equal a recount.
 */
const t = appPerFile();

const sums = () =>
  t.database.db
    .selectFrom('insightsDivisionPoints')
    .select(['period', 'divisionCode', 'redeemNet', 'shopRefunded'])
    .where('redeemNet', '<>', 0)
    .orderBy('period')
    .orderBy('divisionCode')
    .execute()
    .then((rows) =>
      rows.map((r) => ({ ...r, redeemNet: Number(r.redeemNet), shopRefunded: Number(r.shopRefunded) })),
    );

describe('points per division under concurrent transfers', () => {
  it('transfers and batches across two divisions all commit, and the sums equal a recount', async () => {
    const db = t.database.db;
    const [x, y] = (await db.selectFrom('divisions').select('code').orderBy('code').limit(2).execute()).map(
      (d) => d.code,
    );
    const inX: number[] = [];
    const inY: number[] = [];
    for (let i = 0; i < 6; i++) {
      inX.push(await createMember(t.database, { divisionCode: x! }));
      inY.push(await createMember(t.database, { divisionCode: y! }));
    }
    let key = 0;
    const move = (trx: Parameters<typeof transfer>[0], from: number | null, to: number) =>
      transfer(trx, {
        from: from === null ? { system: 'shop' } : { memberId: from, kind: 'redeem' },
        to: { memberId: to, kind: 'redeem' },
        amount: from === null ? 100 : 1,
        type: 'REFUND',
        description: 'lock test',
        at: new Date().toISOString(),
        idempotencyKey: `locks:${key++}`,
      });
    // Everyone's accounts exist and hold points before the race, which is then between members.
    for (const id of [...inX, ...inY]) await db.transaction().execute((trx) => move(trx, null, id));
    // Sends between members of the two divisions, each its own transaction, race batches that
    // credit every member in member order (as a top-up does, so that the accounts themselves
    // are always locked in one order); the members were made in turns, so the divisions
    // alternate along a batch.
    const send = (from: number, to: number) => db.transaction().execute((trx) => move(trx, from, to));
    const batch = () =>
      db.transaction().execute(async (trx) => {
        for (const id of [...inX, ...inY].sort((a, b) => a - b)) await move(trx, null, id);
      });
    const rounds = [];
    for (let round = 0; round < 10; round++) {
      const [a, b] = [round % 6, (round + 1) % 6];
      rounds.push(send(inX[a]!, inY[b]!), send(inY[a]!, inX[b]!), batch(), send(inY[b]!, inX[a]!));
    }
    await Promise.all(rounds);
    await Promise.all([foldPending(t.database), foldPending(t.database)]);
    const kept = await sums();
    expect(kept.length).toBeGreaterThan(0);
    await db.transaction().execute(async (trx) => {
      for (const statement of INSIGHTS_DIVISION_POINTS_RECOUNT) await sql.raw(statement).execute(trx);
    });
    expect(kept).toEqual(await sums());
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a transfer waits for no division row: a session holding all of them does not hold it up',
    async () => {
      const db = t.database.db;
      const member = await createMember(t.database, {});
      await foldPending(t.database);
      await db.transaction().execute(async (trx) => {
        await sql`select * from insights_division_points for update`.execute(trx);
        const sent = await Promise.race([
          db
            .transaction()
            .execute((other) =>
              transfer(other, {
                from: { system: 'shop' },
                to: { memberId: member, kind: 'redeem' },
                amount: 4,
                type: 'REFUND',
                description: 'lock test',
                at: new Date().toISOString(),
                idempotencyKey: 'locks:held',
              }),
            )
            .then(() => 'committed'),
          new Promise((r) => setTimeout(() => r('waited'), 3000)),
        ]);
        expect(sent).toBe('committed');
      });
    },
  );
});
