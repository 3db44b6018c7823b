import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedRead, preparedWrite } from '../../db/prepared-query.js';
import type { DB, RecognitionTable } from '../../db/schema.js';

export type NewRecognition = Omit<
  RecognitionTable,
  'id' | 'messageHiddenAt' | 'messageHiddenBy' | 'messageHiddenReason'
>;

/** One recognition; nothing when its (sender, requestId, recipient) is already taken. */
const insertRecognition = preparedWrite((db, v: NewRecognition) =>
  db
    .insertInto('recognitions')
    .values({
      type: v.type,
      fromMemberId: v.fromMemberId,
      toMemberId: v.toMemberId,
      value: v.value,
      message: v.message,
      points: v.points,
      sendBy: v.sendBy,
      requestId: v.requestId,
      createdAt: v.createdAt,
    })
    .onConflict((oc) => oc.columns(['fromMemberId', 'requestId', 'toMemberId']).doNothing())
    .returning(['id', 'toMemberId']),
);

/**
 * Inserts one row per recipient, in order. Rows whose (sender, requestId, recipient) is already
 * taken are skipped, so the caller sees a repeated request as fewer rows back than it sent.
 */
export async function insertRecognitions(trx: Transaction<DB>, rows: NewRecognition[]) {
  const inserted: Array<{ id: number; toMemberId: number }> = [];
  for (const row of rows) inserted.push(...(await insertRecognition(trx, row)).rows);
  return inserted;
}

export async function requestSeen(
  trx: Transaction<DB>,
  fromMemberId: number,
  requestId: string,
): Promise<boolean> {
  return (await recognitionOfRequest(trx, { fromMemberId, requestId })).length > 0;
}

const recognitionOfRequest = preparedRead((db, v: { fromMemberId: number; requestId: string }) =>
  db
    .selectFrom('recognitions')
    .select('id')
    .where('fromMemberId', '=', v.fromMemberId)
    .where('requestId', '=', v.requestId)
    .limit(1),
);

/** What a request already sent, row by row: a repeat of its requestId is compared with it. */
export const rowsOfRequest = preparedRead((db, v: { fromMemberId: number; requestId: string }) =>
  db
    .selectFrom('recognitions')
    .select(['type', 'value', 'message', 'points', 'sendBy', 'toMemberId'])
    .where('fromMemberId', '=', v.fromMemberId)
    .where('requestId', '=', v.requestId),
);

const memberById = preparedRead((db, v: { id: number }) =>
  db
    .selectFrom('members')
    .select(['id', 'firstname', 'surname', 'email', 'cellNum', 'employmentStatus', 'divisionCode'])
    .where('id', '=', v.id),
);

/** The members of `ids` that exist, one kept read each (a send names one recipient or a few). */
export async function findMembersByIds(db: Db | Transaction<DB>, ids: number[]) {
  const found = [];
  for (const id of ids) found.push(...(await memberById(db, { id })));
  return found;
}

/** What a recognition card shows of its recipient: name, picture and division. */
export const RECIPIENT_CARD_COLUMNS = [
  't.id as toId',
  't.registeredAt as toRegisteredAt',
  't.firstname as toFirstname',
  't.surname as toSurname',
  't.picId as toPicId',
  'd.name as toDivision',
] as const;

/** Recognitions beside their recipient (t), the recipient's division (d) and their giver (f). */
export const recognitionsWithPeople = (db: Db | Transaction<DB>) =>
  db
    .selectFrom('recognitions as r')
    .innerJoin('members as t', 't.id', 'r.toMemberId')
    .innerJoin('members as f', 'f.id', 'r.fromMemberId')
    .innerJoin('divisions as d', 'd.code', 't.divisionCode');

/** The latest recognitions company-wide, with the recipient's picture and division. */
export function latestRecognitions(db: Db, limit: number) {
  return recognitionsWithPeople(db)
    .select([
      'r.id',
      'r.value',
      'r.createdAt',
      ...RECIPIENT_CARD_COLUMNS,
      'f.firstname as fromFirstname',
      'f.surname as fromSurname',
    ])
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countSentBy(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('recognitions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fromMemberId', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
