import type { Page } from 'playwright-core';
import { baseURL } from './browser.js';

/**
 * At the test provider (oidc-provider's development pages): types the member number as the
 * user name with any password, confirms the consent page, and waits until the portal has
 * the browser back.
 */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').first().click();
  // The consent page comes next; after it the provider redirects to /loginsuccess.
  await page.waitForURL((url) => url.href.startsWith(baseURL()) || url.pathname.includes('/interaction/'));
  if (!page.url().startsWith(baseURL())) {
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.href.startsWith(baseURL()));
  }
}
