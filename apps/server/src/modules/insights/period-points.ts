import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import {
  balanceOf,
  clusterPoints,
  memberPoints,
  MEMBER_POINT_COLUMNS,
  type ClusterPoints,
} from './repository.js';
import { scopeMembers, wholeDivisions, type Scope } from './scope.js';

/**
 * Points read from the period roll-ups (migration 0160): one row per member for a whole month,
 * quarter or year, instead of their slots of the period and of everything after it.
 * Only for whole periods, once the roll-ups answer for the company's time zone (periods.ts).
 */

/** The month after whole period `key` ('2026-10', '2026-Q4' or '2026'): '2026-11', '2027-01', '2027-01'. */
export function monthAfter(key: string): string {
  const year = Number(key.slice(0, 4));
  const last = key.length === 4 ? 12 : key[5] === 'Q' ? Number(key[6]) * 3 : Number(key.slice(5, 7));
  return last === 12 ? `${year + 1}-01` : `${year}-${String(last + 1).padStart(2, '0')}`;
}

/**
 * Member `m`'s change to one column after the period: their month rows from the month after it
 * on, read by the primary key (member, period). Month keys sort by date; quarter keys
 * ('2026-Q4') are as long as a month's and years ('2027') shorter, so both are left out.
 */
const since = (column: 'recognise_net' | 'pif_net' | 'redeem_net', next: string) =>
  sql<number>`coalesce((select sum(x.${sql.raw(column)}) from insights_member_periods x
    where x.member_id = m.id and x.period >= ${next}
      and length(x.period) = 7 and substr(x.period, 6, 1) <> 'Q'), 0)`;

/** The scope's managers with their figures in the period and their balances at its end. */
export async function periodManagerPoints(db: Db, scope: Scope, period: string) {
  const next = monthAfter(period);
  const rows = await scopeMembers(db, scope)
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin('insightsMemberPeriods as a', (j) =>
      j.onRef('a.memberId', '=', 'm.id').on('a.period', '=', period),
    )
    .select([
      ...MEMBER_POINT_COLUMNS,
      sql<number>`${balanceOf('recognise')} - ${since('recognise_net', next)}`.as('recogniseAtEnd'),
      sql<number>`${balanceOf('pif')} - ${since('pif_net', next)}`.as('pifAtEnd'),
      sql<number>`${balanceOf('redeem')} - ${since('redeem_net', next)}`.as('redeemAtEnd'),
    ])
    .where('m.isManager', '=', 1)
    .execute();
  return rows.map(memberPoints);
}

type Sums = ExpressionBuilder<DB & { x: DB['insightsDivisionPoints'] }, 'x'>;
/** Column `c` of the period's own row. */
const inPeriod = (c: string, period: string) =>
  sql<number>`sum(case when x.period = ${period} then x.${sql.raw(c)} else 0 end)`;
/** Column `c` summed over the months up to the period's end: a balance then (all moves since 2000). */
const toEnd = (c: string) =>
  sql<number>`sum(case when length(x.period) = 7 and substr(x.period, 6, 1) <> 'Q' then x.${sql.raw(c)} else 0 end)`;

/** The scope's division rows of the period and of every month up to its end. */
function divisionRows(db: Db, scope: Scope, period: string) {
  const codes = wholeDivisions(scope);
  return db
    .selectFrom('insightsDivisionPoints as x')
    .innerJoin('divisions as d', 'd.code', 'x.divisionCode')
    .where((eb: Sums) =>
      eb.or([
        eb('x.period', '=', period),
        eb.and([eb('x.period', '<', monthAfter(period)), eb(sql`length(x.period)`, '=', 7)]),
      ]),
    )
    .$if(codes !== undefined, (q) => q.where('x.divisionCode', 'in', codes!));
}

/**
 * Pay It Forward, shop and liability per cluster of a division, cluster or company scope, from
 * the per-division sums (a few rows per division) and the head counts, however many members
 * the scope has.
 */
export async function periodPointsTotals(db: Db, scope: Scope, period: string): Promise<ClusterPoints[]> {
  const codes = wholeDivisions(scope);
  const [sums, heads] = await Promise.all([
    divisionRows(db, scope, period)
      .select([
        'd.clusterCode',
        ...(
          [
            'pif_granted',
            'pif_given',
            'givers',
            'orders',
            'shop_points',
            'shop_refunded',
            'redeemers',
          ] as const
        ).map((c) => inPeriod(c, period).as(c.replace(/_(.)/g, (_, l: string) => l.toUpperCase()))),
        toEnd('redeem_net').as('redeemAtEnd'),
      ])
      .groupBy('d.clusterCode')
      .execute(),
    db
      .selectFrom('insightsGroupHeads as h')
      .innerJoin('divisions as d', 'd.code', 'h.divisionCode')
      .select((eb) => ['d.clusterCode', eb.fn.sum<number>('h.members').as('members')])
      .$if(codes !== undefined, (q) => q.where('h.divisionCode', 'in', codes!))
      .groupBy('d.clusterCode')
      .having((eb) => eb.fn.sum('h.members'), '>', 0)
      .execute(),
  ]);
  const byCluster = new Map(sums.map((r) => [r.clusterCode, r]));
  return heads
    .map((h) =>
      clusterPoints({
        ...EMPTY,
        ...byCluster.get(h.clusterCode),
        clusterCode: h.clusterCode,
        members: h.members,
      }),
    )
    .sort((a, b) => a.clusterCode.localeCompare(b.clusterCode));
}
const EMPTY = {
  pifGranted: 0,
  pifGiven: 0,
  givers: 0,
  orders: 0,
  shopPoints: 0,
  shopRefunded: 0,
  redeemers: 0,
  redeemAtEnd: 0,
};

/** The managers' budgets per division of the scope, from the per-division sums. */
export async function periodDivisionBudgets(db: Db, scope: Scope, period: string) {
  const [sums, managers] = await Promise.all([
    divisionRows(db, scope, period)
      .select([
        'x.divisionCode',
        inPeriod('budget_allocated', period).as('allocated'),
        inPeriod('budget_given', period).as('given'),
        toEnd('budget_net').as('unspent'),
        toEnd('manager_pif_net').as('pifAtEnd'),
      ])
      .groupBy('x.divisionCode')
      .execute(),
    scopeMembers(db, scope)
      .where('m.isManager', '=', 1)
      .select((eb) => ['m.divisionCode', eb.fn.countAll<number>().as('managers')])
      .groupBy('m.divisionCode')
      .execute(),
  ]);
  const byDivision = new Map(sums.map((r) => [r.divisionCode, r]));
  return managers.map((m) => {
    const r = byDivision.get(m.divisionCode);
    return {
      divisionCode: m.divisionCode,
      managers: Number(m.managers),
      allocated: Number(r?.allocated ?? 0),
      given: Number(r?.given ?? 0),
      unspent: Number(r?.unspent ?? 0),
      pifAtEnd: Number(r?.pifAtEnd ?? 0),
    };
  });
}
