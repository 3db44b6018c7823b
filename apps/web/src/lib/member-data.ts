import { member, type CallResponse, type TMemberData } from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api';
import { clearToken, getToken, setToken, useToken } from './session';
import { takeEarlyHome, takeEarlyHomeWithin } from './early-home';

export type HomeData = CallResponse<typeof member.getmemberdata>;

export const memberDataKey = ['memberdata'] as const;

export const memberDataQuery = queryOptions({
  queryKey: memberDataKey,
  queryFn: async () => (await takeEarlyHome()) ?? callApi(member.getmemberdata, {}),
  staleTime: 5 * 60_000,
});

/** Logged in means the member data has a non-empty siteTemplate. */
export function isLoggedIn(data: HomeData | undefined): data is HomeData {
  return Boolean(data?.memberData.siteTemplate);
}

/** A member with no mobile number or e-mail is sent to the profile update page. */
export function needsProfileUpdate(details: Pick<TMemberData, 'cellNum' | 'email'>): boolean {
  return !details.cellNum.trim() || !details.email.trim();
}

export type Session = { status: 'anonymous' } | { status: 'loading' } | { status: 'member'; data: HomeData };

/** The session as the screens see it: loads member data whenever a token is stored. */
export function useSession(): Session {
  const token = useToken();
  // A function, so options left over from a render before logout still read the current token.
  const query = useQuery({ ...memberDataQuery, enabled: () => getToken() !== null });
  if (!token) return { status: 'anonymous' };
  if (isLoggedIn(query.data)) return { status: 'member', data: query.data };
  if (query.isPending) return { status: 'loading' };
  return { status: 'anonymous' };
}

/** Member data for screens behind the logged-in guard. */
export function useMemberHomeData(): HomeData {
  const session = useSession();
  if (session.status !== 'member') throw new Error('useMemberHomeData used outside a logged-in route');
  return session.data;
}

export function useMember(): TMemberData {
  return useMemberHomeData().memberData;
}

/** Clears login data: the stored token and the cached member data. */
export function clearSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.removeQueries({ queryKey: memberDataKey });
}

/** After a successful login (password or single sign-on): keep the token and the returned data. */
export function completeLogin(queryClient: QueryClient, response: HomeData & { token: string }): void {
  const { token, ...homeData } = response;
  setToken(token);
  queryClient.setQueryData(memberDataKey, homeData);
}

/**
 * Puts the member data the session gate asked for in the cache before the app's first render,
 * if it arrives within `waitMs` (it usually has, while the modules downloaded). The first render
 * is then the member's own screen, not a loading shell that renders again when the query
 * answers a task later.
 */
export async function seedEarlyHome(queryClient: QueryClient, waitMs: number): Promise<void> {
  if (queryClient.getQueryData(memberDataKey)) return;
  const data = await takeEarlyHomeWithin(waitMs, isLoggedIn);
  if (data && !queryClient.getQueryData(memberDataKey)) queryClient.setQueryData(memberDataKey, data);
}
