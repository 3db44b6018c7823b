import type { Db } from '../../db/database.js';

/** A member keeps at most this many devices; subscribing another drops the longest-unused one. */
export const MAX_DEVICES = 20;

const deviceColumns = ['id', 'label', 'endpoint', 'createdAt', 'lastPushAt'] as const;

export function listDevices(db: Db, memberId: number) {
  return db
    .selectFrom('pushSubscriptions')
    .select(deviceColumns)
    .where('memberId', '=', memberId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Everything needed to send to each of a member's devices. */
export function subscriptionsOf(db: Db, memberId: number) {
  return db
    .selectFrom('pushSubscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('memberId', '=', memberId)
    .orderBy('id')
    .execute();
}

/**
 * Saves a browser's subscription for the member, or answers null when the endpoint belongs to
 * another member. The endpoint is unique and bound to the member who subscribed it first: the
 * same member subscribing again (new keys, a new label) replaces the row, but another member
 * cannot take the device over, with the notifications it would show them. The row is updated
 * only where it is the member's own, in the same statement, so two members racing for one
 * endpoint cannot both win.
 */
export async function upsertSubscription(
  db: Db,
  s: { memberId: number; endpoint: string; p256dh: string; auth: string; label: string; now: string },
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('pushSubscriptions')
      .values({
        memberId: s.memberId,
        endpoint: s.endpoint,
        p256dh: s.p256dh,
        auth: s.auth,
        label: s.label,
        createdAt: s.now,
        lastPushAt: null,
      })
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet({ p256dh: s.p256dh, auth: s.auth, label: s.label, createdAt: s.now })
          .where('pushSubscriptions.memberId', '=', s.memberId),
      )
      .execute();
    const holder = await trx
      .selectFrom('pushSubscriptions')
      .select('memberId')
      .where('endpoint', '=', s.endpoint)
      .executeTakeFirstOrThrow();
    if (holder.memberId !== s.memberId) return null;
    const extra = await trx
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('memberId', '=', s.memberId)
      .orderBy((eb) => eb.fn.coalesce('lastPushAt', 'createdAt'), 'desc')
      .orderBy('id', 'desc')
      .offset(MAX_DEVICES)
      .limit(1000)
      .execute();
    if (extra.length > 0)
      await trx
        .deleteFrom('pushSubscriptions')
        .where(
          'id',
          'in',
          extra.map((e) => e.id),
        )
        .execute();
    return trx
      .selectFrom('pushSubscriptions')
      .select(deviceColumns)
      .where('endpoint', '=', s.endpoint)
      .executeTakeFirstOrThrow();
  });
}

export async function deleteDevice(db: Db, memberId: number, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('pushSubscriptions')
    .where('id', '=', id)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404/410): nothing will ever reach it again. */
export async function deleteSubscription(db: Db, id: number) {
  await db.deleteFrom('pushSubscriptions').where('id', '=', id).execute();
}

export async function markPushed(db: Db, id: number, at: string) {
  await db.updateTable('pushSubscriptions').set({ lastPushAt: at }).where('id', '=', id).execute();
}
