import type { insights, TProgrammeSettings } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Range } from './period.js';
import { pointsByMember } from './repository.js';
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
) {
  const members = await pointsByMember(db, scope, range, false);
  // A team's budget is its manager's, who is not a member of their own team.
  const own: Scope = { ...scope, filter: (eb) => eb.and([eb('m.id', '=', scope.callerId)]) };
  const managers =
    scope.kind === 'team' ? await pointsByMember(db, own, range, true) : members.filter((m) => m.isManager);
  const reset = settings.pifResetUnused;
  const names = new Map(scope.divisions.map((d) => [d.code, d.name]));
  const mayReadEach = scope.wide || scope.unsuppressed;
  const byManager = managers
    .filter((m) => mayReadEach || m.id === scope.callerId)
    .map((m) => budgetRow(String(m.id), m.name, [m], reset, false));
  const byDivision = groupBy(managers, (m) => m.divisionCode).map(([code, ms]) =>
    budgetRow(code, names.get(code) ?? code, ms, reset, !scope.wide && tooFew(scope, ms.length)),
  );
  const sum = (f: (m: Member) => number) => members.reduce((s, m) => s + f(m), 0);
  const givers = members.filter((m) => m.pifGiven > 0).length;
  const redeemers = members.filter((m) => m.orders > 0).length;
  const liability = guarded(scope, members.length, { points: sum((m) => m.redeemAtEnd) });
  return {
    totals: budgetRow('', scope.name, managers, reset, !scope.wide && tooFew(scope, managers.length)),
    byManager,
    byDivision,
    payItForward: guarded(scope, members.length, {
      granted: sum((m) => m.pifGranted),
      given: sum((m) => m.pifGiven),
      givers,
      giverShare: share(givers, members.length),
    }),
    shop: guarded(scope, members.length, {
      orders: sum((m) => m.orders),
      pointsRedeemed: sum((m) => m.shopPoints - m.shopRefunded),
      pointsRefunded: sum((m) => m.shopRefunded),
      redeemers,
    }),
    liability: {
      ...liability,
      money: groupBy(members, (m) => m.clusterCode).map(([cluster, ms]) => {
        const card = settings.cardPayments[cluster];
        const rate = card?.rateMoney ?? config.SHOP_CURRENCY_RATE_MONEY;
        const points = ms.reduce((s, m) => s + m.redeemAtEnd, 0);
        return {
          currency: card?.currency ?? config.SHOP_CURRENCY,
          currencySymbol: card?.currencySymbol ?? config.SHOP_CURRENCY_SYMBOL,
          amount: liability.suppressed ? null : Math.round(points * rate * 100) / 100,
        };
      }),
    },
  };
}
