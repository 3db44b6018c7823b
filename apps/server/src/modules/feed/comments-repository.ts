import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { RowOf } from '../../db/row-of.js';

type Q = Db | Transaction<DB>;

/** Comments beside their authors' member rows. */
export const commentsWithAuthor = (db: Q) =>
  db.selectFrom('recognitionComments as c').innerJoin('members as m', 'm.id', 'c.memberId');

function commentRows(db: Q) {
  return commentsWithAuthor(db).select([
    'c.id',
    'c.recognitionId',
    'c.memberId',
    'c.body',
    'c.createdAt',
    'c.editedAt',
    'c.hiddenAt',
    'm.registeredAt',
    'm.firstname',
    'm.surname',
    'm.picId',
  ]);
}
export type CommentRow = RowOf<typeof commentRows>;

export const findComment = (db: Q, id: number) => commentRows(db).where('c.id', '=', id).executeTakeFirst();

/** A recognition's comments in posting order, after the id given. */
export function commentsOf(db: Q, recognitionId: number, afterId: number, limit: number) {
  return commentRows(db)
    .where('c.recognitionId', '=', recognitionId)
    .where('c.id', '>', afterId)
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
}

/**
 * The newest `perCard` comments of each recognition listed, in one query (a window over the
 * recognition-and-id index), oldest of them first.
 */
export async function latestComments(db: Q, ids: readonly number[], perCard: number) {
  if (!ids.length) return [];
  const ranked = db
    .selectFrom('recognitionComments')
    .select(['id', sql<number>`row_number() over (partition by recognition_id order by id desc)`.as('rank')])
    .where('recognitionId', 'in', ids)
    .as('k');
  return commentRows(db)
    .innerJoin(ranked, 'k.id', 'c.id')
    .where('k.rank', '<=', perCard)
    .orderBy('c.id')
    .execute();
}

export async function commentCounts(db: Q, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('recognitionComments')
    .select((eb) => ['recognitionId', eb.fn.countAll<number | string>().as('n')])
    .where('recognitionId', 'in', ids)
    .groupBy('recognitionId')
    .execute();
  return new Map(rows.map((r) => [r.recognitionId, Number(r.n)]));
}

export async function mentionsOf(db: Q, commentIds: readonly number[]) {
  if (!commentIds.length) return [];
  return db
    .selectFrom('commentMentions as x')
    .innerJoin('members as m', 'm.id', 'x.memberId')
    .select(['x.commentId', 'm.id', 'm.registeredAt', 'm.firstname', 'm.surname'])
    .where('x.commentId', 'in', commentIds)
    .orderBy('m.firstname')
    .execute();
}

export async function insertComment(
  trx: Transaction<DB>,
  c: { recognitionId: number; memberId: number; body: string; createdAt: string },
): Promise<number> {
  const row = await trx.insertInto('recognitionComments').values(c).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a comment's mentions; answers the members newly mentioned. */
export async function setMentions(trx: Transaction<DB>, commentId: number, memberIds: readonly number[]) {
  const before = await trx
    .selectFrom('commentMentions')
    .select('memberId')
    .where('commentId', '=', commentId)
    .execute();
  await trx.deleteFrom('commentMentions').where('commentId', '=', commentId).execute();
  if (memberIds.length)
    await trx
      .insertInto('commentMentions')
      .values(memberIds.map((memberId) => ({ commentId, memberId })))
      .execute();
  const had = new Set(before.map((r) => r.memberId));
  return memberIds.filter((id) => !had.has(id));
}

/** Active members among the ids given (the ones a comment may mention). */
export function activeMembers(db: Q, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('members')
    .select('id')
    .where('id', 'in', ids)
    .where('employmentStatus', '=', 'active')
    .where('erasedAt', 'is', null)
    .execute();
}
