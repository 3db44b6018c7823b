/**
 * Small session-storage helpers for the shop: the advert cache
 * and the last visited category (Back from the basket returns to it).
 * Storage can be unavailable (private mode, quota): then nothing is cached, nothing fails.
 */

interface Stamped<T> {
  at: number;
  value: T;
}

export function readCached<T>(key: string, maxAgeMs: number, now = Date.now()): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    const stamped = JSON.parse(raw) as Stamped<T>;
    if (typeof stamped.at !== 'number' || now - stamped.at > maxAgeMs || now < stamped.at) return undefined;
    return stamped.value;
  } catch {
    return undefined;
  }
}

export function writeCached<T>(key: string, value: T, now = Date.now()): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ at: now, value } satisfies Stamped<T>));
  } catch {
    // Quota or disabled storage: the next visit simply asks the server again.
  }
}

const LAST_CATEGORY_KEY = 'shop.lastCategory';

export function readLastCategory(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_CATEGORY_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastCategory(prodCat3Id: number): void {
  try {
    sessionStorage.setItem(LAST_CATEGORY_KEY, String(prodCat3Id));
  } catch {
    // See writeCached.
  }
}
