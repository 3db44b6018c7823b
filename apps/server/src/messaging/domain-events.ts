import type { Transaction } from 'kysely';
import { preparedRead } from '../db/prepared-query.js';
import { cachedValue } from '../db/cached-value.js';
import type { DB } from '../db/schema.js';
import { emitWebhookEvent } from './webhook-events.js';

/**
 * The portal's webhook events, one function per cause, each called inside the cause's own
 * transaction. Payloads name people by member number only: a receiver that needs more asks
 * the API with a token of its own.
 */
type Trx = Transaction<DB>;

async function numbers(trx: Trx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('members')
    .select(['id', 'memberNumber'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.memberNumber]));
}

/** Asked on every send, so prepared once (db/prepared-query.ts). */
const enabledEndpoint = preparedRead((db) =>
  db.selectFrom('webhookEndpoints').select('id').where('enabled', '=', 1).limit(1),
);
/** Cached per database until an endpoint changes: every send asks. */
const anyEndpoint = cachedValue(
  ['webhook_endpoints'],
  async (db) => (await enabledEndpoint(db, {})).length > 0,
);

export async function recognitionsCreated(
  trx: Trx,
  rows: Array<{
    id: number;
    type: string;
    value: string;
    points: number;
    fromMemberId: number;
    toMemberId: number;
  }>,
  at: string,
): Promise<void> {
  if (rows.length === 0 || !(await anyEndpoint(trx))) return;
  const num = await numbers(trx, [...new Set(rows.flatMap((r) => [r.fromMemberId, r.toMemberId]))]);
  for (const r of rows) {
    await emitWebhookEvent(trx, {
      type: 'recognition.created',
      key: String(r.id),
      at,
      data: {
        recognitionId: r.id,
        kind: r.type,
        value: r.value,
        points: r.points,
        from: num.get(r.fromMemberId),
        to: num.get(r.toMemberId),
      },
    });
  }
}

export async function nominationReviewed(
  trx: Trx,
  nom: { id: number; nomCat: string; nomineeMemberId: number | null; nomineeDivisionCode: string },
  review: { rating: number; points: number; forQuarterly: boolean },
  at: string,
): Promise<void> {
  if (!(await anyEndpoint(trx))) return;
  const num = await numbers(trx, nom.nomineeMemberId === null ? [] : [nom.nomineeMemberId]);
  await emitWebhookEvent(trx, {
    type: 'nomination.reviewed',
    key: String(nom.id),
    at,
    data: {
      nominationId: nom.id,
      category: nom.nomCat,
      nominee: nom.nomineeMemberId === null ? null : num.get(nom.nomineeMemberId),
      division: nom.nomineeDivisionCode,
      rating: review.rating,
      points: review.points,
      putForwardForQuarterly: review.forQuarterly,
    },
  });
}

export async function quarterlyWinner(
  trx: Trx,
  nom: {
    id: number;
    quarter: string;
    nomineeMemberId: number | null;
    nomineeDivisionCode: string;
    nomineeClusterCode: string;
  },
  at: string,
): Promise<void> {
  if (!(await anyEndpoint(trx))) return;
  const num = await numbers(trx, nom.nomineeMemberId === null ? [] : [nom.nomineeMemberId]);
  await emitWebhookEvent(trx, {
    type: 'quarterly.winner',
    // Marked, unmarked and marked again is a second event.
    key: `${nom.id}:${at}`,
    at,
    data: {
      nominationId: nom.id,
      quarter: nom.quarter,
      cluster: nom.nomineeClusterCode,
      division: nom.nomineeDivisionCode,
      nominee: nom.nomineeMemberId === null ? null : num.get(nom.nomineeMemberId),
    },
  });
}

async function orderEvent(trx: Trx, type: 'order.placed' | 'order.refunded', orderId: number, at: string) {
  if (!(await anyEndpoint(trx))) return;
  const order = await trx
    .selectFrom('shopOrders as o')
    .innerJoin('members as m', 'm.id', 'o.memberId')
    .select(['o.id', 'o.orderNum', 'o.grandTotal', 'o.pointsPaid', 'o.statusId', 'm.memberNumber'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('shopOrderItems')
    .select(['productCode', 'qty'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  await emitWebhookEvent(trx, {
    type,
    key: String(orderId),
    at,
    data: {
      orderNumber: order.orderNum,
      member: order.memberNumber,
      total: order.grandTotal,
      pointsPaid: order.pointsPaid,
      status: order.statusId,
      items,
    },
  });
}
export const orderPlaced = (trx: Trx, orderId: number, at: string) =>
  orderEvent(trx, 'order.placed', orderId, at);
export const orderRefunded = (trx: Trx, orderId: number, at: string) =>
  orderEvent(trx, 'order.refunded', orderId, at);

async function memberEvents(
  trx: Trx,
  type: 'member.joined' | 'member.left',
  ids: readonly number[],
  at: string,
) {
  if (ids.length === 0 || !(await anyEndpoint(trx))) return;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await trx
      .selectFrom('members')
      .select(['id', 'memberNumber', 'divisionCode'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const m of rows) {
      await emitWebhookEvent(trx, {
        type,
        key: `${m.id}:${at}`,
        at,
        data: { memberNumber: m.memberNumber, division: m.divisionCode },
      });
    }
  }
}
export const membersJoined = (trx: Trx, ids: readonly number[], at: string) =>
  memberEvents(trx, 'member.joined', ids, at);
export const membersLeft = (trx: Trx, ids: readonly number[], at: string) =>
  memberEvents(trx, 'member.left', ids, at);
