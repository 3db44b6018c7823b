import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { keptRead } from '../../db/kept-read.js';
import type { DB, RecognitionTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

export type NewRecognition = Insertable<RecognitionTable>;

/**
 * Inserts one row per recipient. Rows whose (sender, requestId, recipient) is already taken
 * are skipped, so the caller sees a repeated request as fewer rows back than it sent.
 */
export function insertRecognitions(trx: Transaction<DB>, rows: NewRecognition[]) {
  return trx
    .insertInto('recognitions')
    .values(rows)
    .onConflict((oc) => oc.columns(['fromMemberId', 'requestId', 'toMemberId']).doNothing())
    .returning(['id', 'toMemberId'])
    .execute();
}

export async function requestSeen(
  trx: Transaction<DB>,
  fromMemberId: number,
  requestId: string,
): Promise<boolean> {
  return (await recognitionOfRequest(trx, { fromMemberId, requestId })).length > 0;
}

const recognitionOfRequest = keptRead((db, v: { fromMemberId: number; requestId: string }) =>
  db
    .selectFrom('recognitions')
    .select('id')
    .where('fromMemberId', '=', v.fromMemberId)
    .where('requestId', '=', v.requestId)
    .limit(1),
);

export const findMembersByIds = (db: Db | Transaction<DB>, ids: number[]) =>
  db
    .selectFrom('members')
    .select(['id', 'firstname', 'surname', 'email', 'cellNum', 'employmentStatus', 'divisionCode'])
    .where('id', 'in', ids)
    .execute();

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
