import { adminChat, site } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the Integrations page: one query, and mutations that replace it. */
export const INTEGRATIONS_KEY = ['admin', 'integrations'] as const;

export const integrationsQuery = {
  queryKey: INTEGRATIONS_KEY,
  queryFn: () => callApi(adminChat.chatintegrations, {}),
};

export const divisionsQuery = {
  queryKey: ['site', 'divisions'] as const,
  queryFn: () => callApi(site.getdivisionlist, {}),
  staleTime: 5 * 60_000,
};

export const useIntegrations = () => useQuery(integrationsQuery);
export const useDivisionOptions = () => {
  const q = useQuery(divisionsQuery);
  return (q.data?.divisionList ?? []).map((d) => ({ value: d.divisionCode, label: d.division }));
};

/** A save answers with the whole page's state, so the cache is replaced rather than refetched. */
export function useIntegrationsMutation<B>(call: (body: B) => Promise<adminChat.TIntegrations>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => client.setQueryData(INTEGRATIONS_KEY, data),
  });
}
