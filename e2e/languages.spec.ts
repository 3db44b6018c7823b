import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, PHONE, baseURL, launch } from './support/browser.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const htmlLangDir = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** Picks a language in the prerendered Welcome's switch (a disclosure of links). */
async function chooseOnWelcome(page: Page, current: RegExp, language: string) {
  await page.locator('summary', { hasText: current }).click();
  await Promise.all([page.waitForURL(/\?lang=/), page.getByRole('link', { name: language }).click()]);
}

/** Looks at the page at both widths, for a person to check (SCREENSHOT_DIR). */
async function snapBoth(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await snap(page, `${name}-desktop`);
}

describe('languages', () => {
  it('Welcome switches to German and to Arabic (right to left), and the choice survives a reload', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: 'Sign in' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['en-GB', 'ltr']);

    await chooseOnWelcome(page, /English/, 'Deutsch');
    await page.getByRole('heading', { level: 2, name: 'Anmelden' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    await snapBoth(page, 'languages-welcome-de');

    // Kept for the next visit: the same address without ?lang= is German after a reload.
    await page.goto('/');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Anmelden' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['de', 'ltr']);
    // The sign-in island, which loads no catalogue, refuses empty fields in the page's language.
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page.getByText('Geben Sie Ihre Mitgliedsnummer ein').waitFor();
    await page.getByText('Geben Sie Ihr Passwort ein').waitFor();

    await chooseOnWelcome(page, /Deutsch/, 'العربية');
    await page.getByRole('heading', { level: 2, name: 'تسجيل الدخول' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await snapBoth(page, 'languages-welcome-ar');
    await page.goto('/');
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);

    // Opening Register starts the app: it shows the same language and direction.
    await page.getByRole('button', { name: 'التسجيل' }).first().click();
    await page.getByRole('dialog', { name: 'التسجيل' }).waitFor();
    expect(await htmlLangDir(page)).toEqual(['ar', 'rtl']);
    await context.close();
  });

  it("a member's Home follows the device's language (German, Arabic)", async () => {
    for (const locale of ['de-DE', 'ar'] as const) {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: DESKTOP, locale });
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('#ws-memberNumber').fill('100001');
      await page.locator('#ws-password').fill(DEMO_PASSWORD);
      await page.locator('form[data-sign-in] button[type=submit]').click();
      const greeting = locale === 'ar' ? /^مرحبًا بعودتك يا / : /^Willkommen zurück, /;
      await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
      expect(await htmlLangDir(page)).toEqual(locale === 'ar' ? ['ar', 'rtl'] : ['de', 'ltr']);
      await snapBoth(page, `languages-home-${locale}`);
      await context.close();
    }
  });
});
