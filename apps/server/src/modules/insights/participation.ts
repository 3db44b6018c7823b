import type { insights } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { monthsOf, type Range } from './period.js';
import { participationGroups } from './repository.js';
import {
  divisionHeads,
  headcounts,
  periodDivisionGroups,
  periodGroups,
  periodManagerGroups,
  periodTotals,
  type Group,
} from './period-repository.js';
import type { ManagerPage } from './managers.js';
import { wholeDivisions, type Scope } from './scope.js';
import { guarded, share } from './suppress.js';

type Row = insights.TParticipationRow;
interface Tally {
  members: number;
  gave: number;
  received: number;
}

const add = (into: Map<string, Tally>, key: string, t: Tally) => {
  const found = into.get(key) ?? { members: 0, gave: 0, received: 0 };
  into.set(key, {
    members: found.members + t.members,
    gave: found.gave + t.gave,
    received: found.received + t.received,
  });
};

export function participationRow(scope: Scope, key: string, label: string, t: Tally): Row {
  return {
    key,
    label,
    ...guarded(scope, t.members, {
      members: t.members,
      gave: t.gave,
      received: t.received,
      gaveShare: share(t.gave, t.members),
      receivedShare: share(t.received, t.members),
    }),
  };
}

/**
 * Where the figures come from: the period roll-ups for whole months, quarters and years once
 * they answer for the company's time zone, else each member's slots (custom periods).
 */
function source(db: Db, scope: Scope, periods: boolean) {
  let heads: Promise<number> | undefined;
  // Today's active members of the whole scope: a team's groups, or its divisions' head counts.
  const count = async () =>
    scope.kind === 'team'
      ? (await headcounts(db, scope)).reduce((a, h) => a + h.members, 0)
      : [...(await divisionHeads(db, wholeDivisions(scope))).values()].reduce((a, m) => a + m, 0);
  const members = () => (heads ??= count());
  return {
    /**
     * The scope's groups (division and manager, or whole divisions) and those of the managers
     * `ids` (a page of the by-manager list).
     */
    async groups(range: Range, ids: number[]): Promise<{ groups: Group[]; managers: Group[] }> {
      if (periods && range.periodKey) {
        if (scope.kind === 'team') {
          const groups = await periodGroups(db, scope, range.periodKey, await headcounts(db, scope));
          return { groups, managers: groups };
        }
        const [groups, managers] = await Promise.all([
          periodDivisionGroups(db, scope, range.periodKey),
          periodManagerGroups(db, scope, range.periodKey, ids),
        ]);
        return { groups, managers };
      }
      const groups = await participationGroups(db, scope, range);
      const listed = new Set(ids);
      return { groups, managers: groups.filter((g) => g.managerId !== null && listed.has(g.managerId)) };
    },
    /** The scope's totals per month of the range, oldest first. */
    async trend(months: Range[]): Promise<Tally[]> {
      const keys = periods ? months.flatMap((m) => (m.periodKey ? [m.periodKey] : [])) : [];
      const totals = await periodTotals(db, scope, keys);
      const all = keys.length ? await members() : 0;
      return Promise.all(
        months.map(async (month) => {
          if (periods && month.periodKey) {
            const t = totals.get(month.periodKey);
            return { members: all, gave: t?.gave ?? 0, received: t?.received ?? 0 };
          }
          return (await participationGroups(db, scope, month)).reduce(
            (a, g) => ({
              members: a.members + g.members,
              gave: a.gave + g.gave,
              received: a.received + g.received,
            }),
            { members: 0, gave: 0, received: 0 },
          );
        }),
      );
    },
  };
}

/**
 * Share of the scope's active members who gave and who received at least one recognition in
 * the range, overall and by division, cluster and manager, and the same month by month.
 * `periods`: whether the period roll-ups answer for the company's time zone.
 */
export async function participationFigures(
  db: Db,
  scope: Scope,
  range: Range,
  timeZone: string,
  periods = false,
  page: ManagerPage = { managers: [], next: null },
) {
  const from = source(db, scope, periods);
  const { groups, managers } = await from.groups(
    range,
    page.managers.map((m) => m.id),
  );
  const divisions = new Map(scope.divisions.map((d) => [d.code, d]));
  const allDivisions = await db.selectFrom('divisions').select(['code', 'name', 'clusterCode']).execute();
  for (const d of allDivisions) if (!divisions.has(d.code)) divisions.set(d.code, d);
  const clusters = new Map(
    (await db.selectFrom('clusters').select(['code', 'name']).execute()).map((c) => [c.code, c.name]),
  );
  const byDivision = new Map<string, Tally>();
  const byCluster = new Map<string, Tally>();
  const byManager = new Map<string, Tally>();
  const overall = new Map<string, Tally>();
  for (const g of groups) {
    add(overall, '', g);
    add(byDivision, g.divisionCode, g);
    add(byCluster, divisions.get(g.divisionCode)?.clusterCode ?? '', g);
  }
  for (const g of managers) if (g.managerId !== null) add(byManager, String(g.managerId), g);
  const none = { members: 0, gave: 0, received: 0 };
  const inMonths = monthsOf(range, timeZone);
  const months = (await from.trend(inMonths)).map((t, i) =>
    participationRow(scope, inMonths[i]!.label, inMonths[i]!.label, t),
  );
  const sorted = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    overall: participationRow(scope, scope.code, scope.name, overall.get('') ?? none),
    byDivision: sorted(byDivision).map(([code, t]) =>
      participationRow(scope, code, divisions.get(code)?.name ?? code, t),
    ),
    byCluster: sorted(byCluster).map(([code, t]) =>
      participationRow(scope, code, clusters.get(code) ?? code, t),
    ),
    // The page's managers in its (name) order.
    byManager: page.managers.flatMap((m) => {
      const t = byManager.get(String(m.id));
      return t ? [participationRow(scope, String(m.id), m.name, t)] : [];
    }),
    byManagerNext: page.next,
    trend: months,
  };
}
