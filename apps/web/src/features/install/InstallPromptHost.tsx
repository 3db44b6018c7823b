import { lazy, Suspense } from 'react';
import { useStore } from '../../lib/store';
import { installDismissed, installOffer, installPrompt, sentRecognition } from './install-state';

const InstallBanner = lazy(() => import('./InstallBanner'));

/**
 * Loads the banner's code only when there is something to offer. One banner at a time:
 * `waiting` while another (the cookie banner) is still to be answered.
 */
export function InstallPromptHost({ waiting }: { waiting: boolean }) {
  const prompt = useStore(installPrompt);
  const dismissed = useStore(installDismissed);
  const sent = useStore(sentRecognition);
  const offer = installOffer(prompt, dismissed, sent);
  if (!offer || waiting) return null;
  return (
    <Suspense fallback={null}>
      <InstallBanner offer={offer} prompt={prompt} />
    </Suspense>
  );
}
