import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { launch, newPage } from './support/browser.js';

/** Keyboard alone: the login form, the menus and a modal, as someone without a mouse uses them. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const byId = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
    return (byId || el.getAttribute('aria-label') || el.textContent || '').trim();
  });

describe('keyboard use', () => {
  it('signs in with Tab and Enter only', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .press('Enter');
    await page.getByLabel('Member number').focus();
    await page.keyboard.type('100001');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Password/);
    await page.keyboard.type('Recognise2026');
    await page.keyboard.press('Enter');
    await page.getByText('WELCOME BACK').first().waitFor();
    await context.close();
  });

  it('opens a menu with Enter, moves with the arrows and closes with Escape', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .press('Enter');
    await page.getByLabel('Member number').fill('100002');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('Recognise2026');
    await page.keyboard.press('Enter');
    await page.getByText('WELCOME BACK').first().waitFor();
    const trigger = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /My Profile/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('menuitem', { name: 'My Details' });
    await details.waitFor();
    // The menu takes focus on its first item once open: keys before that would go to the trigger.
    const focusInMenu = () =>
      page.evaluate(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await expect.poll(focusInMenu).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusInMenu).toBe(true);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    // Enter on a menu item follows it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await details.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myprofile');
    await context.close();
  });

  it('opens a footer modal with Enter, keeps focus inside and closes with Escape', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .press('Enter');
    const link = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
