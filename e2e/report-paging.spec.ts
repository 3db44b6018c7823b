import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { signIn } from './support/recognition.js';

/** Paged reports on a phone (cards) and a desktop (tables): Load more, dates and months. */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

/** The Date cell of every row or card shown. */
async function shownDates(page: Page, cards: boolean): Promise<string[]> {
  if (cards)
    return page.locator('[data-report-cards] li').evaluateAll((items) =>
      items.map((li) => {
        const field = Array.from(li.querySelectorAll('dt')).find((dt) => dt.textContent === 'Date');
        return field?.nextElementSibling?.textContent ?? '';
      }),
    );
  return page.locator('[data-report-frame] table').evaluate((table) => {
    const index = Array.from(table.querySelectorAll('thead th')).findIndex((th) => th.textContent === 'Date');
    return Array.from(table.querySelectorAll('tbody tr')).map((tr) => tr.children[index]?.textContent ?? '');
  });
}

const rowCount = (page: Page, cards: boolean) =>
  cards
    ? page.locator('[data-report-cards] li').count()
    : page.locator('[data-report-frame] tbody tr').count();

/** Previous month as the month selector labels it, and its short name for d MMM yyyy dates. */
function previousMonth(): { label: string; short: string; year: number; number: number } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const long = d.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return {
    label: `${long} ${d.getUTCFullYear()}`,
    short: MONTHS[d.getUTCMonth()]!,
    year: d.getUTCFullYear(),
    number: d.getUTCMonth() + 1,
  };
}

async function chooseMonth(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Month' }).click();
  await page.getByRole('option', { name: label }).click();
}

for (const [name, viewport] of [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const) {
  const cards = viewport === PHONE;
  describe(`paged reports at ${name} px`, () => {
    it('the Management Report loads more rows on demand, each date in the chosen month', async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, '100003');
      await open(page, '/reportmanagement', 'Management Report');
      await page.getByText('All Divisions').click();
      const month = previousMonth();
      await chooseMonth(page, month.label);
      const more = page.getByRole('button', { name: 'Load more' });
      await more.waitFor();
      expect(await rowCount(page, cards)).toBe(100);
      if (cards) {
        // Every card shows every column, labelled, with nothing off to the right.
        const first = page.locator('[data-report-cards] li').first();
        for (const label of ['Date', 'From', 'To', 'Points', 'Value', 'Message'])
          await first.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
        expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await more.scrollIntoViewIfNeeded();
      await shot(page, `management-report-load-more-${name}`);
      await more.click();
      await expect.poll(() => rowCount(page, cards)).toBeGreaterThan(100);
      const dates = await shownDates(page, cards);
      const pattern = new RegExp(`^\\d{1,2} ${month.short} ${month.year} \\d{2}:\\d{2}$`);
      expect(dates.filter((d) => !pattern.test(d))).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);
      await context.close();
    });

    it('My Recognition shows d/MM/yy dates of the chosen month as cards or a table', async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, '100003');
      await open(page, '/myrecognition', 'My Recognition');
      await page.getByRole('tab', { name: 'Recognition Sent' }).click();
      const month = previousMonth();
      await chooseMonth(page, month.label);
      await page
        .locator(cards ? '[data-report-cards] li' : '[data-report-frame] tbody tr')
        .first()
        .waitFor();
      await expectAccessible(page, 'My Recognition, sent');
      const dates = await shownDates(page, cards);
      const suffix = `/${String(month.number).padStart(2, '0')}/${String(month.year).slice(2)}`;
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((d) => !/^\d{1,2}\/\d{2}\/\d{2}$/.test(d) || !d.endsWith(suffix))).toEqual([]);
      if (cards) {
        const first = page.locator('[data-report-cards] li').first();
        for (const label of ['Type', 'Date', 'Points', 'Value', 'Message'])
          await first.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
      }
      expect(await noSideScroll(page)).toBe(true);
      if (cards) await page.getByRole('tab', { name: 'Recognition Sent' }).scrollIntoViewIfNeeded();
      await shot(page, `my-recognition-paged-${name}`);
      await context.close();
    });

    it('Manager Balances and the Points Statement read as cards on a phone, tables on a desktop', async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, '100003');
      await open(page, '/reportmanagerbalances', 'Manager Balances');
      await page
        .locator(cards ? '[data-report-cards] li' : '[data-report-frame] tbody tr')
        .first()
        .waitFor();
      const balances = await shownDates(page, cards).catch(() => []);
      // Manager Balances has no Date column of that name; its dates are Date created.
      expect(balances.length === 0 || balances.every((d) => d === '')).toBe(true);
      const created = page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/).first();
      await created.waitFor();
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `manager-balances-paged-${name}`);
      await open(page, '/statement', 'Points Statement');
      await page
        .locator(cards ? '[data-report-cards] li' : '[data-report-frame] tbody tr')
        .first()
        .waitFor();
      const dates = await shownDates(page, cards);
      expect(dates.filter((d) => !/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/.test(d))).toEqual([]);
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `statement-paged-${name}`);
      await context.close();
    });

    it('the Quarterly Award Report reads as nominee cards on a phone, a table on a desktop', async () => {
      const { context, page } = await newPage(browser, viewport);
      await signIn(page, '100003');
      await open(page, '/reportquarterlyawards', 'Quarterly Award Report');
      await page.getByRole('button', { name: 'Load Report' }).click();
      await page
        .locator(cards ? '[data-report-cards] li' : '[data-report-frame] tbody tr')
        .first()
        .waitFor();
      const dates = await shownDates(page, cards);
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.filter((d) => !/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/.test(d))).toEqual([]);
      if (cards) {
        const first = page.locator('[data-report-cards] li').first();
        for (const label of ['No', 'Date', 'Nominated by', 'Reviewer', 'Rating', 'Points', 'Reason'])
          await first.locator('dt', { hasText: new RegExp(`^${label}$`) }).waitFor();
      }
      expect(await noSideScroll(page)).toBe(true);
      await shot(page, `quarterly-awards-paged-${name}`);
      await context.close();
    });
  });
}
