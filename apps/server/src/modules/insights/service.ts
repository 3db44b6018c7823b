import type { insights } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { fairnessFigures } from './fairness.js';
import { nominationFigures } from './nominations.js';
import { currentMonth, resolvePeriods, type Range } from './period.js';
import { participationFigures } from './participation.js';
import { periodRollupsReady } from './periods.js';
import { foldPending } from './fold.js';
import { pointsFigures } from './points.js';
import { managerPage, type ManagerPage } from './managers.js';
import { resolveScope, isWide, type InsightsCaller } from './scope.js';
import type { Scope } from './scope.js';
import type { TProgrammeSettings } from '@portal/contract';
import { valuesFigures } from './values.js';

/** `periods`: whether the period roll-ups answer for the company's time zone (read once per answer). */
type Figures<T> = (
  ctx: AppContext,
  settings: TProgrammeSettings,
  scope: Scope,
  range: Range,
  periods: boolean,
  page: ManagerPage,
) => Promise<T>;

/**
 * Answers one insights section: checks the scope against the caller's roles, resolves the
 * period and the previous one in the company's time zone, and computes both.
 */
async function answer<T>(
  ctx: AppContext,
  caller: InsightsCaller,
  body: insights.TInsightsBody,
  figures: Figures<T>,
  /** Which managers the section lists by manager, a page at a time (the same for both periods). */
  managers?: 'leads' | 'budgets',
) {
  const db = ctx.database.db;
  // Head counts (shares, the "fewer than 5" rule) and points by division: bring them up to date.
  await foldPending(ctx.database);
  const settings = await getProgrammeSettings(db, ctx.config);
  const scope = await resolveScope(db, caller, body.scope);
  const { current, previous } = resolvePeriods(body.period, settings.timeZone);
  const periods = await periodRollupsReady(db, settings.timeZone);
  const page = managers
    ? await managerPage(db, scope, body.managersAfter, managers)
    : { managers: [], next: null };
  const [now, before] = await Promise.all([
    figures(ctx, settings, scope, current, periods, page),
    figures(ctx, settings, scope, previous, periods, page),
  ]);
  const period = (r: Range) => ({ from: r.from, to: r.to, label: r.label });
  return {
    period: period(current),
    previousPeriod: period(previous),
    scope: { kind: scope.kind, code: scope.code, name: scope.name },
    unsuppressed: scope.unsuppressed,
    timeZone: settings.timeZone,
    current: now,
    previous: before,
  };
}

export const SECTIONS = {
  participation: (ctx: AppContext, caller: InsightsCaller, body: insights.TInsightsBody) =>
    answer(
      ctx,
      caller,
      body,
      (c, s, scope, range, periods, page) =>
        participationFigures(c.database.db, scope, range, s.timeZone, periods, page),
      'leads',
    ),
  fairness: (ctx: AppContext, caller: InsightsCaller, body: insights.TInsightsBody) =>
    answer(ctx, caller, body, (c, s, scope, range, periods) =>
      fairnessFigures(c.database.db, scope, range, s.timeZone, periods),
    ),
  values: (ctx: AppContext, caller: InsightsCaller, body: insights.TInsightsBody) =>
    answer(ctx, caller, body, (c, _s, scope, range, periods) =>
      valuesFigures(c.database.db, scope, range, periods),
    ),
  points: (ctx: AppContext, caller: InsightsCaller, body: insights.TInsightsBody) =>
    answer(
      ctx,
      caller,
      body,
      (c, s, scope, range, periods, page) =>
        pointsFigures(c.database.db, c.config, s, scope, range, periods, page),
      'budgets',
    ),
  nominations: (ctx: AppContext, caller: InsightsCaller, body: insights.TInsightsBody) =>
    answer(ctx, caller, body, (c, s, scope, range) =>
      nominationFigures(c.database.db, scope, range, s.timeZone),
    ),
} as const;

/** The scopes a caller may pick: managers their team and division, report users everything. */
export async function insightScopes(ctx: AppContext, caller: InsightsCaller) {
  const db = ctx.database.db;
  const settings = await getProgrammeSettings(db, ctx.config);
  const wide = isWide(caller);
  const [divisions, clusters] = await Promise.all([
    db.selectFrom('divisions').select(['code', 'name', 'clusterCode']).orderBy('name').execute(),
    db.selectFrom('clusters').select(['code', 'name']).orderBy('name').execute(),
  ]);
  const team = caller.isManager === 1;
  return {
    defaultScope: wide
      ? ({ kind: 'company' } as const)
      : team
        ? ({ kind: 'team' } as const)
        : ({ kind: 'division', code: caller.divisionCode } as const),
    team,
    company: wide,
    divisions: wide ? divisions : divisions.filter((d) => d.code === caller.divisionCode),
    clusters: wide ? clusters : [],
    currentMonth: currentMonth(ctx.clock.now(), settings.timeZone),
    timeZone: settings.timeZone,
  };
}
