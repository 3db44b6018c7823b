import type { insights, TProgrammeSettings } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Range } from './period.js';
import { periodDivisionBudgets, periodManagerPoints, periodPointsTotals } from './period-points.js';
import { pointsByMember, pointsTotalsByCluster } from './repository.js';
import type { ManagerPage } from './managers.js';
import type { Scope } from './scope.js';
import { guarded, share, tooFew } from './suppress.js';

type Member = Awaited<ReturnType<typeof pointsByMember>>[number];
type BudgetRow = insights.TBudgetRow;

interface Budget {
  allocated: number;
  given: number;
  unspent: number;
  /** The managers' Pay It Forward balances at the end. */
  pifAtEnd: number;
}

const budgetOf = (ms: Member[]): Budget => ({
  allocated: ms.reduce((s, m) => s + m.budgetAllocated, 0),
  given: ms.reduce((s, m) => s + m.budgetGiven, 0),
  unspent: ms.reduce((s, m) => s + m.recogniseAtEnd, 0),
  pifAtEnd: ms.reduce((s, m) => s + m.pifAtEnd, 0),
});

const budgetRow = (key: string, label: string, b: Budget, reset: boolean, hidden: boolean): BudgetRow =>
  hidden
    ? { key, label, allocated: null, given: null, unspent: null, expiring: null, suppressed: true }
    : {
        key,
        label,
        allocated: b.allocated,
        given: b.given,
        unspent: b.unspent,
        // Unused Pay It Forward allowance is taken back at the next top-up only when reset is on.
        expiring: reset ? b.pifAtEnd : 0,
        suppressed: false,
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
  page: ManagerPage = { managers: [], next: null },
) {
  // A team's budget is its manager's, who is not a member of their own team; wider scopes
  // list a page of their managers.
  const ids = scope.kind === 'team' ? [scope.callerId] : page.managers.map((m) => m.id);
  const budgets: Scope = {
    ...scope,
    filter: (eb) => eb.and([ids.length ? eb('m.id', 'in', ids) : eb.lit(false)]),
  };
  // Whole periods from the period roll-ups; a team's totals (a few people) from their slots.
  const period = periods ? range.periodKey : undefined;
  // Divisions, clusters and the company read the per-division sums of the period.
  const wholePeriod = period && scope.kind !== 'team' ? period : undefined;
  // Any other period sums every manager's slots for the divisions (and lists the page's).
  const everyManager = !wholePeriod && scope.kind !== 'team';
  const [listed, clusters, divisionBudgets] = await Promise.all([
    period && !everyManager
      ? periodManagerPoints(db, budgets, period)
      : pointsByMember(db, everyManager ? scope : budgets, range, true),
    wholePeriod ? periodPointsTotals(db, scope, wholePeriod) : pointsTotalsByCluster(db, scope, range),
    wholePeriod ? periodDivisionBudgets(db, scope, wholePeriod) : undefined,
  ]);
  const managers = everyManager ? listed.filter((m) => ids.includes(m.id)) : listed;
  const reset = settings.pifResetUnused;
  const names = new Map(scope.divisions.map((d) => [d.code, d.name]));
  const mayReadEach = scope.wide || scope.unsuppressed;
  // In the page's (name) order: the queries' own order follows the plan.
  const order = new Map(ids.map((id, i) => [id, i]));
  const byManager = managers
    .filter((m) => mayReadEach || m.id === scope.callerId)
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((m) => budgetRow(String(m.id), m.name, budgetOf([m]), reset, false));
  const divisions =
    divisionBudgets ??
    groupBy(listed, (m) => m.divisionCode).map(([divisionCode, ms]) => ({
      divisionCode,
      managers: ms.length,
      ...budgetOf(ms),
    }));
  const byDivision = divisions
    .sort((a, b) => a.divisionCode.localeCompare(b.divisionCode))
    .map((d) =>
      budgetRow(
        d.divisionCode,
        names.get(d.divisionCode) ?? d.divisionCode,
        d,
        reset,
        !scope.wide && tooFew(scope, d.managers),
      ),
    );
  const all = (f: (d: Budget) => number) => divisions.reduce((s, d) => s + f(d), 0);
  const managerCount = divisions.reduce((s, d) => s + d.managers, 0);
  const total: Budget = {
    allocated: all((d) => d.allocated),
    given: all((d) => d.given),
    unspent: all((d) => d.unspent),
    pifAtEnd: all((d) => d.pifAtEnd),
  };
  type Totals = (typeof clusters)[number];
  const sum = (f: (c: Totals) => number) => clusters.reduce((s, c) => s + f(c), 0);
  const people = sum((c) => c.members);
  const givers = sum((c) => c.givers);
  const liability = guarded(scope, people, { points: sum((c) => c.redeemAtEnd) });
  return {
    totals: budgetRow('', scope.name, total, reset, !scope.wide && tooFew(scope, managerCount)),
    byManager,
    byManagerNext: scope.kind === 'team' ? null : page.next,
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
