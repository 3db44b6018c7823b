import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Q = Db | Transaction<DB>;

/** Unsaved uploads older than this are removed on the next upload. */
const PENDING_HOURS = 24;

/** One pending upload per session: a new upload replaces the previous preview. */
export async function insertPendingPicture(
  db: Q,
  p: {
    campaignId: number;
    memberId: number;
    sessionId: number;
    picKey: string;
    contentType: string;
    data: Buffer;
    now: Date;
  },
): Promise<void> {
  const cutoff = new Date(p.now.getTime() - PENDING_HOURS * 3_600_000).toISOString();
  await db
    .deleteFrom('getinvolvedPictures')
    .where('status', '=', 'pending')
    .where('createdAt', '<', cutoff)
    .execute();
  await db
    .deleteFrom('getinvolvedPictures')
    .where('status', '=', 'pending')
    .where('sessionId', '=', p.sessionId)
    .execute();
  await db
    .insertInto('getinvolvedPictures')
    .values({
      campaignId: p.campaignId,
      memberId: p.memberId,
      picKey: p.picKey,
      status: 'pending',
      sessionId: p.sessionId,
      contentType: p.contentType,
      data: p.data,
      createdAt: p.now.toISOString(),
      publishedAt: null,
      hiddenAt: null,
    })
    .execute();
}

/** The session's pending upload (only the member who made it, in the session that made it). */
export function findPendingPicture(db: Q, memberId: number, sessionId: number) {
  return db
    .selectFrom('getinvolvedPictures')
    .select(['id', 'campaignId', 'rotation', 'data'])
    .where('memberId', '=', memberId)
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function setPendingRotation(
  db: Q,
  memberId: number,
  sessionId: number,
  rotation: number,
): Promise<boolean> {
  const res = await db
    .updateTable('getinvolvedPictures')
    .set({ rotation })
    .where('memberId', '=', memberId)
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Publishes a pending row with its final bytes (the rotation baked in); false when another request did it first. */
export async function publishPicture(db: Q, id: number, data: Buffer, at: string): Promise<boolean> {
  const res = await db
    .updateTable('getinvolvedPictures')
    .set({ status: 'published', sessionId: null, rotation: 0, data, createdAt: at, publishedAt: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export function findPendingByKey(db: Q, picKey: string) {
  return db
    .selectFrom('getinvolvedPictures')
    .select(['picKey', 'contentType', 'data', 'rotation'])
    .where('picKey', '=', picKey)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** A picture anyone may see: published and not hidden by a moderator. */
export function findVisiblePicture(db: Q, campaignId: number, id: number) {
  return db
    .selectFrom('getinvolvedPictures')
    .select(['id', 'campaignId', 'memberId', 'picKey', 'contentType', 'data'])
    .where('id', '=', id)
    .where('campaignId', '=', campaignId)
    .where('status', '=', 'published')
    .where('hidden', '=', 0)
    .executeTakeFirst();
}

/**
 * Visible pictures with the owner's name, likes and whether the viewer may still like each:
 * of one campaign, or of one owner across every campaign. Newest first.
 */
export async function listPictures(
  db: Q,
  viewerId: number,
  filter: { campaignId: number } | { ownerId: number },
) {
  let q = db
    .selectFrom('getinvolvedPictures as p')
    .innerJoin('members as m', 'm.id', 'p.memberId')
    .select((eb) => [
      'p.id',
      'p.campaignId',
      'p.memberId',
      'p.publishedAt',
      'm.firstname',
      'm.surname',
      eb
        .selectFrom('getinvolvedLikes as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.pictureId', '=', 'p.id')
        .as('totalLikes'),
      eb
        .exists(
          eb
            .selectFrom('getinvolvedLikes as l')
            .select(sql`1`.as('one'))
            .whereRef('l.pictureId', '=', 'p.id')
            .where('l.memberId', '=', viewerId),
        )
        .as('liked'),
    ])
    .where('p.status', '=', 'published')
    .where('p.hidden', '=', 0);
  q =
    'campaignId' in filter
      ? q.where('p.campaignId', '=', filter.campaignId)
      : q.where('p.memberId', '=', filter.ownerId);
  const rows = await q.orderBy('p.publishedAt', 'desc').orderBy('p.id', 'desc').execute();
  return rows.map((r) => ({ ...r, totalLikes: Number(r.totalLikes ?? 0), liked: Boolean(Number(r.liked)) }));
}

/** Inserts the like; false when this member had already liked the picture (the primary key said so). */
export async function insertLike(
  db: Q,
  like: { pictureId: number; memberId: number; ownerId: number; at: string },
): Promise<boolean> {
  const res = await db
    .insertInto('getinvolvedLikes')
    .values({ pictureId: like.pictureId, memberId: like.memberId, ownerId: like.ownerId, createdAt: like.at })
    .onConflict((oc) => oc.columns(['pictureId', 'memberId']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function countLikes(db: Q, pictureId: number): Promise<number> {
  const row = await db
    .selectFrom('getinvolvedLikes')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('pictureId', '=', pictureId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Deletes a published picture of this owner (its likes go with it); false when there was none. */
export async function deleteOwnPicture(
  db: Q,
  id: number,
  campaignId: number,
  ownerId: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom('getinvolvedPictures')
    .where('id', '=', id)
    .where('campaignId', '=', campaignId)
    .where('memberId', '=', ownerId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export function findPictureOwner(db: Q, id: number, campaignId: number) {
  return db
    .selectFrom('getinvolvedPictures')
    .select(['id', 'memberId', 'hidden'])
    .where((eb) => eb.and({ id, campaignId, status: 'published' }))
    .executeTakeFirst();
}

export async function setPictureHidden(
  db: Q,
  id: number,
  hidden: boolean,
  reason: string,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('getinvolvedPictures')
    .set(
      hidden
        ? { hidden: 1, hiddenReason: reason, hiddenAt: at }
        : { hidden: 0, hiddenReason: reason, hiddenAt: null },
    )
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
