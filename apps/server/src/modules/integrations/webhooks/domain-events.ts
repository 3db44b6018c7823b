import type { Transaction } from 'kysely';
import { preparedRead } from '../../../db/prepared-query.js';
import { cachedValue } from '../../../db/cached-value.js';
import type { DB } from '../../../db/schema.js';
import type { Subscriber } from '../../../events/bus.js';
import type {
  MembersJoined,
  MembersLeft,
  NominationReviewed,
  NominationWon,
  OrderCancelled,
  OrderPlaced,
  RecognitionSent,
} from '../../../events/domain-events.js';
import { emitWebhookEvent } from './events.js';

/**
 * The portal's webhook events, from the domain events of their causes, inside each cause's own
 * transaction. Payloads name people by member number only: a receiver that needs more asks
 * the API with a token of its own. Every handler first asks whether any endpoint is switched
 * on (cached), so without webhooks a cause costs no query.
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

async function recognitionsCreated(
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

/** A send's recognitions, one event each; without an endpoint on, nothing is built. */
async function recognitionSent(trx: Trx, e: RecognitionSent): Promise<void> {
  if (e.recognitions.length === 0 || !(await anyEndpoint(trx))) return;
  await recognitionsCreated(
    trx,
    e.recognitions.map((r) => ({
      id: r.id,
      type: e.recognitionType,
      value: e.value,
      points: e.points,
      fromMemberId: e.sender.id,
      toMemberId: r.to.id,
    })),
    e.at,
  );
}

/** The review's award recognitions (from the nominator), then the review itself. */
async function nominationReviewed(trx: Trx, e: NominationReviewed): Promise<void> {
  if (!(await anyEndpoint(trx))) return;
  const nom = e.nomination;
  const review = e.review;
  const at = e.at;
  await recognitionsCreated(
    trx,
    e.awards.map((r) => ({
      id: r.id,
      type: e.awardType,
      value: nom.nomCat,
      points: review.points,
      fromMemberId: nom.byMemberId,
      toMemberId: r.toMemberId,
    })),
    at,
  );
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

async function quarterlyWinner(trx: Trx, e: NominationWon): Promise<void> {
  if (!(await anyEndpoint(trx))) return;
  const nom = e.nomination;
  const at = e.at;
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

/** Webhook events of the portal's causes: the integrations module's subscriber. */
export const webhookSubscriber: Subscriber = {
  'recognition.sent': recognitionSent,
  'nomination.reviewed': nominationReviewed,
  'nomination.won': quarterlyWinner,
  'order.placed': (trx: Trx, e: OrderPlaced) => orderEvent(trx, 'order.placed', e.orderId, e.at),
  // A cancelled order is no webhook event: only a refund is.
  'order.cancelled': async (trx: Trx, e: OrderCancelled) => {
    if (e.how === 'refund') await orderEvent(trx, 'order.refunded', e.orderId, e.at);
  },
  'members.joined': (trx: Trx, e: MembersJoined) => memberEvents(trx, 'member.joined', e.memberIds, e.at),
  'members.left': (trx: Trx, e: MembersLeft) => memberEvents(trx, 'member.left', e.memberIds, e.at),
};
