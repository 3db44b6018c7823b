import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { INSIGHTS_HEADS_RECOUNT } from '../../db/migrations/0180_insights_heads.js';
import { INSIGHTS_DIVISION_HEADS_RECOUNT } from '../../db/migrations/0270_insights_division_heads.js';
import { sql } from 'kysely';
import { foldPending } from './fold.js';

/**
 * Head counts are rows shared by every member of a group. Two sessions moving members between
 * the same two divisions in opposite directions at once must both commit (on PostgreSQL each
 * move takes the two group rows in key order, so neither can hold the row the other waits for),
 * and the counts must still equal a recount.
 */
const t = appPerFile();

const heads = () =>
  t.database.db
    .selectFrom('insightsGroupHeads')
    .select(['divisionCode', 'managerId', (eb) => eb.cast<number>('members', 'integer').as('members')])
    .where('members', '<>', 0)
    .orderBy('divisionCode')
    .orderBy('managerId')
    .execute();

const divisionHeads = () =>
  t.database.db
    .selectFrom('insightsDivisionHeads')
    .select(['divisionCode', (eb) => eb.cast<number>('members', 'integer').as('members')])
    .where('members', '<>', 0)
    .orderBy('divisionCode')
    .execute();

describe('head counts under crossing moves', () => {
  it('two sessions moving members between two divisions in opposite directions both commit', async () => {
    const db = t.database.db;
    const [x, y] = (await db.selectFrom('divisions').select('code').orderBy('code').limit(2).execute()).map(
      (d) => d.code,
    );
    const make = async (divisionCode: string) => {
      const ids: number[] = [];
      for (let i = 0; i < 30; i++) ids.push(await createMember(t.database, { divisionCode }));
      return ids;
    };
    const fromX = await make(x!);
    const fromY = await make(y!);
    // Each move is its own transaction, as when two admins edit people at the same time.
    const moveAll = async (ids: number[], to: string) => {
      for (const id of ids)
        await db
          .transaction()
          .execute((trx) =>
            trx.updateTable('members').set({ divisionCode: to }).where('id', '=', id).execute(),
          );
    };
    for (let round = 0; round < 3; round++) {
      await Promise.all([moveAll(fromX, y!), moveAll(fromY, x!)]);
      await Promise.all([moveAll(fromX, x!), moveAll(fromY, y!)]);
    }
    // Two instances folding the division counts at once split the deltas between them.
    await Promise.all([foldPending(t.database), foldPending(t.database)]);
    const kept = await heads();
    const keptDivisions = await divisionHeads();
    expect(await db.selectFrom('insightsDivisionHeadsPending').select('id').execute()).toEqual([]);
    await db.transaction().execute(async (trx) => {
      for (const statement of [...INSIGHTS_HEADS_RECOUNT, ...INSIGHTS_DIVISION_HEADS_RECOUNT])
        await sql.raw(statement).execute(trx);
    });
    expect(kept).toEqual(await heads());
    expect(keptDivisions).toEqual(await divisionHeads());
    expect(keptDivisions.find((d) => d.divisionCode === x)?.members).toBeGreaterThanOrEqual(30);
  });
  it('a move takes the group rows in key order: a session holding the first row makes it wait, holding nothing', async () => {
    const db = t.database.db;
    const [x, y] = (await db.selectFrom('divisions').select('code').orderBy('code').limit(2).execute()).map(
      (d) => d.code,
    );
    const mover = await createMember(t.database, { divisionCode: y! });
    let move: Promise<unknown> | undefined;
    await db.transaction().execute(async (trx) => {
      // Hold the lower-keyed row (the destination's), then start a move from y to x elsewhere.
      await trx
        .selectFrom('insightsGroupHeads')
        .selectAll()
        .where('divisionCode', '=', x!)
        .where('managerId', '=', 0)
        .$if(t.database.dialect === 'postgres', (q) => q.forUpdate())
        .execute();
      move = db
        .transaction()
        .execute((other) =>
          other.updateTable('members').set({ divisionCode: x! }).where('id', '=', mover).execute(),
        );
      await new Promise((r) => setTimeout(r, 300));
      // The move must not hold the other row meanwhile: taking it here would then deadlock.
      await trx
        .updateTable('insightsGroupHeads')
        .set((eb) => ({ members: eb('members', '+', 0) }))
        .where('divisionCode', '=', y!)
        .where('managerId', '=', 0)
        .execute();
    });
    await expect(move).resolves.toBeDefined();
  });
});
