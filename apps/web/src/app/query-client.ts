import { QueryClient } from '@tanstack/react-query';

/**
 * Failures are already reported by the API client (modals, 401 redirect), so a retry would only
 * show the same dialog again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
