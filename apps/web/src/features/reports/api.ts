import { insights, report } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';

type Scope = { kind: 'company' } | { kind: 'division'; code: string };

/** The twelve months ending with the given 'YYYY-MM' one, as whole days. */
export function twelveMonthsTo(month: string): { kind: 'custom'; from: string; to: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    kind: 'custom',
    from: day(new Date(Date.UTC(y, m - 11, 1))),
    to: day(new Date(Date.UTC(y, m + 1, 0))),
  };
}

/** The management reports' server state, a page at a time, and the report's summary figures. */
export const reportQueries = {
  management: (selMonth: string, isAll: boolean) =>
    pagedReport(['report', 'reportmanagement', selMonth, isAll], (cursor) =>
      callApi(report.reportmanagement, { selMonth, isAll, cursor }),
    ),
  managerBalances: () =>
    pagedReport(['report', 'managerbalances'], (cursor) => callApi(report.managerbalances, { cursor })),
  /** Participation in the report's month (and the month before), from the insights roll-ups. */
  summary: (month: string, scope: Scope) =>
    queryOptions({
      queryKey: ['report', 'summary', month, scope],
      queryFn: () =>
        callApi(insights.participation, { period: { kind: 'month', month }, scope }, { background: true }),
      staleTime: 2 * 60_000,
    }),
  /** Participation month by month over the year up to the report's month. */
  trend: (month: string, scope: Scope) =>
    queryOptions({
      queryKey: ['report', 'trend', month, scope],
      queryFn: () =>
        callApi(insights.participation, { period: twelveMonthsTo(month), scope }, { background: true }),
      staleTime: 2 * 60_000,
    }),
};
