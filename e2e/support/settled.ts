import type { Page } from 'playwright-core';

/** Until nothing on the page is animating: a modal's opening or closing transition has ended. */
export async function untilStill(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * Two rendered frames from now. What an event handler or a finished call changes is on the page
 * by then (React renders an update before the next frame), so a check that something did not
 * appear reads the page after the app has had its chance, without sleeping for a guessed time.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Until no call of the app is in flight (main carries aria-busy while one is). */
export async function untilNoCallInFlight(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main[aria-busy="true"]') === null);
}
