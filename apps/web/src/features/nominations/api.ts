import { nom, report } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { pagedReport } from '../../components/report-paging';
import { callApi } from '../../lib/api';
import { sharedKeys } from '../../lib/shared-query-keys';

export const nominationKeys = {
  list: ['nomlist'],
  quarters: ['nomquarters'],
  /** Admin pages edit the categories' help text and refresh this key too. */
  categories: sharedKeys.nominationCategories,
} as const;

export const nominationQueries = {
  /** The nominations this member may see, by role. */
  list: () =>
    queryOptions({ queryKey: nominationKeys.list, queryFn: () => callApi(nom.nomlist, {}), retry: false }),
  /** The cluster admin's quarters: candidates and winners. */
  quarters: () =>
    queryOptions({ queryKey: nominationKeys.quarters, queryFn: () => callApi(nom.nomquarters, {}) }),
  /** The categories a nomination may name, with their help text. */
  categories: () =>
    queryOptions({
      queryKey: nominationKeys.categories,
      queryFn: () => callApi(nom.nomcats, {}),
      staleTime: 5 * 60_000,
    }),
  /** The Quarterly Award Report between two months, oldest first, a page at a time. */
  quarterlyAwards: (from: string, to: string) =>
    pagedReport(['report', 'quarterlyawards', from, to], (cursor) =>
      // The specification's report is of winners: awardStatus W, sent as it says, not left to a default.
      callApi(report.quarterlyawards, { selMonthFrom: from, selMonthTo: to, awardStatus: 'W', cursor }),
    ),
};
