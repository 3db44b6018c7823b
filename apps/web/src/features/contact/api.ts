import { site, type CallInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Sends a Contact Us message. */
export function useSendContactMessageMutation() {
  return useMutation({
    mutationFn: (body: CallInput<typeof site.contactussend>) => callApi(site.contactussend, body),
    // Offline, the call fails at once and the offline screen says so, as queries do
    // (app/query-client.ts), instead of the mutation waiting paused for the network.
    networkMode: 'always',
  });
}
