import { CELEBRATION_PRESELECT, SESSION_KEYS } from '@portal/contract';

export type CelebrationScreen = 'payitforward' | 'thankyou';
export type Occasion = keyof typeof CELEBRATION_PRESELECT;
/** Where each screen lives: the Celebrate With Us buttons navigate there after storing the link. */
export const CELEBRATION_TARGETS: Record<CelebrationScreen, string> = {
  thankyou: '/recognise',
  payitforward: '/rewardpayitforward',
};
export interface CelebrationPreselect {
  memberId: string;
  value: string;
}

type StorageLike = Pick<Storage, 'getItem' | 'removeItem' | 'setItem'>;

function storage(): StorageLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Leaves the member and the occasion for the target screen, which maps the
 * occasion to its own value. Returns false when storage is blocked: the caller still navigates,
 * without the preselection.
 */
export function storeCelebration(memberId: string, what: Occasion, store = storage()): boolean {
  try {
    store?.setItem(SESSION_KEYS.celebration, JSON.stringify({ memberId, what }));
    return Boolean(store);
  } catch {
    return false;
  }
}

/**
 * What a Celebrate With Us link left for this screen: the member and the value
 * the occasion maps to. Anything malformed reads as nothing.
 */
export function readCelebration(
  screen: CelebrationScreen,
  store: Pick<StorageLike, 'getItem'> | null = storage(),
): CelebrationPreselect | null {
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
export function clearCelebration(store: Pick<StorageLike, 'removeItem'> | null = storage()): void {
  try {
    store?.removeItem(SESSION_KEYS.celebration);
  } catch {
    // Nothing stored, or storage blocked.
  }
}
