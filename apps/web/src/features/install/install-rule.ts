/** The send-a-recognition call's path (the path only: the contract's schemas stay out of the first load). */
export const SEND_RECOGNITION_PATH = '/api/reward/doreward';

/** What the browser and the member's history say, for deciding whether to offer installing. */
export interface InstallContext {
  /** Browser sessions this member has had here, this one included. */
  visits: number;
  /** The member has sent a recognition from this browser. */
  sent: boolean;
  dismissed: boolean;
  /** Already running as the installed app. */
  standalone: boolean;
  /** Chromium handed over its install prompt. */
  canPrompt: boolean;
  ios: boolean;
}

/**
 * Not at the very first look: from the second visit, or straight after the member's first send
 * (someone who has just recognised a colleague has seen what the app is for). Never once dismissed
 * or when installed; an Install button when the browser can prompt, Add to Home Screen on an iPhone.
 */
export function installOfferFor(c: InstallContext): 'prompt' | 'ios' | null {
  if (c.dismissed || c.standalone || (c.visits < 2 && !c.sent)) return null;
  if (c.canPrompt) return 'prompt';
  return c.ios ? 'ios' : null;
}
