import { QueryClient } from '@tanstack/react-query';
import { offlineFailure } from '../lib/api';
import { activeLocale } from '../lib/i18n/active-locale';

/**
 * Failures are already reported by the API client (modals, 401 redirect), so a retry would only
 * show the same dialog again. Queries run offline too (networkMode 'always'): they fail at once
 * and the offline screen says why, rather than waiting paused behind a spinner.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false },
  },
});

/**
 * Runs again the queries that failed and leaves the offline screen once they are settled (the
 * session's own query among them, so a member screen does not flash as signed out meanwhile).
 * Still offline, they fail again and the offline screen stays.
 */
export async function retryAfterOffline(): Promise<void> {
  await queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  if (navigator.onLine) offlineFailure.set(false);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void retryAfterOffline());

/**
 * Programme data (values, the points' name, categories, products, pages, adverts) is answered in
 * the language the request asks for (decision 059): when the language shown changes, what is
 * kept was said in the old one, so every query is marked stale and those on screen ask again.
 */
activeLocale.subscribe(() => void queryClient.invalidateQueries());
