import { site } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Content pages, shown on the site and edited in the admin area: one key for both. */
export const contentKeys = {
  page: (contentKey: string) => ['content', contentKey] as const,
};

export const contentQueries = {
  /** A content page by key; pages change rarely, so one load per visit is enough. */
  page: (contentKey: string) =>
    queryOptions({
      queryKey: contentKeys.page(contentKey),
      // A missing page (404) is the screen's to show (Page not found), not a global error dialog.
      queryFn: () => callApi(site.getcontentdb, { contentKey, isCache: true }, { presents: [404] }),
      enabled: contentKey.trim() !== '',
      staleTime: Infinity,
      retry: false,
    }),
};
