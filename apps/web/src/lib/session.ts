import { createStore, useStore } from './store';

/** The session token lives in browser session storage under this key. */
const TOKEN_KEY = 'token';

function readToken(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(TOKEN_KEY) || null;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as logged out.
    return null;
  }
}

const tokenStore = createStore<string | null>(readToken());

export function getToken(): string | null {
  return tokenStore.get();
}

export function setToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Kept in memory only; the session ends with the tab either way.
  }
  tokenStore.set(token);
}

export function clearToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  tokenStore.set(null);
}

export function useToken(): string | null {
  return useStore(tokenStore);
}
