import { SqliteAdapter, sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TimeKey } from '../../db/keyset-cursor.js';
import { preparedRead } from '../../db/prepared-query.js';

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

export type Side = 'sent' | 'received';

/** The member's column and the other person's on one side of a recognition. */
const columnsOf = (side: Side) =>
  side === 'sent' ? (['fromMemberId', 'toMemberId'] as const) : (['toMemberId', 'fromMemberId'] as const);

type ListValues = { memberId: number; start: string; end: string; at: string; id: number };

/**
 * Recognitions one member sent or received in [start, end), newest first, at most `limit`
 * after the cursor (`at`, `id`), with the other person's details and whether the member sent
 * it. `shape` names the sides (either or both), whether there is a cursor and the limit (SQLite
 * keeps a statement planned only with its limit written in, db/sqlite-dialect.ts). Each side walks
 * its own index for its newest `limit` keys; only the keys that make the page then read their
 * row and the other person, in one statement.
 */
/** The page's own columns of a recognition and of the other person. */
const ROW = [
  'r.id',
  'r.type',
  'r.createdAt',
  'r.value',
  'r.message',
  'r.messageHiddenAt',
  'r.points',
] as const;
const OTHER = ['o.firstname', 'o.surname', 'o.memberNumber', 'o.picId'] as const;

const recognitionsPage = preparedRead(
  (db, v: ListValues, shape: `${'sent' | 'received' | 'all'}:${'first' | 'after'}:${number}`) => {
    const [sides, paging, count] = shape.split(':');
    const limit = Number(count);
    /** One side's newest `limit` recognitions in the range after the cursor, read from its index. */
    const newest = (side: Side) =>
      db
        .selectFrom('recognitions as r')
        .where(`r.${columnsOf(side)[0]}`, '=', v.memberId)
        .where('r.createdAt', '>=', v.start)
        .where('r.createdAt', '<', v.end)
        .where(before('r', paging === 'after' ? [v.at, v.id] : null))
        .orderBy('r.createdAt', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit);
    const isFrom = (side: Side) => sql.lit(side === 'sent' ? 1 : 0).as('isFrom');
    if (sides !== 'all') {
      // One side (what the screen's tabs ask): its index gives the page in order, and each row
      // joins the other person directly, with no union to merge.
      const side: Side = sides === 'sent' ? 'sent' : 'received';
      return newest(side)
        .innerJoin('members as o', 'o.id', `r.${columnsOf(side)[1]}`)
        .select([...ROW, isFrom(side), ...OTHER]);
    }
    // Both sides: each side's newest keys (wrapped, so each keeps its own order and limit inside
    // the union), then the row and the other person only for the page's keys.
    const keysOf = (side: Side) =>
      db
        .selectFrom(
          newest(side)
            .select(['r.id', 'r.createdAt', `r.${columnsOf(side)[1]} as otherId`, isFrom(side)])
            .as('s'),
        )
        .selectAll();
    const page = keysOf('sent').unionAll(keysOf('received'));
    return db
      .selectFrom(page.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).as('k'))
      .innerJoin('recognitions as r', 'r.id', 'k.id')
      .innerJoin('members as o', 'o.id', 'k.otherId')
      .select([...ROW, 'k.isFrom', ...OTHER])
      .orderBy('k.createdAt', 'desc')
      .orderBy('k.id', 'desc');
  },
);

export function memberRecognitions(
  db: Db,
  memberId: number,
  sides: 'sent' | 'received' | 'all',
  range: Range,
  after: TimeKey | null,
  limit: number,
) {
  const [at, id] = after ?? ['', 0];
  return recognitionsPage(
    db,
    { memberId, start: range.start, end: range.end, at, id },
    `${sides}:${after ? 'after' : 'first'}:${limit}`,
  );
}

type Counts = { messages: number; rewards: number };

/**
 * How many recognitions without points (messages) and with points (rewards) the member sent
 * and received in [start, end), in one statement; each side is counted from its covering index.
 */
const countsOfBothSides = preparedRead((db, v: { memberId: number; start: string; end: string }) => {
  const countOf = (side: Side) =>
    db
      .selectFrom('recognitions')
      .select((eb) => [
        sql.lit(side === 'sent' ? 1 : 0).as('isFrom'),
        eb.fn.countAll().as('total'),
        eb.fn.sum(eb.case().when('points', '>', 0).then(1).else(0).end()).as('rewards'),
      ])
      .where(columnsOf(side)[0], '=', v.memberId)
      .where('createdAt', '>=', v.start)
      .where('createdAt', '<', v.end);
  return countOf('sent').unionAll(countOf('received'));
});

type MonthValues = { memberId: number; month: string; start: string; end: string };

/**
 * The same counts for a calendar month, from the insights period roll-ups: the member's month
 * row holds how many they sent and received (kept by triggers in the transaction of each
 * recognition), and only recognitions with points are counted, from indexes that hold nothing
 * else. It also answers the time zone the roll-ups were built for and whether they hold the
 * month at all; the caller falls back to counting when either does not match.
 */
const countsOfMonth = preparedRead((db, v: MonthValues) => {
  // SQLite without statistics rates the partial index no better than the side index (which
  // holds every recognition), so it is named there; PostgreSQL's planner finds it by itself.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const rewards = (side: Side) => {
    const [column, index] =
      side === 'sent'
        ? ['from_member_id', 'recognitions_rewards_from']
        : ['to_member_id', 'recognitions_rewards_to'];
    return sql<number>`(select count(*) from recognitions ${sql.raw(sqlite ? `indexed by ${index}` : '')}
      where ${sql.ref(column)} = ${v.memberId} and points > 0
        and created_at >= ${v.start} and created_at < ${v.end})`;
  };
  const period = (column: 'sent' | 'received') =>
    db
      .selectFrom('insightsMemberPeriods')
      .select(column)
      .where('memberId', '=', v.memberId)
      .where('period', '=', v.month);
  return db.selectNoFrom((eb) => [
    eb.selectFrom('insightsPeriodZone').select('timeZone').where('id', '=', 1).as('zone'),
    eb
      .selectFrom('insightsPeriods')
      .select(sql.lit(1).as('known'))
      .where('kind', '=', 'month')
      .where('period', '=', v.month)
      .as('known'),
    period('sent').as('sent'),
    period('received').as('received'),
    rewards('sent').as('sentRewards'),
    rewards('received').as('receivedRewards'),
  ]);
});

/**
 * A member's counts for calendar month `month` (yyyy-MM) of `timeZone`, spanning [start, end):
 * from the period roll-ups when they are built for that zone, else counted.
 */
export async function memberMonthCounts(
  db: Db,
  memberId: number,
  month: string,
  timeZone: string,
  range: Range,
): Promise<Record<Side, Counts>> {
  const [row] = await countsOfMonth(db, { memberId, month, ...range });
  if (!row || row.zone !== timeZone || row.known === null)
    return memberRecognitionCounts(db, memberId, range);
  const side = (total: unknown, rewards: unknown) => {
    // PostgreSQL answers count as bigint text.
    const r = Number(rewards ?? 0);
    return { messages: Number(total ?? 0) - r, rewards: r };
  };
  return {
    sent: side(row.sent, row.sentRewards),
    received: side(row.received, row.receivedRewards),
  };
}

async function memberRecognitionCounts(
  db: Db,
  memberId: number,
  range: Range,
): Promise<Record<Side, Counts>> {
  const rows = await countsOfBothSides(db, { memberId, ...range });
  const counts = { sent: { messages: 0, rewards: 0 }, received: { messages: 0, rewards: 0 } };
  for (const row of rows) {
    // PostgreSQL answers count and sum as bigint text.
    const total = Number(row.total);
    const rewards = Number(row.rewards ?? 0);
    counts[Number(row.isFrom) === 1 ? 'sent' : 'received'] = { messages: total - rewards, rewards };
  }
  return counts;
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
