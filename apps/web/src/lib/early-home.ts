import type { HomeData } from './member-data';
import { getToken } from './session';

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
