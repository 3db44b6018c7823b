import type { Transaction } from 'kysely';
import type { Database } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import { transfer } from '../../src/ledger/index.js';
import { createMember } from '../factories.js';
import { nextUnique } from '../unique.js';

/**
 * A hand-counted company for the insights tests: cluster QX with division QXA (a manager and
 * their five reports) and division QXB (three members), and what they did in September and
 * October 2026. The expected figures are worked out in insights.test.ts beside each check.
 */
export interface Fixture {
  boss: number;
  a: number[];
  b: number[];
}

export async function buildFixture(database: Database): Promise<Fixture> {
  const db = database.db;
  const tag = 1000 + nextUnique();
  const cluster = `Q${tag}`;
  await db
    .insertInto('clusters')
    .values({ code: cluster, name: `Quixote ${tag}` })
    .execute();
  await db
    .insertInto('divisions')
    .values([
      { code: `QXA${tag}`, name: 'Alpha', clusterCode: cluster },
      { code: `QXB${tag}`, name: 'Beta', clusterCode: cluster },
    ])
    .execute();
  const boss = await createMember(database, {
    divisionCode: `QXA${tag}`,
    isManager: 1,
    firstname: 'Bo',
    surname: 'Boss',
  });
  const a: number[] = [];
  for (let i = 1; i <= 5; i++)
    a.push(
      await createMember(database, {
        divisionCode: `QXA${tag}`,
        managerId: boss,
        firstname: `A${i}`,
        surname: 'Alpha',
      }),
    );
  const b: number[] = [];
  for (let i = 1; i <= 3; i++)
    b.push(await createMember(database, { divisionCode: `QXB${tag}`, firstname: `B${i}`, surname: 'Beta' }));
  const [a1, a2, a3, a4, a5] = a as [number, number, number, number, number];
  const [b1, b2] = b as [number, number];

  await db.transaction().execute(async (trx) => {
    const recognise = async (
      from: number,
      to: number,
      value: string,
      at: string,
      points = 0,
      type = 'THX',
    ) => {
      const row = await insertTestRecognition(trx, { type, from, to, value, points, at, requestId: null });
      if (points > 0)
        await transfer(trx, {
          from: { memberId: from, kind: type === 'PIF' ? 'pif' : 'recognise' },
          to: { memberId: to, kind: 'redeem' },
          amount: points,
          type,
          description: 'Test recognition',
          idempotencyKey: `fixture:${tag}:rec:${row.id}`,
          ref: { type: 'recognition', id: String(row.id) },
          at,
        });
      return row.id;
    };
    const fundAt = (memberId: number, kind: 'recognise' | 'pif', amount: number, at: string) =>
      transfer(trx, {
        from: { system: 'funding' },
        to: { memberId, kind },
        amount,
        type: kind === 'pif' ? 'ALLOC' : 'BUDGET',
        description: 'Test funding',
        idempotencyKey: `fixture:${tag}:fund:${memberId}:${kind}:${at}`,
        at,
      });
    await fundAt(boss, 'recognise', 1000, '2026-10-01T12:00:00.000Z');
    await fundAt(a2, 'pif', 200, '2026-10-01T12:00:00.000Z');
    // September: one recognition.
    await recognise(a5, a4, 'Teamwork', '2026-09-15T10:00:00.000Z');
    // October.
    await recognise(a1, a2, 'Teamwork', '2026-10-05T10:00:00.000Z');
    await recognise(a1, a3, 'Teamwork', '2026-10-06T10:00:00.000Z');
    await recognise(a2, a1, 'Integrity', '2026-10-07T10:00:00.000Z', 25, 'PIF');
    await recognise(boss, a1, 'Teamwork', '2026-10-08T10:00:00.000Z', 100, 'ADHOC');
    await recognise(b1, a1, 'Integrity', '2026-10-09T10:00:00.000Z');
    await recognise(a4, b2, 'Teamwork', '2026-10-10T10:00:00.000Z');
    // Shop: an order of 30 and one of 20 that is refunded.
    const first = await placeTestOrder(trx, `fixture:${tag}:1`, a1, 30, '2026-10-15T10:00:00.000Z');
    const second = await placeTestOrder(trx, `fixture:${tag}:2`, a1, 20, '2026-10-16T10:00:00.000Z');
    void first;
    await transfer(trx, {
      from: { system: 'shop' },
      to: { memberId: a1, kind: 'redeem' },
      amount: 20,
      type: 'REFUND',
      description: 'Refund',
      idempotencyKey: `fixture:${tag}:refund:${second.orderId}`,
      ref: { type: 'shop_order', id: String(second.orderId) },
      reversesId: second.transferId,
      at: '2026-10-17T10:00:00.000Z',
    });
    // November: more budget, which must not change October's unspent figure.
    await fundAt(boss, 'recognise', 500, '2026-11-05T12:00:00.000Z');
  });
  // Nominations: one per team member in October, two reviewed (after 24 h and 48 h).
  const cat = await db.selectFrom('nominationCategories').select('nomCat').executeTakeFirstOrThrow();
  for (const [i, nominee] of a.entries()) {
    const createdAt = `2026-10-0${i + 1}T09:00:00.000Z`;
    const reviewedAt = i === 0 ? '2026-10-02T09:00:00.000Z' : i === 1 ? '2026-10-04T09:00:00.000Z' : null;
    await db
      .insertInto('nominations')
      .values({
        nomCat: cat.nomCat,
        reason: 'Great work',
        byMemberId: b1,
        byDivisionCode: `QXB${tag}`,
        nomineeMemberId: nominee,
        nomineeKey: String(nominee),
        nomineeDivisionCode: `QXA${tag}`,
        nomineeClusterCode: cluster,
        nomineeManagerId: boss,
        quarter: '2026-Q4',
        requestId: null,
        createdAt,
        reviewRating: reviewedAt ? (i === 0 ? 4 : 2) : null,
        reviewedById: reviewedAt ? boss : null,
        reviewedAt,
        awardById: null,
        awardAt: null,
      })
      .execute();
  }
  return { boss, a, b };
}

/** A recognition row as the services write it (the points, if any, move separately). */
export const insertTestRecognition = (
  trx: Transaction<DB>,
  r: {
    type: string;
    from: number;
    to: number;
    value: string;
    points: number;
    at: string;
    requestId: string | null;
  },
) =>
  trx
    .insertInto('recognitions')
    .values({
      type: r.type,
      fromMemberId: r.from,
      toMemberId: r.to,
      value: r.value,
      message: 'Thanks',
      points: r.points,
      sendBy: 'email',
      requestId: r.requestId,
      createdAt: r.at,
      messageHiddenAt: null,
      messageHiddenBy: null,
      messageHiddenReason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

/** An order of `points` paid from the member's redeem account, as checkout writes it; `key` is unique. */
export async function placeTestOrder(
  trx: Transaction<DB>,
  key: string,
  memberId: number,
  points: number,
  at: string,
) {
  const row = await trx
    .insertInto('shopOrders')
    .values({
      orderNum: key,
      memberId,
      requestKey: key,
      statusId: '1',
      alloc: '',
      subTotal: points,
      discount: 0,
      grandTotal: points,
      pointsPaid: points,
      promoCodeId: null,
      promoCode: '',
      cellNum: '',
      transferId: null,
      reversalTransferId: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const t = await transfer(trx, {
    from: { memberId, kind: 'redeem' },
    to: { system: 'shop' },
    amount: points,
    type: 'ORDER',
    description: 'Order',
    idempotencyKey: `${key}:order`,
    ref: { type: 'shop_order', id: String(row.id) },
    at,
  });
  return { orderId: row.id, transferId: t.transferId };
}
