import { report } from '@portal/contract';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';

export const nominationQueries = {
  /** The Quarterly Award Report between two months, oldest first, a page at a time. */
  quarterlyAwards: (from: string, to: string) =>
    pagedReport(['report', 'quarterlyawards', from, to], (cursor) =>
      callApi(report.quarterlyawards, { selMonthFrom: from, selMonthTo: to, cursor }),
    ),
};
