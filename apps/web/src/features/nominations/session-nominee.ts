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
 * The nominee a link left in session storage under 'tloid', read once and
 * cleared so a later visit does not preselect the same person. Anything that is not a member
 * id reads as nothing.
 */
export function takeSessionNominee(store = storage()): string | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(SESSION_KEYS.nominee) ?? null;
    store?.removeItem(SESSION_KEYS.nominee);
  } catch {
    return null;
  }
  const id = raw?.trim() ?? '';
  return /^[\w.-]{1,40}$/.test(id) ? id : null;
}
