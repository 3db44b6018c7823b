import {
  COOKIE_POLICY_NAME,
  DEFAULT_COOKIE_POLICY,
  decodeCookiePolicy,
  encodeCookiePolicy,
  type CookiePolicy,
} from '@portal/contract';
import { createStore, useStore } from '../../lib/store';

function readCookie(): CookiePolicy {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_POLICY_NAME}=`));
  return decodeCookiePolicy(entry?.slice(COOKIE_POLICY_NAME.length + 1));
}

/** Banner and preferences modal read the same value, so accepting in one hides the other. */
const policy = createStore<CookiePolicy>(readCookie());

/** Writes cPol as a session cookie: no Expires or Max-Age. */
export function saveCookiePolicy(next: CookiePolicy): void {
  document.cookie = `${COOKIE_POLICY_NAME}=${encodeCookiePolicy(next)}; path=/; SameSite=Lax`;
  policy.set(next);
}

export const resetCookiePolicy = () => saveCookiePolicy({ ...DEFAULT_COOKIE_POLICY });

export const useCookiePolicy = (): CookiePolicy => useStore(policy);
