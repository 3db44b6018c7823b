import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { signIn } from './support/recognition.js';
import { smallTapTargets } from './support/phone-checks.js';

/** Navigation on a phone and a desktop: the Recognise action, the Team menu, Page not found. */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** With SCREENSHOT_DIR set, a screenshot of what the viewport shows (small, for docs/screens). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const acceptCookies = (page: Page) =>
  page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();

describe('the Recognise action', () => {
  it('on a phone: a bottom tab bar Home, Recognise, Rewards, Me; Recognise opens the ways to recognise', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await acceptCookies(page);
    await signIn(page, '100002');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await expect.poll(() => tabs.getByRole('link').allInnerTexts()).toEqual(['Home', 'Rewards', 'Me']);
    expect(await tabs.getByRole('button', { name: 'Recognise' }).isVisible()).toBe(true);
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // Every tab is a comfortable target, and so is the menu button.
    expect(await smallTapTargets(page)).toEqual([]);
    await shot(page, 'phone-nav-home-375');

    await tabs.getByRole('button', { name: 'Recognise' }).click();
    const sheet = page.getByRole('dialog', { name: 'Recognise' });
    await sheet.getByRole('link', { name: /Simply Say/ }).waitFor();
    const options = await sheet.getByRole('link').allInnerTexts();
    expect(options.map((o) => o.split('\n')[0])).toEqual([
      'Simply Say',
      'Pay It Forward',
      'Nominate',
      'Ad hoc recognition',
    ]);
    await shot(page, 'phone-nav-recognise-sheet-375');
    await sheet.getByRole('link', { name: /Pay It Forward/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/rewardpayitforward');
    await sheet.waitFor({ state: 'hidden' });
    expect(await tabs.getByRole('button', { name: 'Recognise' }).getAttribute('data-active')).toBe('true');

    await tabs.getByRole('link', { name: 'Me', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myprofile');
    // The profile screen loads its code and data first: a tap while it loads can be lost.
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    await tabs.getByRole('link', { name: 'Rewards' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/rewards');
    // On a wide screen the tab bar gives way to the header button.
    await page.setViewportSize(DESKTOP);
    await tabs.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('on a desktop: a header button, with points recognition for admin-reports managers', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await acceptCookies(page);
    await signIn(page, '100003');
    await page.getByRole('banner').getByRole('button', { name: 'Recognise' }).click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    const labels = (await items.allInnerTexts()).map((t) => t.split('\n')[0]);
    expect(labels).toEqual([
      'Simply Say',
      'Pay It Forward',
      'Nominate',
      'Ad hoc recognition',
      'Points recognition',
    ]);
    await shot(page, 'phone-nav-recognise-menu-1280');
    await page.getByRole('menuitem', { name: /Nominate/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/nominate');
    await context.close();
  });

  it('an ordinary member gets the three ways every member has', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, '100001');
    await page.getByRole('banner').getByRole('button', { name: 'Recognise' }).click();
    await page.getByRole('menuitem').first().waitFor();
    const labels = (await page.getByRole('menuitem').allInnerTexts()).map((t) => t.split('\n')[0]);
    expect(labels).toEqual(['Simply Say', 'Pay It Forward', 'Nominate']);
    await context.close();
  });
});

describe('menus', () => {
  it('manager tools sit in a Team menu, not under My Profile; Community reaches Get Involved and friends', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signIn(page, '100002');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Team/ }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Nominations Review',
      'Ad hoc recognition',
      'Insights',
      'Management Report',
      'Management Statement',
    ]);
    await shot(page, 'phone-nav-team-menu-1280');
    await page.getByRole('menuitem', { name: 'Nominations Review' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/nominationmanagement');
    // The Team menu closes with a transition: let it go before reading the next menu's items.
    await page.getByRole('menuitem', { name: 'Management Report' }).waitFor({ state: 'detached' });

    await nav.getByRole('button', { name: /My Profile/ }).click();
    await page.getByRole('menuitem').first().waitFor();
    const profile = await page.getByRole('menuitem').allInnerTexts();
    expect(profile).not.toContain('Management Report');
    expect(profile).not.toContain('Nominations Review');
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: 'My Details' }).waitFor({ state: 'hidden' });
    await nav.getByRole('button', { name: /Community/ }).click();
    await page.getByRole('menuitem').first().waitFor();
    await expect
      .poll(() => page.getByRole('menuitem').allInnerTexts())
      .toEqual(['Recent Recognition', 'Celebrate With Us', 'Get To Know', 'Get Involved']);
    await page.getByRole('menuitem', { name: 'Celebrate With Us' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/celebrations');
    await context.close();
  });

  it('an ordinary member has no Team menu; the phone drawer has Community', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100001');
    // Home has finished loading its parts (the feed's cards come last) before the menu opens.
    await page.getByRole('region', { name: 'Recent recognition' }).getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Community').click();
    await drawer.getByRole('link', { name: 'Get To Know' }).waitFor();
    expect(await drawer.getByText('Team', { exact: true }).count()).toBe(0);
    await drawer.getByRole('link', { name: 'Get Involved' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/getinvolved');
    await context.close();
  });
});

describe('Page not found', () => {
  for (const [size, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`a mistyped address says so, without an error dialog or "Loading..." (${size} px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await acceptCookies(page);
      await signIn(page, '100001');
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toMatch(/^Page not found/);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByText('Loading...').count()).toBe(0);
      expect(await page.getByText('Error retrieving content').count()).toBe(0);
      await shot(page, `phone-nav-not-found-${size}`);
      // Deeper addresses too, and the way back works.
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      // A content page that exists still opens at its own address.
      await page.goto('/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      await context.close();
    });
  }
});

describe('forms', () => {
  it('too many sign-in attempts show one message on the form and no dialog', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await acceptCookies(page);
    await page.getByLabel('Member number').fill('100150');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('wrong-pass1');
    // Nine counted failures for one member number make its next attempt wait 16 s (the
    // per-member backoff); an attempt answered 429 is not counted, so wait that one out.
    let counted = 0;
    for (let i = 0; i < 30 && counted < 9; i += 1) {
      const res = await page.request.post('/api/member/login', {
        data: { memberNumber: '100150', password: 'wrong-pass1' },
      });
      if (res.status() === 429) await new Promise((r) => setTimeout(r, 1_100));
      else counted += 1;
    }
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByText(/Too many sign-in attempts/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'phone-nav-login-429-375');
    await context.close();
  });

  it('a liked picture shows a filled heart and "You liked this" instead of losing its button', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100003');
    await page.goto('/getinvolved');
    const likeable = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Like picture by / }) })
      .first();
    await likeable.waitFor();
    const label = (await likeable.getAttribute('aria-label'))!;
    await likeable.getByRole('button', { name: /^Like picture by / }).click();
    const card = page.getByRole('listitem', { name: label }).first();
    await card.getByText('You liked this').waitFor();
    expect(await card.getByRole('button', { name: /^Like picture by / }).count()).toBe(0);
    // The server remembers it: after a reload the card still says so.
    await page.reload();
    await page.getByRole('listitem', { name: label }).first().getByText('You liked this').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'phone-nav-liked-375');
    await context.close();
  });
});
