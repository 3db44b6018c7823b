/**
 * A signed-out visitor's language choice (Welcome's switch), kept in this browser: storage for
 * the app, a cookie so the server serves the prerendered Welcome in that language. No imports,
 * so Welcome's small sign-in island can keep it without loading React.
 */
export const CHOSEN_KEY = 'portal.language';
export const LANGUAGE_COOKIE = 'portal-lang';

/** The choice made on Welcome, or '' when none was made (or storage is blocked). */
export function readChosenLocale(): string {
  try {
    return globalThis.localStorage?.getItem(CHOSEN_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the choice; '' forgets it (follow the browser's languages). */
export function keepChosenLocale(locale: string): void {
  try {
    if (locale) localStorage.setItem(CHOSEN_KEY, locale);
    else localStorage.removeItem(CHOSEN_KEY);
  } catch {
    // Blocked storage: the cookie still tells the server.
  }
  const maxAge = locale ? 400 * 24 * 3600 : 0;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}
