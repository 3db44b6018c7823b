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

  // Each admin list as cards on a phone and a table on a desktop is a component test
  // (MembersScreen.component.test.tsx, through the shared report table); every admin screen's
  // first-open layout and axe at 375 and 1280 px are the every-route walk's.
  it('on a desktop the admin links sit beside the list, with no menu button', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await adminOn(page);
    await page.goto('/admin/people');
    await page.getByRole('table', { name: 'Members' }).waitFor();
    await page.getByRole('navigation', { name: 'Administration' }).waitFor();
    expect(await visibleMenuButtons(page)).toBe(0);
    await snap(page, 'admin-list-admin-people-1280');
    await context.close();
  });
});
