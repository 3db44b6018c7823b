import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Range } from './period.js';
import { divisionHeads } from './period-repository.js';
import { balanceOf, memberPoints, type ClusterPoints } from './repository.js';
import { scopeMembers, type Scope } from './scope.js';

/**
 * Points read from the period roll-ups (migration 0160): one row per member or division for a
 * whole month, quarter or year, instead of the slots of the period and of everything after it.
 * Only for whole periods, once the roll-ups answer for the company's time zone (periods.ts).
 */

const n = (v: unknown) => Number(v ?? 0);

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
      sql<number>`${balanceOf('recognise')} - ${since('recognise_net', next)}`.as('recogniseAtEnd'),
      sql<number>`${balanceOf('pif')} - ${since('pif_net', next)}`.as('pifAtEnd'),
      sql<number>`${balanceOf('redeem')} - ${since('redeem_net', next)}`.as('redeemAtEnd'),
    ])
    .where('m.isManager', '=', 1)
    .execute();
  return rows.map(memberPoints);
}

/**
 * Pay It Forward, shop and liability per cluster of a division, cluster or company scope, from
 * its divisions' rows. The liability at the period's end is every redeem point its members
 * gained and spent before then: the ledger's balances are the sums of their transfers.
 */
export async function periodPointsTotals(
  db: Db,
  scope: Scope,
  range: Range,
  period: string,
): Promise<ClusterPoints[]> {
  const codes = scope.divisions.map((d) => d.code);
  const [heads, sums, liability] = await Promise.all([
    divisionHeads(db, codes),
    db
      .selectFrom('insightsDivisionPeriods')
      .selectAll()
      .where('period', '=', period)
      .where('divisionCode', 'in', codes)
      .execute(),
    db
      .selectFrom('insightsDivisionPeriods as dp')
      .innerJoin('insightsPeriods as p', 'p.period', 'dp.period')
      .select((eb) => ['dp.divisionCode', eb.fn.sum<number>('dp.redeemNet').as('redeemNet')])
      .where('p.kind', '=', 'month')
      .where('p.endSlot', '<=', range.endSlot)
      .where('dp.divisionCode', 'in', codes)
      .groupBy('dp.divisionCode')
      .execute(),
  ]);
  const clusterOf = new Map(scope.divisions.map((d) => [d.code, d.clusterCode]));
  const byDivision = new Map(sums.map((s) => [s.divisionCode, s]));
  const owed = new Map(liability.map((l) => [l.divisionCode, n(l.redeemNet)]));
  const out = new Map<string, ClusterPoints>();
  for (const [divisionCode, members] of heads) {
    const clusterCode = clusterOf.get(divisionCode);
    if (!clusterCode || members === 0) continue;
    const s = byDivision.get(divisionCode);
    const found = out.get(clusterCode) ?? {
      clusterCode,
      members: 0,
      pifGranted: 0,
      pifGiven: 0,
      givers: 0,
      orders: 0,
      shopPoints: 0,
      shopRefunded: 0,
      redeemers: 0,
      redeemAtEnd: 0,
    };
    out.set(clusterCode, {
      clusterCode,
      members: found.members + members,
      pifGranted: found.pifGranted + n(s?.pifGranted),
      pifGiven: found.pifGiven + n(s?.pifGiven),
      givers: found.givers + n(s?.pifGivers),
      orders: found.orders + n(s?.orders),
      shopPoints: found.shopPoints + n(s?.shopPoints),
      shopRefunded: found.shopRefunded + n(s?.shopRefunded),
      redeemers: found.redeemers + n(s?.redeemers),
      redeemAtEnd: found.redeemAtEnd + (owed.get(divisionCode) ?? 0),
    });
  }
  return [...out.values()].sort((a, b) => a.clusterCode.localeCompare(b.clusterCode));
}
