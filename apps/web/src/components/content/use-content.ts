import { site } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** A content page by key; pages change rarely, so one load per visit is enough. */
export function useContent(contentKey: string) {
  return useQuery({
    queryKey: ['content', contentKey],
    // A missing page (404) is the screen's to show (Page not found), not a global error dialog.
    queryFn: () => callApi(site.getcontentdb, { contentKey, isCache: true }, { presents: [404] }),
    enabled: contentKey.trim() !== '',
    staleTime: Infinity,
    retry: false,
  });
}
