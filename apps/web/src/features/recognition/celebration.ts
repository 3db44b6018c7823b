import { CELEBRATION_PRESELECT, SESSION_KEYS } from '@portal/contract';

export type CelebrationScreen = 'payitforward' | 'thankyou';
export interface CelebrationPreselect {
  memberId: string;
  value: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'removeItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * What a Celebrate With Us link left for this screen (spec section 4): the member and the value
 * the occasion maps to. Anything malformed reads as nothing.
 */
export function readCelebration(screen: CelebrationScreen, store = storage()): CelebrationPreselect | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(SESSION_KEYS.celebration) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { memberId, what } = parsed as { memberId?: unknown; what?: unknown };
    if (typeof memberId !== 'string' || !memberId) return null;
    if (what !== 'BDAY' && what !== 'ANNIV') return null;
    return { memberId, value: CELEBRATION_PRESELECT[what][screen] };
  } catch {
    return null;
  }
}

/** The link is read once: clearing it stops a later visit preselecting the same person. */
export function clearCelebration(store = storage()): void {
  try {
    store?.removeItem(SESSION_KEYS.celebration);
  } catch {
    // Nothing stored, or storage blocked.
  }
}
