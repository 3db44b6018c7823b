import { insights, type CallBody, type CallResponse } from '@portal/contract';

/**
 * Insights answers for component tests, built through the contract's schemas: a section's
 * figures for the period and scope the screen asked for, and the by-manager lists a page at a
 * time as the server sends them (`byManagerNext` starts the next page, null on the last).
 */
type InsightsBody = CallBody<typeof insights.participation>;
export type ParticipationAnswer = CallResponse<typeof insights.participation>;
export type PointsAnswer = CallResponse<typeof insights.points>;

/** What the scopes call answers an admin-reports reader: the company and one division. */
export const companyScopes = (): CallResponse<typeof insights.scopes> =>
  insights.scopes.response.parse({
    defaultScope: { kind: 'company' },
    team: false,
    company: true,
    divisions: [{ code: 'RET', name: 'Retail', clusterCode: 'UK' }],
    clusters: [],
    currentMonth: '2026-11',
    timeZone: 'Europe/London',
  });

/** The label the server gives a period: enough for a test to see which one was asked for. */
export function periodLabel(period: InsightsBody['period']): string {
  switch (period.kind) {
    case 'month':
      return `Month ${period.month}`;
    case 'quarter':
      return `Quarter ${period.quarter}`;
    case 'year':
      return `Year ${period.year}`;
    case 'custom':
      return `${period.from} to ${period.to}`;
  }
}

/** The header every section answers with, naming the period and scope of the request. */
function header(body: InsightsBody) {
  return {
    period: { from: '2026-11-01', to: '2026-11-30', label: periodLabel(body.period) },
    previousPeriod: { from: '2026-10-01', to: '2026-10-31', label: `before ${periodLabel(body.period)}` },
    scope: { kind: body.scope.kind, code: '', name: body.scope.kind === 'company' ? 'Whole company' : '' },
    unsuppressed: body.scope.kind === 'team',
    timeZone: 'Europe/London',
  };
}

/** Managers in surname order: 'Manager 001'… with their member ids as keys. */
export const managerNames = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => `Manager ${String(i + 1).padStart(3, '0')}`);

/** Splits `names` into pages of `size`, the page after `after` (the cursor is the last key sent). */
function pageOf(names: readonly string[], size: number, after: string | undefined) {
  const start = after === undefined ? 0 : names.indexOf(after) + 1;
  const page = names.slice(start, start + size);
  const next = start + size < names.length ? page[page.length - 1]! : null;
  return { page, next };
}

const participationRow = (key: string, label: string, members: number | null = 12) => {
  const small = members === null;
  return {
    key,
    label,
    members,
    gave: small ? null : 6,
    received: small ? null : 9,
    gaveShare: small ? null : 0.5,
    receivedShare: small ? null : 0.75,
    suppressed: small,
  };
};

/**
 * Participation for the period asked for, its managers `pageSize` at a time. `small` names the
 * managers whose teams are under five (withheld, outside a manager's own team).
 */
export function participationAnswer(
  body: InsightsBody,
  { managers = managerNames(3), pageSize = 50, small = [] as readonly string[] } = {},
): ParticipationAnswer {
  const { page, next } = pageOf(managers, pageSize, body.managersAfter);
  const figures = (share: number) => ({
    overall: { ...participationRow('all', 'Whole company'), receivedShare: share },
    byDivision: [participationRow('RET', 'Retail'), participationRow('FIN', 'Finance')],
    byCluster: [],
    byManager: page.map((name) => participationRow(name, name, small.includes(name) ? null : 12)),
    byManagerNext: next,
    trend: [participationRow('2026-11', '2026-11')],
  });
  return insights.participation.response.parse({
    ...header(body),
    current: figures(0.75),
    previous: figures(0.5),
  });
}

const budgetRow = (key: string, label: string) => ({
  key,
  label,
  allocated: 1000,
  given: 600,
  unspent: 400,
  expiring: 0,
  suppressed: false,
});

/** Points for the period asked for, its managers `pageSize` at a time. */
export function pointsAnswer(
  body: InsightsBody,
  { managers = managerNames(3), pageSize = 50 } = {},
): PointsAnswer {
  const { page, next } = pageOf(managers, pageSize, body.managersAfter);
  const figures = {
    totals: budgetRow('all', 'Whole company'),
    byManager: page.map((name) => budgetRow(name, name)),
    byManagerNext: next,
    byDivision: [budgetRow('RET', 'Retail')],
    payItForward: { granted: 500, given: 300, givers: 20, giverShare: 0.4, suppressed: false },
    shop: { orders: 4, pointsRedeemed: 560, pointsRefunded: 0, redeemers: 3, suppressed: false },
    liability: { points: 9000, money: [], suppressed: false },
  };
  return insights.points.response.parse({ ...header(body), current: figures, previous: figures });
}
