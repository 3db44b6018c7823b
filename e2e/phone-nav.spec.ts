import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { signIn } from './support/recognition.js';
import { smallTapTargets } from './support/phone-checks.js';

/**
 * Navigation on a phone: the tab bar and its Recognise sheet, the drawer, Page not found. Which
 * ways to recognise and which menus each role gets are component tests
 * (apps/web/src/app/nav-menus.component.test.tsx); the sign-in form's 429 message and a liked
 * picture's state are too (LoginForm, GetInvolvedScreen component tests).
 */

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
});

describe('menus', () => {
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
  // What the screen says (its title, no error dialog, no "Loading...", Back to Home) is a component
  // test (ContentPageScreen.component.test.tsx); its layout at 375 and 1280 px is the every-route
  // walk's. Here: the app's own routing of unknown addresses, one and several levels deep.
  it('a mistyped address says so, deeper ones too, and the way back works (375 px)', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await acceptCookies(page);
    await signIn(page, '100001');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await shot(page, 'phone-nav-not-found-375');
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
});
