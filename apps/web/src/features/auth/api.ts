import { member, type CallInput } from '@portal/contract';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { clearSession } from '../../lib/member-data';
import { getToken } from '../../lib/session';

/**
 * Sign-in with member number and password. Too many attempts (429) is an answer about the form:
 * it shows above the fields, no dialog.
 */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: CallInput<typeof member.login>) => callApi(member.login, body, { presents: [429] }),
  });
}

/**
 * Revokes the session on the server, when there is one, and clears login data here at once,
 * without waiting for the answer. A plain call rather than a mutation: a mutation runs its call
 * a few microtasks later, after the token it must send has been cleared.
 */
export function logOut(queryClient: QueryClient): void {
  // callApi reads the token before its first await, so clearing right after is safe.
  if (getToken()) callApi(member.logout, {}).catch(() => {});
  clearSession(queryClient);
}
