import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { signIn } from './support/recognition.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Every admin list, with a heading to wait for and whether the demo data surely fills it. */
const LISTS = [
  { path: '/admin/people', heading: 'Members', label: 'Members', filled: true },
  { path: '/admin/shop/products', heading: 'Shop products', label: 'Shop products', filled: true },
  { path: '/admin/shop/categories', heading: 'Categories', label: 'Shop categories', filled: true },
  { path: '/admin/shop/orders', heading: 'Orders', label: 'Orders', filled: true },
  { path: '/admin/shop/promo-codes', heading: 'Promo codes', label: 'Promo codes', filled: false },
  { path: '/admin/shop/adverts', heading: 'Adverts', label: 'Adverts', filled: true },
  { path: '/admin/campaigns', heading: 'Campaigns', label: 'Campaigns', filled: false },
  { path: '/admin/moderation', heading: 'Moderation', label: 'Recent recognitions', filled: false },
  { path: '/admin/audit-log', heading: 'Audit log', label: 'Audit log', filled: false },
] as const;

const visibleMenuButtons = async (page: Page) => {
  const buttons = await page.getByRole('button', { name: /menu/i }).all();
  const shown = await Promise.all(buttons.map((b) => b.isVisible()));
  return shown.filter(Boolean).length;
};

/** Signs in and accepts cookies, so the banner does not cover the screenshots. */
async function adminOn(page: Page) {
  await signIn(page, '100008');
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible()) await accept.click();
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('programme admin on a phone', () => {
  it('has one menu button, the site’s, which also holds the admin links', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await adminOn(page);
    await page.goto('/admin/people');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    expect(await visibleMenuButtons(page)).toBe(1);
    // The admin links are not on the page itself on a phone, only in the menu.
    expect(await page.getByRole('navigation', { name: 'Administration' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Audit log' })
      .waitFor();
    await menu.getByRole('navigation', { name: 'Main' }).waitFor();
    await expectAccessible(page, 'admin links in the phone menu');
    await snap(page, 'admin-phone-menu-375');
    await menu.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(await visibleMenuButtons(page)).toBe(1);

    // Away from the admin area the phone menu has no admin links.
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await menu.getByRole('navigation', { name: 'Administration' }).count()).toBe(0);
    await context.close();
  });

  it('shows every admin list as cards with every column labelled, and nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await adminOn(page);
    for (const list of LISTS) {
      await page.goto(list.path);
      await page.getByRole('heading', { level: 1, name: list.heading }).waitFor();
      const cards = page.locator(`ul[data-report-cards][aria-label="${list.label}"]`);
      if (list.filled) await cards.waitFor();
      else await cards.or(page.getByText('No Results')).first().waitFor();
      expect(await page.locator('[data-report-frame]').count(), `${list.path} draws no table`).toBe(0);
      if (await cards.count()) {
        const first = cards.locator('li').first();
        const labels = await first.locator('dt').allInnerTexts();
        expect(labels.length, `${list.path} card fields`).toBeGreaterThan(1);
      }
      expect(await sideways(page), `${list.path} scrolls sideways`).toBeLessThanOrEqual(0);
      await snap(page, `admin-list${list.path.replace(/\//g, '-')}-375`);
    }
    await expectAccessible(page, 'audit log as cards');

    // The same lists are tables on a desktop, with the admin menu beside them.
    await page.setViewportSize(DESKTOP);
    for (const list of LISTS.filter((l) => l.filled)) {
      await page.goto(list.path);
      await page.getByRole('table', { name: list.label }).waitFor();
      await page.getByRole('navigation', { name: 'Administration' }).waitFor();
      expect(await visibleMenuButtons(page)).toBe(0);
      await snap(page, `admin-list${list.path.replace(/\//g, '-')}-1280`);
    }
    await context.close();
    // Nine lists on a phone and five on a desktop: over the default minute on a busy machine.
  }, 150_000);
});
