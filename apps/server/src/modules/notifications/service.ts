import type { notifications } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import { COMMON_TEXTS } from '../../i18n/index.js';

type Notification = notifications.TNotification;

/**
 * The bell pages on the id alone (newest first), so its cursor is the last id sent, in
 * base64url like every other cursor; anything else is a made-up cursor.
 */
const encodeId = (id: number) => Buffer.from(String(id)).toString('base64url');
function decodeId(cursor: string | undefined): number | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text))
    throw badRequest(COMMON_TEXTS.invalidCursor, { cursor: COMMON_TEXTS.invalidCursor });
  return Number(text);
}

export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('memberId', '=', memberId)
    .where('shown', '=', 1)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The caller's bell, newest first, paged on the id. */
export async function listNotifications(db: Db, memberId: number, cursor: string | undefined, limit: number) {
  const after = decodeId(cursor);
  let q = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'url', 'createdAt', 'readAt'])
    .where('memberId', '=', memberId)
    .where('shown', '=', 1);
  if (after) q = q.where('id', '<', after);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? encodeId(page[page.length - 1]!.id) : null;
  const items: Notification[] = page.map((r) => ({
    notificationId: r.id,
    kind: r.kind as Notification['kind'],
    title: r.title,
    url: r.url,
    createdAt: r.createdAt,
    read: r.readAt !== null,
  }));
  return { notifications: items, nextCursor, unread: await unreadCount(db, memberId) };
}

/** Marks the caller's own notifications read (ids of others' are ignored). */
export async function markRead(
  db: Db,
  memberId: number,
  at: string,
  body: { notificationIds: number[]; all: boolean },
) {
  if (body.all || body.notificationIds.length) {
    let q = db
      .updateTable('notifications')
      .set({ readAt: at })
      .where('memberId', '=', memberId)
      .where('readAt', 'is', null);
    if (!body.all) q = q.where('id', 'in', body.notificationIds);
    await q.execute();
  }
  return { unread: await unreadCount(db, memberId) };
}
