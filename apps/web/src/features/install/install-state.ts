import { onCallSucceeded } from '../../lib/api';
import { createStore } from '../../lib/store';
import { installOfferFor, SEND_RECOGNITION_PATH } from './install-rule';

/** Chromium's install event: kept (main.tsx captures it early) and offered from the banner. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
declare global {
  interface Window {
    portalInstallPrompt?: BeforeInstallPromptEvent | null;
  }
}

const VISITS = 'portal.visits';
const COUNTED = 'portal.visitCounted';
const DISMISSED = 'portal.installDismissed';
const SENT = 'portal.sentRecognition';

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: Storage, key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    // Private modes may refuse storage: the banner then simply shows no more than once per load.
  }
}

/** Counts this visit once per browser session (a visit is a session, not a page load). */
function countVisit(): number {
  const before = Number(read(localStorage, VISITS)) || 0;
  if (read(sessionStorage, COUNTED)) return before;
  write(sessionStorage, COUNTED, '1');
  write(localStorage, VISITS, String(before + 1));
  return before + 1;
}

export const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** The captured prompt, or null; changes when Chromium offers one or the app gets installed. */
export const installPrompt = createStore<BeforeInstallPromptEvent | null>(null);
export const installDismissed = createStore(false);
/** The member has sent a recognition from this browser: the install offer need not wait. */
export const sentRecognition = createStore(false);

/** True once startInstallState has read this browser's answers: no offer is made before. */
export const installStateRead = createStore(false);

let visits = 0;

/**
 * Reads this browser's visits and answers and starts following sends and Chromium's offer: once,
 * after the app's first render. A phone opens localStorage slowly the first time, and no banner
 * shows before the first screen anyway.
 */
export function startInstallState(): void {
  if (installStateRead.get() || typeof window === 'undefined') return;
  visits = countVisit();
  installDismissed.set(read(localStorage, DISMISSED) === '1');
  sentRecognition.set(read(localStorage, SENT) === '1');
  onCallSucceeded((path) => {
    if (path !== SEND_RECOGNITION_PATH) return;
    write(localStorage, SENT, '1');
    sentRecognition.set(true);
  });
  installPrompt.set(window.portalInstallPrompt ?? null);
  window.addEventListener('portal:installable', () => installPrompt.set(window.portalInstallPrompt ?? null));
  window.addEventListener('appinstalled', () => installPrompt.set(null));
  installStateRead.set(true);
}

/** The offer for this browser now (the rule is installOfferFor). */
export function installOffer(
  prompt: BeforeInstallPromptEvent | null,
  dismissed: boolean,
  sent: boolean,
): 'prompt' | 'ios' | null {
  return installOfferFor({
    visits,
    sent,
    dismissed,
    standalone: isStandalone(),
    canPrompt: prompt !== null,
    ios: isIos(),
  });
}

/** Dismissed stays dismissed, on this browser, for good. */
export function dismissInstall() {
  write(localStorage, DISMISSED, '1');
  installDismissed.set(true);
}
