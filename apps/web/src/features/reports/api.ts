import { report } from '@portal/contract';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';

/** The management reports' server state, a page at a time. */
export const reportQueries = {
  management: (selMonth: string, isAll: boolean) =>
    pagedReport(['report', 'reportmanagement', selMonth, isAll], (cursor) =>
      callApi(report.reportmanagement, { selMonth, isAll, cursor }),
    ),
  managerBalances: () =>
    pagedReport(['report', 'managerbalances'], (cursor) => callApi(report.managerbalances, { cursor })),
};
