import { adminChat, adminIntegrations, site, type CallInput, type CallResponse } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../ui/use-admin-mutation';

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
function useIntegrationsMutation<B>(call: (body: B) => Promise<adminChat.TIntegrations>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => client.setQueryData(INTEGRATIONS_KEY, data),
  });
}

export const useSaveSlackMutation = () =>
  useIntegrationsMutation((body: CallInput<typeof adminChat.slacksave>) =>
    callApi(adminChat.slacksave, body),
  );

export const useSaveTeamsMutation = () =>
  useIntegrationsMutation((body: CallInput<typeof adminChat.teamssave>) =>
    callApi(adminChat.teamssave, body),
  );

/** Sends a failed channel post again. */
export const useRetryChatPostMutation = () =>
  useIntegrationsMutation((id: number) => callApi(adminChat.chatpostretry, { id }));

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

type NewToken = CallInput<typeof adminIntegrations.apitokencreate>;
type NewEndpoint = CallInput<typeof adminIntegrations.webhookcreate>;

/** Creates an API token; its secret is in the answer, shown once. */
export function useCreateTokenMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminIntegrations.apitokencreate>, NewToken>,
) {
  return useAdminMutation({
    mutationFn: (token: NewToken) => callApi(adminIntegrations.apitokencreate, token),
    invalidate: [integrationKeys.tokens],
    ...feedback,
  });
}

export function useRevokeTokenMutation(
  id: number,
  feedback?: AdminFeedback<CallResponse<typeof adminIntegrations.apitokenrevoke>, void>,
) {
  return useAdminMutation({
    mutationFn: () => callApi(adminIntegrations.apitokenrevoke, { id }),
    invalidate: [integrationKeys.tokens],
    ...feedback,
  });
}

/** Adds a webhook endpoint; its signing secret is in the answer, shown once. */
export function useCreateWebhookMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminIntegrations.webhookcreate>, NewEndpoint>,
) {
  return useAdminMutation({
    mutationFn: (endpoint: NewEndpoint) => callApi(adminIntegrations.webhookcreate, endpoint),
    invalidate: [integrationKeys.webhooks],
    ...feedback,
  });
}

/** Switches an endpoint on or off; its name, address and events are sent as they are. */
export function useSwitchWebhookMutation(endpoint: adminIntegrations.TWebhookEndpoint) {
  const { id, name, url, events } = endpoint;
  return useAdminMutation({
    mutationFn: (enabled: boolean) =>
      callApi(adminIntegrations.webhookupdate, { id, name, url, events, enabled }),
    invalidate: [integrationKeys.webhooks],
  });
}

/** Sends one delivery of an endpoint again. */
export function useResendDeliveryMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminIntegrations.webhookresend>, number>,
) {
  return useAdminMutation({
    mutationFn: (deliveryId: number) => callApi(adminIntegrations.webhookresend, { deliveryId }),
    invalidate: [integrationKeys.webhooks],
    ...feedback,
  });
}
