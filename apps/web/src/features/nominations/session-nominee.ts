import { SESSION_KEYS } from '@portal/contract';

type StorageLike = Pick<Storage, 'getItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The nominee a link left in session storage under 'tloid'. Anything that is not a member id
 * reads as nothing. It is only read here: the screen can mount more than once while the session
 * and the screen's code load, and each mount must still see it.
 */
export function readSessionNominee(store = storage()): string | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(SESSION_KEYS.nominee) ?? null;
  } catch {
    return null;
  }
  const id = raw?.trim() ?? '';
  return /^[\w.-]{1,40}$/.test(id) ? id : null;
}

/** Cleared once the nominee is on the form, so a later visit does not preselect them again. */
export function clearSessionNominee(store = storage()): void {
  try {
    store?.removeItem(SESSION_KEYS.nominee);
  } catch {
    // Storage that refuses access holds nothing to clear.
  }
}
