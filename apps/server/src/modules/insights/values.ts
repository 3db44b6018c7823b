import type { Db } from '../../db/database.js';
import { divisionSizes } from './fairness.js';
import type { Range } from './period.js';
import { teamValueCounts, valueCounts } from './repository.js';
import type { Scope } from './scope.js';
import { tooFew } from './suppress.js';

/**
 * How often each company value was recognised in the range, by the recipient's division. A
 * division of fewer than five active members is withheld; a direct team's view reads its own
 * recognitions and is shown whole.
 */
export async function valuesFigures(db: Db, scope: Scope, range: Range, periods = false) {
  const codes = scope.divisions.map((d) => d.code);
  const period = periods ? range.periodKey : undefined;
  const [rows, sizes] = await Promise.all([
    scope.kind === 'team' ? teamValueCounts(db, scope, range) : valueCounts(db, codes, range, period),
    divisionSizes(db),
  ]);
  const names = new Map(scope.divisions.map((d) => [d.code, d.name]));
  const byDivision = rows
    .map((r) => {
      const hidden = tooFew(scope, sizes.get(r.divisionCode) ?? 0);
      return {
        value: r.value,
        division: r.divisionCode,
        divisionName: names.get(r.divisionCode) ?? r.divisionCode,
        count: hidden ? null : r.n,
        suppressed: hidden,
      };
    })
    .sort((a, b) => a.value.localeCompare(b.value) || a.division.localeCompare(b.division));
  const people = [...new Set(rows.map((r) => r.divisionCode))].reduce((s, c) => s + (sizes.get(c) ?? 0), 0);
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.value, (totals.get(r.value) ?? 0) + r.n);
  const hideTotals = tooFew(scope, people);
  return {
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([value, count]) => ({ value, count: hideTotals ? null : count, suppressed: hideTotals })),
    byDivision,
  };
}
