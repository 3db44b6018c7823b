import type { insights } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { monthsOf, type Range } from './period.js';
import { participationGroups } from './repository.js';
import { headcounts, periodGroups, periodTotals } from './period-repository.js';
import type { Scope } from './scope.js';
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

/** Names of managers by id, for the by-manager rows. */
async function managerNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('members')
    .select(['id', 'firstname', 'surname'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, `${r.firstname} ${r.surname}`]));
}

/**
 * Where the figures come from: the period roll-ups for whole months, quarters and years once
 * they answer for the company's time zone, else each member's slots (custom periods).
 */
function source(db: Db, scope: Scope, periods: boolean) {
  let heads: ReturnType<typeof headcounts> | undefined;
  const members = () => (heads ??= headcounts(db, scope));
  return {
    async groups(range: Range) {
      return periods && range.periodKey
        ? periodGroups(db, scope, range.periodKey, await members())
        : participationGroups(db, scope, range);
    },
    /** The scope's totals per month of the range, oldest first. */
    async trend(months: Range[]): Promise<Tally[]> {
      const keys = periods ? months.flatMap((m) => (m.periodKey ? [m.periodKey] : [])) : [];
      const totals = await periodTotals(db, scope, keys);
      const all = keys.length ? (await members()).reduce((a, h) => a + h.members, 0) : 0;
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
) {
  const from = source(db, scope, periods);
  const groups = await from.groups(range);
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
    if (g.managerId !== null) add(byManager, String(g.managerId), g);
  }
  const names = await managerNames(db, [...byManager.keys()].map(Number));
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
    // In name order, as a reader looks for a manager (then by id, for two of one name).
    byManager: [...byManager.entries()]
      .map(([id, t]) => participationRow(scope, id, names.get(Number(id)) ?? `Manager #${id}`, t))
      .sort((a, b) => a.label.localeCompare(b.label) || Number(a.key) - Number(b.key)),
    trend: months,
  };
}
