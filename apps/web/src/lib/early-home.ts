import type { HomeData } from './member-data';
import { getToken } from './session';
import { within } from './within';

declare global {
  interface Window {
    /** Home's data, asked for by index.html's session gate before any module loaded. */
    __portalHome?: { token: string; data: Promise<HomeData | null> };
  }
}

/**
 * The member data the session gate started fetching while the page was still parsing, once, if
 * it was asked with the token the app holds now; null otherwise (or if it failed: the app's own
 * call then runs and handles the failure as any other).
 */
export function takeEarlyHome(): Promise<HomeData | null> | null {
  const early = window.__portalHome;
  window.__portalHome = undefined;
  if (!early || early.token !== getToken()) return null;
  return early.data;
}

/**
 * The same data if it arrives within `waitMs` and `wanted` accepts it, taken then; otherwise
 * null, and it stays for takeEarlyHome (the member data query takes it when it does arrive).
 */
export async function takeEarlyHomeWithin(
  waitMs: number,
  wanted: (data: HomeData) => boolean,
): Promise<HomeData | null> {
  const early = window.__portalHome;
  if (!early || early.token !== getToken()) return null;
  const data = await within(early.data, waitMs);
  if (!data || !wanted(data) || window.__portalHome !== early) return null;
  window.__portalHome = undefined;
  return data;
}
