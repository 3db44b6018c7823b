import type { insights, TProgrammeSettings } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Range } from './period.js';
import { periodManagerPoints, periodPointsTotals } from './period-points.js';
import { pointsByMember, pointsTotalsByCluster } from './repository.js';
import type { Scope } from './scope.js';
import { guarded, share, tooFew } from './suppress.js';

type Member = Awaited<ReturnType<typeof pointsByMember>>[number];
type BudgetRow = insights.TBudgetRow;

const budgetRow = (key: string, label: string, ms: Member[], reset: boolean, hidden: boolean): BudgetRow => {
  const sum = (f: (m: Member) => number) => ms.reduce((s, m) => s + f(m), 0);
  const figures = {
    allocated: sum((m) => m.budgetAllocated),
    given: sum((m) => m.budgetGiven),
    unspent: sum((m) => m.recogniseAtEnd),
    // Unused Pay It Forward allowance is taken back at the next top-up only when reset is on.
    expiring: reset ? sum((m) => m.pifAtEnd) : 0,
  };
  return hidden
    ? { key, label, allocated: null, given: null, unspent: null, expiring: null, suppressed: true }
    : { key, label, ...figures, suppressed: false };
};

/** Each cluster's liability at its own rate (money per point), summed per currency. */
function moneyByCurrency(
  config: Config,
  settings: TProgrammeSettings,
  clusters: { clusterCode: string; redeemAtEnd: number }[],
  hidden: boolean,
) {
  const out = new Map<string, { currency: string; currencySymbol: string; amount: number | null }>();
  for (const { clusterCode, redeemAtEnd } of clusters) {
    const card = settings.cardPayments[clusterCode];
    const currency = card?.currency ?? config.SHOP_CURRENCY;
    const money = redeemAtEnd * (card?.rateMoney ?? config.SHOP_CURRENCY_RATE_MONEY);
    const found = out.get(currency);
    out.set(currency, {
      currency,
      currencySymbol: card?.currencySymbol ?? config.SHOP_CURRENCY_SYMBOL,
      amount: hidden ? null : Math.round(((found?.amount ?? 0) + money) * 100) / 100,
    });
  }
  return [...out.values()];
}

const groupBy = <T>(items: T[], key: (t: T) => string) => {
  const out = new Map<string, T[]>();
  for (const i of items) out.set(key(i), [...(out.get(key(i)) ?? []), i]);
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b));
};

/**
 * Budgets (the managers' recognise accounts): allocated and given in the range, unspent and
 * expiring at its end, by manager and division; Pay It Forward granted and given; shop
 * orders and points redeemed; and the points liability (redeem balances at the range's end)
 * in points and in money at each cluster's rate. A manager's budget is their own figure, so
 * a manager sees only their own row; admin-report users and programme admins, who already
 * read every manager's balance, see each row. Wider sums need five people.
 */
export async function pointsFigures(
  db: Db,
  config: Config,
  settings: TProgrammeSettings,
  scope: Scope,
  range: Range,
  periods = false,
) {
  // A team's budget is its manager's, who is not a member of their own team.
  const own: Scope = { ...scope, filter: (eb) => eb.and([eb('m.id', '=', scope.callerId)]) };
  const budgets = scope.kind === 'team' ? own : scope;
  // Whole periods from the period roll-ups; a team's totals (a few people) from their slots.
  const period = periods ? range.periodKey : undefined;
  const [managers, clusters] = await Promise.all([
    period ? periodManagerPoints(db, budgets, period) : pointsByMember(db, budgets, range, true),
    period && scope.kind !== 'team'
      ? periodPointsTotals(db, scope, period)
      : pointsTotalsByCluster(db, scope, range),
  ]);
  const reset = settings.pifResetUnused;
  const names = new Map(scope.divisions.map((d) => [d.code, d.name]));
  const mayReadEach = scope.wide || scope.unsuppressed;
  // In name order (then id), like a list a reader scans: the queries' own order follows the plan.
  const byManager = managers
    .filter((m) => mayReadEach || m.id === scope.callerId)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((m) => budgetRow(String(m.id), m.name, [m], reset, false));
  const byDivision = groupBy(managers, (m) => m.divisionCode).map(([code, ms]) =>
    budgetRow(code, names.get(code) ?? code, ms, reset, !scope.wide && tooFew(scope, ms.length)),
  );
  type Totals = (typeof clusters)[number];
  const sum = (f: (c: Totals) => number) => clusters.reduce((s, c) => s + f(c), 0);
  const people = sum((c) => c.members);
  const givers = sum((c) => c.givers);
  const liability = guarded(scope, people, { points: sum((c) => c.redeemAtEnd) });
  return {
    totals: budgetRow('', scope.name, managers, reset, !scope.wide && tooFew(scope, managers.length)),
    byManager,
    byDivision,
    payItForward: guarded(scope, people, {
      granted: sum((c) => c.pifGranted),
      given: sum((c) => c.pifGiven),
      givers,
      giverShare: share(givers, people),
    }),
    shop: guarded(scope, people, {
      orders: sum((c) => c.orders),
      pointsRedeemed: sum((c) => c.shopPoints - c.shopRefunded),
      pointsRefunded: sum((c) => c.shopRefunded),
      redeemers: sum((c) => c.redeemers),
    }),
    liability: {
      ...liability,
      money: moneyByCurrency(config, settings, clusters, liability.suppressed),
    },
  };
}
