import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Range } from './period.js';
import { scopeMembers, type Scope } from './scope.js';

/**
 * Insights queries: each reads the roll-ups for a range of slots, joined to the scope's active
 * members (their division and manager today). Sums come back as numbers on both dialects.
 */

const n = (v: unknown) => Number(v ?? 0);

/**
 * The roll-up rows of the scope's members: a team or division reads its members' rows by the
 * primary key (member, slot) instead of every member's slots in the range.
 */
const slotsOf = (db: Db, scope: Scope) =>
  db.selectFrom('insightsMemberSlots').where(
    'memberId',
    'in',
    db
      .selectFrom('members as m')
      .select('m.id')
      .where((eb) => scope.filter(eb)),
  );

/** Member `m`'s balance of one account kind today. */
export const balanceOf = (kind: 'recognise' | 'pif' | 'redeem') =>
  sql<number>`coalesce((select balance from ledger_accounts la where la.member_id = m.id and la.kind = ${kind}), 0)`;

/** Per member of the scope, what they did in the range (a derived table `a`). */
function activity(db: Db, scope: Scope, range: Range) {
  return slotsOf(db, scope)
    .select((eb) => [
      'memberId',
      eb.fn.sum<number>('sent').as('sent'),
      eb.fn.sum<number>('received').as('received'),
      eb.fn.sum<number>('budgetAllocated').as('budgetAllocated'),
      eb.fn.sum<number>('budgetGiven').as('budgetGiven'),
      eb.fn.sum<number>('pifGranted').as('pifGranted'),
      eb.fn.sum<number>('pifGiven').as('pifGiven'),
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('shopPoints').as('shopPoints'),
      eb.fn.sum<number>('shopRefunded').as('shopRefunded'),
    ])
    .where('slot', '>=', range.startSlot)
    .where('slot', '<', range.endSlot)
    .groupBy('memberId');
}

/** Members, givers and receivers of the scope per division and manager. */
export async function participationGroups(db: Db, scope: Scope, range: Range) {
  const rows = await scopeMembers(db, scope)
    .leftJoin(activity(db, scope, range).as('a'), 'a.memberId', 'm.id')
    .select((eb) => [
      'm.divisionCode',
      'm.managerId',
      eb.fn.countAll<number>().as('members'),
      sql<number>`sum(case when a.sent > 0 then 1 else 0 end)`.as('gave'),
      sql<number>`sum(case when a.received > 0 then 1 else 0 end)`.as('received'),
    ])
    .groupBy(['m.divisionCode', 'm.managerId'])
    .execute();
  return rows.map((r) => ({
    divisionCode: r.divisionCode,
    managerId: r.managerId,
    members: n(r.members),
    gave: n(r.gave),
    received: n(r.received),
  }));
}

/** Members of the scope and how many were last recognised before each cut-off (ISO slot). */
export async function unrecognisedCounts(db: Db, scope: Scope, end: string, cuts: string[]) {
  const earliest = cuts.reduce((a, b) => (a < b ? a : b));
  const last = slotsOf(db, scope)
    .select((eb) => ['memberId', eb.fn.max('slot').as('last')])
    .where('received', '>', 0)
    .where('slot', '>=', earliest)
    .where('slot', '<', end)
    .groupBy('memberId');
  const row = await scopeMembers(db, scope)
    .leftJoin(last.as('r'), 'r.memberId', 'm.id')
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      ...cuts.map((cut, i) =>
        sql<number>`sum(case when r.last is null or r.last < ${cut} then 1 else 0 end)`.as(`c${i}`),
      ),
    ])
    .executeTakeFirstOrThrow();
  const rec = row as Record<string, unknown>;
  return { members: n(row.members), counts: cuts.map((_, i) => n(rec[`c${i}`])) };
}

/**
 * The same counts from the day roll-ups (migration 0240), for a scope of whole divisions: the
 * members recognised within each window up to day `day` are the sum of the runs' deltas up to
 * it, and the members are the active head counts. `codes` undefined: the whole company.
 */
export async function unrecognisedFromRuns(
  db: Db,
  codes: string[] | undefined,
  day: number,
  windows: readonly number[],
) {
  const [runs, heads] = await Promise.all([
    db
      .selectFrom('insightsRecognisedRuns')
      .select((eb) => ['windowDays', eb.fn.sum<number>('delta').as('recognised')])
      .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
      .where('day', '<=', day)
      .groupBy('windowDays')
      .execute(),
    db
      .selectFrom('insightsGroupHeads')
      .select((eb) => eb.fn.sum<number>('members').as('members'))
      .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
      .executeTakeFirst(),
  ]);
  const members = n(heads?.members);
  const recognised = new Map(runs.map((r) => [Number(r.windowDays), n(r.recognised)]));
  return { members, counts: windows.map((w) => members - (recognised.get(w) ?? 0)) };
}

/** The scope's members with their last recognition before `end` (a direct team: a few rows). */
export function teamLastRecognised(db: Db, scope: Scope, end: string) {
  return scopeMembers(db, scope)
    .select((eb) => [
      'm.id',
      'm.firstname',
      'm.surname',
      'm.memberNumber',
      eb
        .selectFrom('insightsMemberSlots as s')
        .select((s) => s.fn.max('s.slot').as('last'))
        .whereRef('s.memberId', '=', 'm.id')
        .where('s.received', '>', 0)
        .where('s.slot', '<', end)
        .as('last'),
    ])
    .orderBy('m.surname')
    .orderBy('m.firstname')
    .execute();
}

/** Recipients in the scope, recognitions they received, and what the top `k` of them received. */
export async function concentration(db: Db, scope: Scope, range: Range, periods = false) {
  const fromSlots = scopeMembers(db, scope)
    .innerJoin('insightsMemberSlots as s', 's.memberId', 'm.id')
    .where('s.slot', '>=', range.startSlot)
    .where('s.slot', '<', range.endSlot)
    .where('s.received', '>', 0)
    .select((eb) => ['m.id', eb.fn.sum<number>('s.received').as('n')])
    .groupBy('m.id');
  // A whole month, quarter or year: one period row per recipient instead of their slots. Both
  // give (id, n); only the output columns are read below, so one type serves both. Only a team
  // comes here (whole divisions read the histogram): its members first, each period row by key
  // (a cross join keeps that order on SQLite, which otherwise walked the period's every row).
  const perRecipient =
    periods && range.periodKey
      ? (scopeMembers(db, scope)
          .crossJoin('insightsMemberPeriods as p')
          .whereRef('p.memberId', '=', 'm.id')
          .where('p.period', '=', range.periodKey)
          .where('p.received', '>', 0)
          .select(['m.id', 'p.received as n']) as unknown as typeof fromSlots)
      : fromSlots;
  const totals = await db
    .selectFrom(perRecipient.as('p'))
    .select((eb) => [eb.fn.countAll<number>().as('recipients'), eb.fn.sum<number>('p.n').as('total')])
    .executeTakeFirstOrThrow();
  const recipients = n(totals.recipients);
  const k = Math.ceil(recipients / 10);
  const top =
    k === 0
      ? 0
      : n(
          (
            await db
              .selectFrom(perRecipient.orderBy('n', 'desc').limit(k).as('t'))
              .select((eb) => eb.fn.sum<number>('t.n').as('top'))
              .executeTakeFirstOrThrow()
          ).top,
        );
  return { recipients, total: n(totals.total), top };
}

/**
 * The same from the received histogram of whole period `period` (migration 0250), for a scope
 * of whole divisions (`codes` undefined: the company): the top k recipients are the members of
 * the highest buckets, the last bucket taken only in part.
 */
export async function concentrationFromHistogram(db: Db, codes: string[] | undefined, period: string) {
  const buckets = await db
    .selectFrom('insightsReceivedHistogram')
    .select((eb) => ['received', eb.fn.sum<number>('members').as('members')])
    .where('period', '=', period)
    .$if(codes !== undefined, (q) => q.where('divisionCode', 'in', codes!))
    .groupBy('received')
    .orderBy('received', 'desc')
    .execute();
  const rows = buckets.map((b) => ({ received: n(b.received), members: n(b.members) }));
  const recipients = rows.reduce((a, r) => a + r.members, 0);
  const total = rows.reduce((a, r) => a + r.received * r.members, 0);
  let left = Math.ceil(recipients / 10);
  let top = 0;
  for (const r of rows) {
    if (left <= 0) break;
    const taken = Math.min(left, r.members);
    top += taken * r.received;
    left -= taken;
  }
  return { recipients, total, top };
}

/**
 * Recognitions from division to division where either end is one of `codes`: from the period
 * roll-ups for whole period `period`, else from the slots of the range.
 */
export async function divisionFlows(db: Db, codes: string[], range: Range, period?: string) {
  if (codes.length === 0) return [];
  const ends = (eb: ExpressionBuilder<DB, 'insightsFlowSlots' | 'insightsFlowPeriods'>) =>
    eb.or([eb('fromDivision', 'in', codes), eb('toDivision', 'in', codes)]);
  const rows = period
    ? await db
        .selectFrom('insightsFlowPeriods')
        .select(['fromDivision', 'toDivision', 'recognitions as n'])
        .where('period', '=', period)
        .where(ends)
        .execute()
    : await db
        .selectFrom('insightsFlowSlots')
        .select((eb) => ['fromDivision', 'toDivision', eb.fn.sum<number>('recognitions').as('n')])
        .where('slot', '>=', range.startSlot)
        .where('slot', '<', range.endSlot)
        .where(ends)
        .groupBy(['fromDivision', 'toDivision'])
        .execute();
  return rows
    .map((r) => ({ from: r.fromDivision, to: r.toDivision, n: n(r.n) }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** Recognitions per value by the recipient's division: whole period `period` or the range's slots. */
export async function valueCounts(db: Db, codes: string[], range: Range, period?: string) {
  if (codes.length === 0) return [];
  const rows = period
    ? await db
        .selectFrom('insightsValuePeriods')
        .select(['value', 'divisionCode', 'recognitions as n'])
        .where('period', '=', period)
        .where('divisionCode', 'in', codes)
        .execute()
    : await db
        .selectFrom('insightsValueSlots')
        .select((eb) => ['value', 'divisionCode', eb.fn.sum<number>('recognitions').as('n')])
        .where('slot', '>=', range.startSlot)
        .where('slot', '<', range.endSlot)
        .where('divisionCode', 'in', codes)
        .groupBy(['value', 'divisionCode'])
        .execute();
  return rows.map((r) => ({ value: r.value, divisionCode: r.divisionCode, n: n(r.n) }));
}

/** Recognitions per value received by a direct team (read live: a team is a few people). */
export async function teamValueCounts(db: Db, scope: Scope, range: Range) {
  const rows = await scopeMembers(db, scope)
    .innerJoin('recognitions as r', 'r.toMemberId', 'm.id')
    .where('r.createdAt', '>=', range.start)
    .where('r.createdAt', '<', range.end)
    .select((eb) => ['r.value', 'm.divisionCode', eb.fn.countAll<number>().as('n')])
    .groupBy(['r.value', 'm.divisionCode'])
    .execute();
  return rows.map((r) => ({ value: r.value, divisionCode: r.divisionCode, n: n(r.n) }));
}

/**
 * Per member of the scope (managers only, or everyone): points figures in the range, and their
 * balances at the range's end (today's balance less what moved since).
 */
export async function pointsByMember(db: Db, scope: Scope, range: Range, managersOnly: boolean) {
  const since = slotsOf(db, scope)
    .select((eb) => [
      'memberId',
      eb.fn.sum<number>('recogniseNet').as('recogniseNet'),
      eb.fn.sum<number>('pifNet').as('pifNet'),
      eb.fn.sum<number>('redeemNet').as('redeemNet'),
    ])
    .where('slot', '>=', range.endSlot)
    .groupBy('memberId');
  let q = scopeMembers(db, scope)
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin(activity(db, scope, range).as('a'), 'a.memberId', 'm.id')
    .leftJoin(since.as('x'), 'x.memberId', 'm.id')
    .select([
      ...MEMBER_POINT_COLUMNS,
      sql<number>`${balanceOf('recognise')} - coalesce(x.recognise_net, 0)`.as('recogniseAtEnd'),
      sql<number>`${balanceOf('pif')} - coalesce(x.pif_net, 0)`.as('pifAtEnd'),
      sql<number>`${balanceOf('redeem')} - coalesce(x.redeem_net, 0)`.as('redeemAtEnd'),
    ]);
  if (managersOnly) q = q.where('m.isManager', '=', 1);
  return (await q.execute()).map(memberPoints);
}

/** A member's own columns and their period figures (`a`), as both sources select them. */
export const MEMBER_POINT_COLUMNS = [
  'm.id',
  'm.firstname',
  'm.surname',
  'm.divisionCode',
  'm.isManager',
  'd.clusterCode',
  'a.budgetAllocated',
  'a.budgetGiven',
  'a.pifGranted',
  'a.pifGiven',
  'a.orders',
  'a.shopPoints',
  'a.shopRefunded',
] as const;

/** A member's points figures as both sources select them. */
export interface MemberPointsRow {
  id: number;
  firstname: string;
  surname: string;
  divisionCode: string;
  clusterCode: string;
  isManager: number;
  budgetAllocated: unknown;
  budgetGiven: unknown;
  pifGranted: unknown;
  pifGiven: unknown;
  orders: unknown;
  shopPoints: unknown;
  shopRefunded: unknown;
  recogniseAtEnd: unknown;
  pifAtEnd: unknown;
  redeemAtEnd: unknown;
}

export const memberPoints = (r: MemberPointsRow) => ({
  id: r.id,
  name: `${r.firstname} ${r.surname}`,
  divisionCode: r.divisionCode,
  clusterCode: r.clusterCode,
  isManager: r.isManager === 1,
  budgetAllocated: n(r.budgetAllocated),
  budgetGiven: n(r.budgetGiven),
  pifGranted: n(r.pifGranted),
  pifGiven: n(r.pifGiven),
  orders: n(r.orders),
  shopPoints: n(r.shopPoints),
  shopRefunded: n(r.shopRefunded),
  recogniseAtEnd: n(r.recogniseAtEnd),
  pifAtEnd: n(r.pifAtEnd),
  redeemAtEnd: n(r.redeemAtEnd),
});

/**
 * The Pay It Forward and shop sums per cluster that both sources take, over member rows aliased
 * `a` (the period's slots summed per member, or each member's period row), grouped by cluster.
 */
export const CLUSTER_ACTIVITY_SUMS = [
  sql<number>`count(*)`.as('members'),
  sql<number>`sum(a.pif_granted)`.as('pifGranted'),
  sql<number>`sum(a.pif_given)`.as('pifGiven'),
  sql<number>`sum(case when a.pif_given > 0 then 1 else 0 end)`.as('givers'),
  sql<number>`sum(a.orders)`.as('orders'),
  sql<number>`sum(a.shop_points)`.as('shopPoints'),
  sql<number>`sum(a.shop_refunded)`.as('shopRefunded'),
  sql<number>`sum(case when a.orders > 0 then 1 else 0 end)`.as('redeemers'),
];

/** Pay It Forward, shop and liability sums of one cluster. */
export type ClusterPoints = ReturnType<typeof clusterPoints>;

/**
 * Pay It Forward, shop and liability sums of the scope's active members per cluster, in one
 * grouped pass (the company's members are many; only the managers are listed one by one).
 */
export async function pointsTotalsByCluster(db: Db, scope: Scope, range: Range) {
  const since = slotsOf(db, scope)
    .select((eb) => ['memberId', eb.fn.sum<number>('redeemNet').as('redeemNet')])
    .where('slot', '>=', range.endSlot)
    .groupBy('memberId');
  const rows = await scopeMembers(db, scope)
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin(activity(db, scope, range).as('a'), 'a.memberId', 'm.id')
    .leftJoin(since.as('x'), 'x.memberId', 'm.id')
    .leftJoin('ledgerAccounts as r', (j) => j.onRef('r.memberId', '=', 'm.id').on('r.kind', '=', 'redeem'))
    .select([
      'd.clusterCode',
      ...CLUSTER_ACTIVITY_SUMS,
      sql<number>`sum(coalesce(r.balance, 0) - coalesce(x.redeem_net, 0))`.as('redeemAtEnd'),
    ])
    .groupBy('d.clusterCode')
    .orderBy('d.clusterCode')
    .execute();
  return rows.map(clusterPoints);
}

/** One cluster's sums as both sources select them (numbers on both dialects). */
export const clusterPoints = (
  r: { clusterCode: string } & Record<(typeof CLUSTER_SUMS)[number], unknown>,
) => ({
  clusterCode: r.clusterCode,
  ...(Object.fromEntries(CLUSTER_SUMS.map((k) => [k, n(r[k])])) as Record<
    (typeof CLUSTER_SUMS)[number],
    number
  >),
});
const CLUSTER_SUMS = [
  'members',
  'pifGranted',
  'pifGiven',
  'givers',
  'orders',
  'shopPoints',
  'shopRefunded',
  'redeemers',
  'redeemAtEnd',
] as const;
