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
])('the recognition feed at %s px', (width, viewport) => {
  it('reacts, comments with a mention, and shows the cards on Home', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, '100002');
    await acceptCookies(page);
    // Home carries the feed's first cards in place of the old list.
    const home = page.getByRole('region', { name: 'Recent recognition' });
    await home.getByRole('article').first().waitFor();
    // On Home a card's comment box opens on a tap, focused (its code is not on Home's first load).
    await home.getByRole('button', { name: 'Comment', exact: true }).first().click();
    const homeBox = home.getByLabel('Add a comment');
    await expect.poll(() => homeBox.evaluate((el) => el === document.activeElement)).toBe(true);

    const card = await firstOpenCard(page);
    await snapViewport(page, `feed-${width}`);
    await expectAccessible(page, `/recentrecognition ${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const clap = card.getByRole('button', { name: /^Clap:/ });
    const pressed = await clap.getAttribute('aria-pressed');
    await clap.click();
    await expect.poll(() => clap.getAttribute('aria-pressed')).toBe(pressed === 'true' ? 'false' : 'true');
    const box = await clap.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    const text = `Brilliant, well done (${width})`;
    const box2 = card.getByLabel('Add a comment');
    await box2.fill(`${text} @Hann`);
    await card.getByRole('button', { name: 'Mention Hannah Okafor' }).click();
    await expect.poll(() => box2.inputValue()).toBe(`${text} @Hannah Okafor `);
    await card.getByRole('button', { name: 'Post' }).click();
    const comment = card.getByRole('list', { name: 'Comments' }).getByText(`${text} @Hannah Okafor`);
    await comment.waitFor();
    // Its author may still edit or delete it.
    await card.getByRole('button', { name: 'Edit' }).last().waitFor();
    await comment.scrollIntoViewIfNeeded();
    await snapViewport(page, `feed-comments-${width}`);
    await context.close();
  });

  it("shows a card's exact time when the pointer rests on its time, and when the time has keyboard focus", async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, '100002');
    await acceptCookies(page);
    const home = page.getByRole('region', { name: 'Recent recognition' });
    const times = home.getByRole('article').locator('time');
    await times.nth(1).waitFor();
    // As Intl writes it for en-GB: "Sunday, 29 November 2026 at 14:05" (older ICU has no comma).
    const exact = /^[A-Z][a-z]+day,? \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}$/;
    await times.first().hover();
    await expect.poll(() => page.getByRole('tooltip').first().textContent()).toMatch(exact);
    await page.mouse.move(0, 0);
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await times.nth(1).focus();
    await expect.poll(() => page.getByRole('tooltip').first().textContent()).toMatch(exact);
    // The time keeps the focus while its tooltip is set up around it.
    await expect.poll(() => times.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('lists who reacted at the first tap, with focus kept on the button', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, '100002');
    await acceptCookies(page);
    const home = page.getByRole('region', { name: 'Recent recognition' });
    // Other tests add cards and take reactions away: the first card gets this member's clap.
    const card = home
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Clap:/ }) })
      .first();
    const clap = card.getByRole('button', { name: /^Clap:/ });
    if ((await clap.getAttribute('aria-pressed')) !== 'true') {
      await clap.click();
      await expect.poll(() => clap.getAttribute('aria-pressed')).toBe('true');
    }
    const who = card.getByRole('button', { name: /^Who reacted \(\d+\)$/ });
    await who.waitFor();
    // Before the tap a plain button (no popover set up), saying what it opens.
    expect(await who.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await who.getAttribute('aria-expanded')).toBe('false');
    await who.click();
    const list = page.getByRole('dialog').getByRole('listitem');
    await list.first().waitFor();
    expect(await list.count()).toBeGreaterThan(0);
    expect(await who.getAttribute('aria-expanded')).toBe('true');
    expect(await who.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closes it, and the same button opens and closes it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => who.getAttribute('aria-expanded')).toBe('false');
    await who.click();
    await expect.poll(() => who.getAttribute('aria-expanded')).toBe('true');
    await who.click();
    await expect.poll(() => who.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
