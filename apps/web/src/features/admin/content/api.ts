import { adminContent } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the content pages: campaigns, content pages, nomination categories. */
export const adminContentKeys = {
  campaigns: ['admin', 'campaigns'],
  pages: ['admin', 'contentpages'],
  page: (contentKey: string) => ['admin', 'contentpages', contentKey],
  nominationCategories: ['admin', 'nomcategories'],
} as const;

export const adminContentQueries = {
  campaigns: () =>
    queryOptions({
      queryKey: adminContentKeys.campaigns,
      queryFn: () => callApi(adminContent.campaigns, {}),
    }),
  pages: () =>
    queryOptions({ queryKey: adminContentKeys.pages, queryFn: () => callApi(adminContent.contentpages, {}) }),
  page: (contentKey: string) =>
    queryOptions({
      queryKey: adminContentKeys.page(contentKey),
      queryFn: () => callApi(adminContent.contentpageget, { contentKey }),
    }),
  nominationCategories: () =>
    queryOptions({
      queryKey: adminContentKeys.nominationCategories,
      queryFn: () => callApi(adminContent.nomcategories, {}),
    }),
};
