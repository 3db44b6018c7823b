import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  balanceOf,
  CLUSTER_ACTIVITY_SUMS,
  clusterPoints,
  memberPoints,
  MEMBER_POINT_COLUMNS,
  type ClusterPoints,
} from './repository.js';
import { scopeMembers, type Scope } from './scope.js';

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

/**
 * Pay It Forward, shop and liability per cluster of a division, cluster or company scope, in one
 * pass over its active members with their period row (one row each, by key) and their redeem
 * balance at the period's end.
 */
export async function periodPointsTotals(db: Db, scope: Scope, period: string): Promise<ClusterPoints[]> {
  const rows = await scopeMembers(db, scope)
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin('insightsMemberPeriods as a', (j) =>
      j.onRef('a.memberId', '=', 'm.id').on('a.period', '=', period),
    )
    .select([
      'd.clusterCode',
      ...CLUSTER_ACTIVITY_SUMS,
      sql<number>`sum(${balanceOf('redeem')} - ${since('redeem_net', monthAfter(period))})`.as('redeemAtEnd'),
    ])
    .groupBy('d.clusterCode')
    .orderBy('d.clusterCode')
    .execute();
  return rows.map(clusterPoints);
}
