import type { Db } from '../../db/database.js';

/**
 * Recognitions one member sent or received in [start, end), with the other person's details.
 * `direction` says which side the member is on.
 */
export function memberRecognitions(
  db: Db,
  memberId: number,
  direction: 'sent' | 'received',
  range: { start: string; end: string },
) {
  const [mine, theirs] =
    direction === 'sent'
      ? (['r.fromMemberId', 'r.toMemberId'] as const)
      : (['r.toMemberId', 'r.fromMemberId'] as const);
  return db
    .selectFrom('recognitions as r')
    .innerJoin('members as o', 'o.id', theirs)
    .select([
      'r.id',
      'r.type',
      'r.createdAt',
      'r.value',
      'r.message',
      'r.messageHiddenAt',
      'r.points',
      'o.firstname',
      'o.surname',
      'o.memberNumber',
      'o.picId',
    ])
    .where(mine, '=', memberId)
    .where('r.createdAt', '>=', range.start)
    .where('r.createdAt', '<', range.end)
    .execute();
}

/** The Management Report: recognitions in [start, end), where either side is in `divisionCode` (null: all). */
export function divisionRecognitions(
  db: Db,
  divisionCode: string | null,
  range: { start: string; end: string },
  limit: number,
) {
  let q = db
    .selectFrom('recognitions as r')
    .innerJoin('members as f', 'f.id', 'r.fromMemberId')
    .innerJoin('members as t', 't.id', 'r.toMemberId')
    .innerJoin('divisions as fd', 'fd.code', 'f.divisionCode')
    .innerJoin('divisions as td', 'td.code', 't.divisionCode')
    .select([
      'r.type',
      'r.createdAt',
      'r.points',
      'r.value',
      'r.message',
      'r.messageHiddenAt',
      'f.firstname as fromFirstname',
      'f.surname as fromSurname',
      'f.memberNumber as fromMemberNo',
      'fd.name as fromDivision',
      't.firstname as toFirstname',
      't.surname as toSurname',
      't.memberNumber as toMemberNo',
      'td.name as toDivision',
    ])
    .where('r.createdAt', '>=', range.start)
    .where('r.createdAt', '<', range.end);
  if (divisionCode !== null) {
    q = q.where((eb) =>
      eb.or([eb('f.divisionCode', '=', divisionCode), eb('t.divisionCode', '=', divisionCode)]),
    );
  }
  return q.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** Every manager with their recognise balance (0 when the account does not exist yet). */
export function managersWithBudgets(db: Db) {
  return db
    .selectFrom('members as m')
    .leftJoin('ledgerAccounts as a', (j) => j.onRef('a.memberId', '=', 'm.id').on('a.kind', '=', 'recognise'))
    .select(['m.memberNumber', 'm.firstname', 'm.surname', 'm.createdAt', 'm.employmentStatus', 'a.balance'])
    .where('m.isManager', '=', 1)
    .orderBy('m.surname')
    .orderBy('m.firstname')
    .orderBy('m.memberNumber')
    .execute();
}
