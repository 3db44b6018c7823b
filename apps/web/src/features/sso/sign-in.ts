import { t } from '@lingui/core/macro';
import { member } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api';
import { clearSession, completeLogin } from '../../lib/member-data';

/**
 * authsso's state when the code is a transfer-authentication token: the contract has one
 * hand-over call. Keep in step with apps/server/src/modules/sso/routes.ts (TRANSFER_STATE).
 */
export const TRANSFER_STATE = 'transfer-auth';

/** Where a fresh sign-in lands: the profile update when the mobile number is missing. */
export type Landing = '/' | '/myprofile/update';

/**
 * Hands the proof of identity to the server and keeps the session it opens. Any earlier
 * session is dropped first, so the call goes out with an empty Authorization.
 */
export async function signInWith(
  queryClient: QueryClient,
  payload: { code: string; state: string },
): Promise<Landing> {
  clearSession(queryClient);
  const response = await callApi(member.authsso, payload);
  completeLogin(queryClient, response);
  return response.memberData.cellNum.trim() ? '/' : '/myprofile/update';
}

/** The landing's wording: 'Error occured: ' plus the message. */
export function signInError(err: unknown): string {
  const message =
    err instanceof ApiError
      ? err.serverMessage || err.message
      : err instanceof Error
        ? err.message
        : String(err);
  return t`Error occured: ${message}`;
}
