import type { Transaction } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '../db/schema.js';
import { appPerFile } from '../../test/support/suite.js';
import { newMember, recognitionsFrom, valid } from '../../test/support/recognition.js';
import { newProduct, newShopper } from '../../test/support/shop.js';
import { subscribeChannels } from '../subscribers.js';
import { emit, subscribe } from './bus.js';
import type { DomainEvent } from './domain-events.js';

/**
 * One domain event per cause, through the HTTP API, inside the cause's transaction: a test
 * subscriber writes a row of its own in the transaction it is handed, and that row commits with
 * the cause or rolls back with it.
 */
const t = appPerFile();

interface Seen {
  event: DomainEvent;
  /** What the subscriber saw through the transaction it was handed: the cause's own row. */
  causeVisible: boolean;
  inTransaction: boolean;
}

const markerKey = (n: number) => `test.event-bus.${n}`;
let unsubscribe: Array<() => void> = [];
afterEach(() => {
  for (const off of unsubscribe) off();
  unsubscribe = [];
});

/** A throw-away subscriber to every cause under test; it writes a marker row per event. */
function record(): Seen[] {
  const seen: Seen[] = [];
  const mark = async (trx: Transaction<DB>, event: DomainEvent, causeVisible: boolean) => {
    seen.push({ event, causeVisible, inTransaction: trx.isTransaction });
    await trx
      .insertInto('settings')
      .values({ key: markerKey(seen.length), value: event.type })
      .execute();
  };
  unsubscribe.push(
    subscribe('test-recorder', {
      'recognition.sent': async (trx, e) => {
        const ids = e.recognitions.map((r) => r.id);
        const rows = await trx.selectFrom('recognitions').select('id').where('id', 'in', ids).execute();
        await mark(trx, e, rows.length === ids.length);
      },
      'comment.posted': async (trx, e) => {
        const row = await trx
          .selectFrom('recognitionComments')
          .select('id')
          .where('id', '=', e.commentId)
          .executeTakeFirst();
        await mark(trx, e, row !== undefined);
      },
      'order.placed': async (trx, e) => {
        const row = await trx
          .selectFrom('shopOrders')
          .select('id')
          .where('id', '=', e.orderId)
          .executeTakeFirst();
        await mark(trx, e, row !== undefined);
      },
    }),
  );
  return seen;
}

/** A subscriber that fails every cause it hears of, after the recorder has written its row. */
function failAfterEmit(): void {
  const fail = () => Promise.reject(new Error('A subscriber failed'));
  unsubscribe.push(
    subscribe('test-failure', { 'recognition.sent': fail, 'comment.posted': fail, 'order.placed': fail }),
  );
}

const markers = () =>
  t.database.db.selectFrom('settings').select('key').where('key', 'like', 'test.event-bus.%').execute();

const clearMarkers = () =>
  t.database.db.deleteFrom('settings').where('key', 'like', 'test.event-bus.%').execute();

async function sendTo(count: number, opts: { message?: string } = {}) {
  const giver = await newMember(t);
  const takers = await Promise.all(Array.from({ length: count }, () => newMember(t)));
  const res = await t.post(
    '/api/reward/doreward',
    {
      ...valid.thankyou,
      message: opts.message ?? valid.thankyou.message,
      recipients: takers.map((m) => m.memberId),
    },
    giver.token,
  );
  return { res, giver, takers };
}

/** A comment on a recognition, as a colleague posts it from the feed. */
const commentOn = (recognitionId: number, text: string, token: string) =>
  t.post('/api/feed/commentadd', { recognitionId, text, mentions: [] }, token);

/** The shopper's basket ordered with points (one 40-point product in it). */
const placeOrder = (token: string) =>
  t.post('/api/shop/placeOrder', { cellNum: '', promoCode: '', alloc: '', vfyTotal: 40 }, token);

describe('the event bus', () => {
  it('delivers one recognition.sent per send, inside its transaction, after the channels', async () => {
    await clearMarkers();
    const seen = record();
    const { res, giver, takers } = await sendTo(2);
    expect(res.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [only] = seen;
    expect(only).toMatchObject({ causeVisible: true, inTransaction: true });
    const event = only!.event;
    if (event.type !== 'recognition.sent') throw new Error(`Saw ${event.type}`);
    const rows = await recognitionsFrom(t, giver.id);
    expect(event.recognitions.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(event.recognitions.map((r) => r.to.id).sort()).toEqual(takers.map((m) => m.id).sort());
    expect(event).toMatchObject({
      recognitionType: 'THX',
      kindLabel: 'Simply Say',
      sender: { id: giver.id },
    });
    expect(await markers()).toHaveLength(1);
    // The notifications subscriber ran first, in the same transaction.
    const told = await t.database.db
      .selectFrom('notifications')
      .select('memberId')
      .where(
        'recognitionId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(told.map((n) => n.memberId).sort()).toEqual(takers.map((m) => m.id).sort());
  });

  it('delivers one comment.posted per comment and one order.placed per order', async () => {
    await clearMarkers();
    const { giver } = await sendTo(1);
    const [recognition] = await recognitionsFrom(t, giver.id);
    const fan = await newMember(t);
    const shopper = await newShopper(t, 500);
    const productId = await newProduct(t, { price: 40 });
    const seen = record();

    const comment = await commentOn(recognition!.id, 'Well deserved', fan.token);
    expect(comment.status).toBe(200);
    await t.post('/api/shop/addtobasket', { productId }, shopper.token);
    const order = await placeOrder(shopper.token);
    expect(order.status).toBe(200);

    expect(seen.map((s) => s.event.type)).toEqual(['comment.posted', 'order.placed']);
    expect(seen.every((s) => s.causeVisible && s.inTransaction)).toBe(true);
    expect(seen[0]!.event).toMatchObject({
      commentId: comment.body.comment.commentId,
      actorId: fan.id,
      recognition: { id: recognition!.id },
    });
    expect(await markers()).toHaveLength(2);
  });

  it('rolls a send back with everything its subscribers wrote when one of them fails', async () => {
    await clearMarkers();
    const seen = record();
    failAfterEmit();
    const { res, giver, takers } = await sendTo(1, { message: 'Rolled back' });
    expect(res.status).toBe(500);
    // The recorder ran and wrote its row inside the send; the failure after it undid both.
    expect(seen).toHaveLength(1);
    expect(await markers()).toEqual([]);
    expect(await recognitionsFrom(t, giver.id)).toEqual([]);
    const bell = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('memberId', '=', takers[0]!.id)
      .execute();
    expect(bell).toEqual([]);
    const outbox = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('recipient', 'in', [takers[0]!.email, String(takers[0]!.id)])
      .execute();
    expect(outbox).toEqual([]);
  });

  it('rolls a comment and an order back with their subscribers’ rows when one of them fails', async () => {
    await clearMarkers();
    const { giver } = await sendTo(1);
    const [recognition] = await recognitionsFrom(t, giver.id);
    const fan = await newMember(t);
    const shopper = await newShopper(t, 500);
    const productId = await newProduct(t, { price: 40 });
    await t.post('/api/shop/addtobasket', { productId }, shopper.token);
    const seen = record();
    failAfterEmit();

    const comment = await commentOn(recognition!.id, 'Never shown', fan.token);
    expect(comment.status).toBe(500);
    const order = await placeOrder(shopper.token);
    expect(order.status).toBe(500);

    expect(seen.map((s) => s.event.type)).toEqual(['comment.posted', 'order.placed']);
    expect(await markers()).toEqual([]);
    const comments = await t.database.db
      .selectFrom('recognitionComments')
      .select('id')
      .where('memberId', '=', fan.id)
      .execute();
    expect(comments).toEqual([]);
    const orders = await t.database.db
      .selectFrom('shopOrders')
      .select('id')
      .where('memberId', '=', shopper.id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('runs the channels in their fixed order and a test subscriber after them, whatever order they subscribe in', async () => {
    const order: string[] = [];
    const event: DomainEvent = { type: 'order.placed', at: new Date().toISOString(), orderId: 0 };
    const hear = (name: string) => async () => {
      order.push(name);
    };
    unsubscribe.push(subscribe('test-first', { 'order.placed': hear('test-first') }));
    // The channels' own subscribers stand aside for this one emit, and are put back after.
    subscribe('chat', { 'order.placed': hear('chat') });
    subscribe('webhooks', { 'order.placed': hear('webhooks') });
    subscribe('notifications', { 'order.placed': hear('notifications') });
    try {
      await t.database.db.transaction().execute((trx) => emit(trx, event));
    } finally {
      subscribeChannels();
    }
    expect(order).toEqual(['notifications', 'webhooks', 'chat', 'test-first']);
  });
});
