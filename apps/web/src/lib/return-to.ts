/**
 * Where a signed-out visitor was going: a link from an e-mail or a push opened without a session
 * is kept for this tab while they sign in (password or company account, which leaves the site
 * and comes back), then opened instead of Home.
 */
const KEY = 'portal.returnTo';

/** Only a path on this site: never another origin (`//host`, `/\host`) and never sign-out. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/' || pathname === '/logout' || pathname === '/loginsuccess') return null;
  return path;
}

export function rememberReturnTo(path: string): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(KEY, safe);
  } catch {
    // Storage refused (a private window's quota): the visitor lands on Home instead.
  }
}

/** The kept path, once: reading it forgets it. */
export function takeReturnTo(): string | null {
  try {
    const path = safeReturnPath(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}
