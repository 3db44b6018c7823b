import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../../lib/store';
import {
  installDismissed,
  installOffer,
  installPrompt,
  installStateRead,
  sentRecognition,
  startInstallState,
} from './install-state';

const InstallBanner = lazy(() => import('./InstallBanner'));

/**
 * Loads the banner's code only when there is something to offer. One banner at a time:
 * `waiting` while another (the cookie banner) is still to be answered.
 */
export function InstallPromptHost({ waiting }: { waiting: boolean }) {
  useEffect(startInstallState, []);
  const read = useStore(installStateRead);
  const prompt = useStore(installPrompt);
  const dismissed = useStore(installDismissed);
  const sent = useStore(sentRecognition);
  const offer = installOffer(prompt, dismissed, sent);
  if (!read || !offer || waiting) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} prompt={prompt} />
    </Suspense>
  );
}
