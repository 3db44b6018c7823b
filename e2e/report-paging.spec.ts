import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { signIn } from './support/recognition.js';

/**
 * Paged reports on a phone, in the states only reached by using them: the longer list after
 * Load more, and a tab and month chosen. Which month and page they ask for, what Load more adds
 * and how their dates read are component tests (apps/web/src/app/paged-reports.component.test.tsx); each screen's
 * first-open layout and axe at 375 and 1280 px are the every-route walk's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** With SCREENSHOT_DIR set, the visible part of the screen (not the whole long list) once loaded. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  await page.waitForLoadState('networkidle');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible()) await accept.click();
}

const cardCount = (page: Page) => page.locator('[data-report-cards] li').count();

/** Previous month as the month selector labels it. */
function previousMonth(): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
}

async function chooseMonth(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Month' }).click();
  await page.getByRole('option', { name: label }).click();
}

describe('paged reports at 375 px', () => {
  it('the Management Report’s longer list after Load more still reads as labelled cards, nothing off to the right', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100003');
    await open(page, '/reportmanagement', 'Management Report');
    await page.getByText('All Divisions').click();
    await chooseMonth(page, previousMonth());
    const more = page.getByRole('button', { name: 'Load more' });
    await more.waitFor();
    expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await more.scrollIntoViewIfNeeded();
    await shot(page, 'management-report-load-more-375');
    const before = await cardCount(page);
    await more.click();
    await expect.poll(() => cardCount(page)).toBeGreaterThan(before);
    // Every card shows every column, labelled, with nothing off to the right.
    const last = page.locator('[data-report-cards] li').last();
    for (const label of ['Date', 'From', 'To', 'Points', 'Value', 'Message'])
      await last.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it('My Recognition’s Recognition Sent tab for a chosen month reads as labelled cards and passes axe', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100003');
    await open(page, '/myrecognition', 'My Recognition');
    await page.getByRole('tab', { name: 'Recognition Sent' }).click();
    await chooseMonth(page, previousMonth());
    await page.locator('[data-report-cards] li').first().waitFor();
    await expectAccessible(page, 'My Recognition, sent');
    const first = page.locator('[data-report-cards] li').first();
    for (const label of ['Type', 'Date', 'Points', 'Value', 'Message'])
      await first.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('tab', { name: 'Recognition Sent' }).scrollIntoViewIfNeeded();
    await shot(page, 'my-recognition-paged-375');
    await context.close();
  });
});
