import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MemberAccountKind } from '../../ledger/index.js';
import type { TimeKey } from './cursor.js';

type Range = { start: string; end: string };

/**
 * Rows strictly after `after` in newest-first order: (createdAt, id) < after. The plain bound
 * on createdAt lets the index range start at the cursor; the OR settles ties on the same instant.
 */
function before(alias: 'r' | 't', after: TimeKey | null) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- used on two tables under their aliases
  return (eb: ExpressionBuilder<any, any>) => {
    if (!after) return eb.lit(true);
    const [createdAt, id] = after;
    const at = sql.ref<string>(`${alias}.createdAt`);
    return eb.and([
      eb(at, '<=', createdAt),
      eb.or([eb(at, '<', createdAt), eb(sql.ref<number>(`${alias}.id`), '<', id)]),
    ]);
  };
}

/**
 * Recognitions one member sent or received in [start, end), newest first, at most `limit`
 * after the cursor, with the other person's details. `direction` says which side the member is on.
 */
export function memberRecognitions(
  db: Db,
  memberId: number,
  direction: 'sent' | 'received',
  range: Range,
  after: TimeKey | null,
  limit: number,
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
    .where(before('r', after))
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many recognitions without points (messages) and with points (rewards) one side holds in the month. */
export async function memberRecognitionCounts(
  db: Db,
  memberId: number,
  direction: 'sent' | 'received',
  range: Range,
): Promise<{ messages: number; rewards: number }> {
  const mine = direction === 'sent' ? 'fromMemberId' : 'toMemberId';
  const row = await db
    .selectFrom('recognitions')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('points', '>', 0).then(1).else(0).end()).as('rewards'),
    ])
    .where(mine, '=', memberId)
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint text.
  const total = Number(row.total);
  const rewards = Number(row.rewards ?? 0);
  return { messages: total - rewards, rewards };
}

/**
 * The Management Report: recognitions in [start, end) where either side is in `divisionCode`
 * (null: all), newest first, at most `limit` after the cursor.
 */
export function divisionRecognitions(
  db: Db,
  divisionCode: string | null,
  range: Range,
  after: TimeKey | null,
  limit: number,
) {
  let q = db
    .selectFrom('recognitions as r')
    .innerJoin('members as f', 'f.id', 'r.fromMemberId')
    .innerJoin('members as t', 't.id', 'r.toMemberId')
    .innerJoin('divisions as fd', 'fd.code', 'f.divisionCode')
    .innerJoin('divisions as td', 'td.code', 't.divisionCode')
    .select([
      'r.id',
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
    .where('r.createdAt', '<', range.end)
    .where(before('r', after));
  if (divisionCode !== null) {
    q = q.where((eb) =>
      eb.or([eb('f.divisionCode', '=', divisionCode), eb('t.divisionCode', '=', divisionCode)]),
    );
  }
  return q.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** Managers are listed by surname, first name and member number; a cursor is the last one's three. */
export type ManagerKey = [surname: string, firstname: string, memberNumber: string];

/** Managers after the cursor with their recognise balance (null when the account does not exist yet). */
export function managersWithBudgets(db: Db, after: ManagerKey | null, limit: number) {
  let q = db
    .selectFrom('members as m')
    .leftJoin('ledgerAccounts as a', (j) => j.onRef('a.memberId', '=', 'm.id').on('a.kind', '=', 'recognise'))
    .select(['m.memberNumber', 'm.firstname', 'm.surname', 'm.createdAt', 'm.employmentStatus', 'a.balance'])
    .where('m.isManager', '=', 1);
  if (after) {
    const [surname, firstname, memberNumber] = after;
    q = q.where((eb) =>
      eb.and([
        eb('m.surname', '>=', surname),
        eb.or([
          eb('m.surname', '>', surname),
          eb('m.firstname', '>', firstname),
          eb.and([eb('m.firstname', '=', firstname), eb('m.memberNumber', '>', memberNumber)]),
        ]),
      ]),
    );
  }
  return q.orderBy('m.surname').orderBy('m.firstname').orderBy('m.memberNumber').limit(limit).execute();
}

/** One member account's id, or undefined before its first transfer. */
export async function memberAccountId(db: Db, memberId: number, kind: MemberAccountKind) {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('memberId', '=', memberId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.id;
}

/**
 * An account's transfers newest first after the cursor: the debits and the credits each read
 * their own index, and the two short lists are merged.
 */
export async function accountTransfers(db: Db, accountId: number, after: TimeKey | null, limit: number) {
  const side = (column: 'fromAccountId' | 'toAccountId') =>
    db
      .selectFrom('ledgerTransfers as t')
      .select(['t.id', 't.createdAt', 't.description', 't.amount', 't.fromAccountId'])
      .where(`t.${column}`, '=', accountId)
      .where(before('t', after))
      .orderBy('t.createdAt', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
  const [debits, credits] = await Promise.all([side('fromAccountId'), side('toAccountId')]);
  return newestFirst([...debits, ...credits]).slice(0, limit);
}

/** Newest first by (createdAt, id). */
export function newestFirst<R extends { createdAt: string; id: number }>(rows: R[]): R[] {
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}
