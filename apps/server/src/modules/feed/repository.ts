import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { RECIPIENT_CARD_COLUMNS, recognitionsWithPeople } from '../recognition/index.js';

type Q = Db | Transaction<DB>;

export interface FeedScope {
  filter: 'everyone' | 'division' | 'team' | 'me';
  memberId: number;
  divisionCode: string;
}

/**
 * One page of recognitions, newest first, after the (createdAt, id) key given. Every filter
 * walks `recognitions_created_id_idx` backwards and stops at limit + 1 rows, so the first
 * page costs the same whatever the company's size; "me" uses the giver and recipient indexes.
 */
export function feedPage(db: Q, scope: FeedScope, after: [string, number] | null, limit: number) {
  let q = feedRows(db);
  const me = scope.memberId;
  if (scope.filter === 'me')
    q = q.where((eb) => eb.or([eb('r.toMemberId', '=', me), eb('r.fromMemberId', '=', me)]));
  if (scope.filter === 'division')
    q = q.where((eb) =>
      eb.or([eb('t.divisionCode', '=', scope.divisionCode), eb('f.divisionCode', '=', scope.divisionCode)]),
    );
  if (scope.filter === 'team')
    q = q.where((eb) => eb.or([eb('t.managerId', '=', me), eb('f.managerId', '=', me)]));
  if (after)
    q = q.where((eb) =>
      eb.or([
        eb('r.createdAt', '<', after[0]),
        eb.and([eb('r.createdAt', '=', after[0]), eb('r.id', '<', after[1])]),
      ]),
    );
  return q
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export type FeedRow = Awaited<ReturnType<ReturnType<typeof feedRows>['execute']>>[number];

/** What a feed card shows of a recognition, with its giver and recipient. */
function feedRows(db: Q) {
  return recognitionsWithPeople(db).select([
    'r.id',
    'r.type',
    'r.value',
    'r.message',
    'r.messageHiddenAt',
    'r.points',
    'r.createdAt',
    ...RECIPIENT_CARD_COLUMNS,
    'f.id as fromId',
    'f.registeredAt as fromRegisteredAt',
    'f.firstname as fromFirstname',
    'f.surname as fromSurname',
    'f.picId as fromPicId',
  ]);
}

/** One recognition as a feed card's row, or undefined when there is none. */
export function feedCard(db: Q, id: number): Promise<FeedRow | undefined> {
  return feedRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** The recognition's own row, for the checks before a reaction or comment. */
export function findRecognition(db: Q, id: number) {
  return db
    .selectFrom('recognitions')
    .select(['id', 'fromMemberId', 'toMemberId', 'value', 'messageHiddenAt'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function reactionCounts(db: Q, ids: readonly number[], viewerId: number) {
  if (!ids.length) return [];
  return db
    .selectFrom('recognitionReactions')
    .select((eb) => [
      'recognitionId',
      'kind',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max(eb.case().when('memberId', '=', viewerId).then(1).else(0).end()).as('mine'),
    ])
    .where('recognitionId', 'in', ids)
    .groupBy(['recognitionId', 'kind'])
    .execute();
}

/** The reactions a member gave on the recognitions listed. */
export async function myReactions(db: Q, ids: readonly number[], memberId: number) {
  if (!ids.length) return [];
  return db
    .selectFrom('recognitionReactions')
    .select(['recognitionId', 'kind'])
    .where('memberId', '=', memberId)
    .where('recognitionId', 'in', ids)
    .execute();
}

/** Inserts the reaction unless it exists: concurrent identical reactions leave one row. */
export async function addReaction(
  trx: Transaction<DB>,
  r: { recognitionId: number; memberId: number; kind: string; createdAt: string },
): Promise<boolean> {
  const res = await trx
    .insertInto('recognitionReactions')
    .values(r)
    .onConflict((oc) => oc.columns(['recognitionId', 'memberId', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function removeReaction(
  trx: Transaction<DB>,
  r: { recognitionId: number; memberId: number; kind: string },
) {
  return trx
    .deleteFrom('recognitionReactions')
    .where('recognitionId', '=', r.recognitionId)
    .where('memberId', '=', r.memberId)
    .where('kind', '=', r.kind)
    .execute();
}

export function reactorRows(db: Q, recognitionId: number, kind: string | undefined, limit: number) {
  let q = db
    .selectFrom('recognitionReactions as x')
    .innerJoin('members as m', 'm.id', 'x.memberId')
    .select(['x.kind', 'm.id', 'm.registeredAt', 'm.firstname', 'm.surname', 'm.picId'])
    .where('x.recognitionId', '=', recognitionId);
  if (kind) q = q.where('x.kind', '=', kind);
  return q.orderBy('x.createdAt').orderBy('m.id').limit(limit).execute();
}

/** Distinct people who reacted to a recognition since a time, except one member. */
export async function reactorsSince(db: Q, recognitionId: number, since: string, except: number) {
  const row = await db
    .selectFrom('recognitionReactions')
    .select(sql<number | string>`count(distinct member_id)`.as('n'))
    .where('recognitionId', '=', recognitionId)
    .where('createdAt', '>=', since)
    .where('memberId', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
