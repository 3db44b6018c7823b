import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';
import { baseURL as stackBaseURL } from './stack.js';

export const DEMO_PASSWORD = 'Recognise2026';
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

export function baseURL(): string {
  return stackBaseURL();
}

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the Welcome form, as a person would, and waits for the greeting. */
export async function loginAs(page: Page, memberNumber: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Member number').fill(memberNumber);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Types into a searchable select and picks the first option matching `option`. The pick shows in
 * the box only once the screen has rendered again, which on a busy machine takes a while, so the
 * box is watched for it rather than read once. Should the dropdown close or redraw under the
 * pointer before the pick lands, it types again (three tries).
 */
export async function chooseOption(page: Page, field: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('textbox', { name: field });
  const choice = page.getByRole('option', { name: option }).first();
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await box.fill('', { timeout: 10_000 });
      await box.click({ timeout: 10_000 });
      await box.pressSequentially(typed, { timeout: 10_000 });
      await choice.click({ timeout: 10_000 });
      await expect.poll(() => box.inputValue(), { timeout: 5_000 }).toMatch(option);
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw new Error(`${field}: no option ${option} was chosen`, { cause: lastError });
}
