import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { signIn } from './support/recognition.js';
import { acceptCookies, firstOpenCard, snapViewport } from './support/feed.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('the notification bell at %s px', (width, viewport) => {
  it('tells a mentioned colleague, opens the list, and marks it read', async () => {
    // 100003 mentions 100005 in a comment on the feed.
    const writer = await newPage(browser, viewport);
    await signIn(writer.page, '100003');
    const card = await firstOpenCard(writer.page);
    await card.getByLabel('Add a comment').fill('Have a look @Olive');
    await card.getByRole('button', { name: 'Mention Oliver Bennett' }).click();
    await card.getByRole('button', { name: 'Post' }).click();
    await card.getByText('Have a look @Oliver Bennett').first().waitFor();
    await writer.context.close();

    const { context, page } = await newPage(browser, viewport);
    await signIn(page, '100005');
    await acceptCookies(page);
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    // Before the first tap a plain button (no popover set up), saying what it opens.
    expect(await bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => bell.getAttribute('aria-expanded')).toBe('true');
    expect(await bell.evaluate((el) => el === document.activeElement)).toBe(true);
    const item = panel.getByRole('button', { name: /mentioned you in a comment/ }).first();
    await item.waitFor();
    await expectAccessible(page, `bell ${width}`);
    await snapViewport(page, `bell-${width}`);
    await item.click();
    await page.getByRole('heading', { level: 1, name: 'Recent recognition' }).waitFor();
    // The feed lands on the card the notification names and moves focus (and the view) to it
    // once it has loaded; the bell is tapped again after that, as a person would. Tapped before,
    // the view moves away under the open panel, whose target (the bell) scrolls out of sight.
    const followed = page.getByRole('region', { name: 'The recognition you followed' });
    await followed.getByRole('article').waitFor();
    await expect.poll(() => followed.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(
        async () =>
          (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '',
      )
      .toBe(before - 1 > 0 ? `Notifications, ${before - 1} unread` : 'Notifications');
    // Choosing a notification closed the panel; the same button opens it again.
    const again = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => again.getAttribute('aria-expanded')).toBe('false');
    await again.click();
    await panel.waitFor();
    await context.close();
  });
});
