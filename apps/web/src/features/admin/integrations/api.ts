import { adminChat, adminIntegrations, site } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export type DeliveryFilter = 'all' | 'pending' | 'sent' | 'failed';

/** API tokens and webhook endpoints: one query-option factory per read, so keys live in one place. */
export const integrationKeys = {
  tokens: ['admin', 'apitokens'] as const,
  webhooks: ['admin', 'webhooks'] as const,
};

export const integrationQueries = {
  tokens: () =>
    queryOptions({
      queryKey: integrationKeys.tokens,
      queryFn: () => callApi(adminIntegrations.apitokens, {}),
    }),
  tokenUses: (id: number) =>
    queryOptions({
      queryKey: [...integrationKeys.tokens, 'uses', id],
      queryFn: () => callApi(adminIntegrations.apitokenuses, { id, pageSize: 20 }),
    }),
  webhooks: () =>
    queryOptions({
      queryKey: integrationKeys.webhooks,
      queryFn: () => callApi(adminIntegrations.webhooks, {}),
    }),
  deliveries: (endpointId: number, status: DeliveryFilter) =>
    queryOptions({
      queryKey: [...integrationKeys.webhooks, 'deliveries', endpointId, status],
      queryFn: () => callApi(adminIntegrations.webhookdeliveries, { endpointId, status, pageSize: 20 }),
    }),
};
