import type { Page } from 'playwright-core';
import { runAxe } from './axe.js';

/** No serious or critical axe violation on the screen as it stands. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Axe measures colours as they stand, so the screen must be at rest: a modal still fading in,
  // or the translucent request overlay over the page while a refetch after a change is in flight
  // (main carries aria-busy then), would read as poor contrast.
  await page.waitForFunction(
    () =>
      document.querySelector('main[aria-busy="true"]') === null &&
      // The overlay leaves through a short fade after the last call ends, then unmounts.
      document.querySelector('.mantine-LoadingOverlay-root') === null &&
      document.getAnimations().every((a) => a.playState !== 'running'),
  );
  // A toast may start to fade out while axe runs (it closes itself after a few seconds, and axe
  // takes seconds on a busy machine): with transitions held, a leaving element is gone (opacity 0,
  // which axe skips) rather than half transparent, and an arriving one stands whole.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const violations = await runAxe(page).finally(() => still.evaluate((el) => (el as Element).remove()));
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target} ${n.html}`)
          .slice(0, 3)
          .join(', ')}`,
    );
  // The violations go into the message itself: a CI summary prints only the first line of a
  // failure, and `expected [ Array(1) ]` says nothing.
  if (bad.length > 0) throw new Error(`accessibility of ${screen}: ${bad.join(' | ')}`);
}
