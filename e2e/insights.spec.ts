import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { axeViolations, settle, sidewaysScroll, smallTapTargets } from './support/phone-checks.js';
import { signIn } from './support/recognition.js';
import { snap } from './support/screens.js';

/**
 * Insights as the people it is for: every section at 375 and 1280 px without sideways scrolling
 * or axe violations, a table behind each chart, the CSV download, who may open it, what a
 * manager sees of their own team, and "fewer than 5" where a group is too small to show.
 */
const SECTIONS = [
  ['participation', 'Participation'],
  ['fairness', 'Fairness'],
  ['values', 'Values'],
  ['points', 'Points'],
  ['nominations', 'Nominations'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function signedIn(number: string, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await signIn(page, number);
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible()) await accept.click();
  return { context, page };
}

/** Opens a section and waits for its figures (the line naming scope and period). */
async function openSection(page: Page, key: string, label: string): Promise<void> {
  await page.goto(`/insights/${key}`);
  await page.getByRole('heading', { level: 1, name: `Insights: ${label}` }).waitFor();
  await page.locator('[data-insights-scope]').waitFor();
  await settle(page);
}

async function problems(page: Page, phone: boolean): Promise<string[]> {
  return [
    ...(await sidewaysScroll(page)),
    ...(phone ? (await smallTapTargets(page)).map((t) => `tap target ${t}`) : []),
    ...(await axeViolations(page)),
  ];
}

for (const [size, viewport] of [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const) {
  describe(`insights at ${size} px`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await signedIn('100003', viewport));
    });
    afterAll(() => context?.close());

    for (const [key, label] of SECTIONS) {
      it(`${label}: fits, passes axe, and every chart opens its table`, async () => {
        await openSection(page, key, label);
        expect(await problems(page, viewport === PHONE)).toEqual([]);
        await snap(page, `insights-${key}-${size}`);
        // Every chart has its figures behind a button; opened, they fit too.
        const toggles = page.getByRole('button', { name: 'Show table' });
        const count = await toggles.count();
        for (let i = 0; i < count; i++) {
          const toggle = toggles.first();
          if (await toggle.isDisabled()) break;
          await toggle.click();
        }
        const opened = page.getByRole('button', { name: 'Hide table' });
        expect(await opened.count()).toBeGreaterThan(0);
        const first = page.locator('[data-chart-table]').first();
        await expect.poll(() => first.isVisible()).toBe(true);
        expect(
          await first.locator(viewport === PHONE ? '[data-report-cards] li' : 'tbody tr').count(),
        ).toBeGreaterThan(0);
        expect(await problems(page, viewport === PHONE)).toEqual([]);
      }, 90_000);
    }

    for (const [key, label, card] of [
      ['participation', 'Participation', 'Participation by manager'],
      ['points', 'Points', 'Budgets by manager'],
    ] as const)
      it(`${label}: the company's managers come a page at a time, and Load more adds the rest`, async () => {
        await openSection(page, key, label);
        const region = page.getByRole('region', { name: card });
        await region.getByRole('button', { name: 'Show table' }).click();
        const rows = region.locator(viewport === PHONE ? '[data-report-cards] li' : 'tbody tr');
        await expect.poll(() => rows.count()).toBe(50);
        const more = region.getByRole('button', { name: 'Load more' });
        await more.click();
        // The demo company has more than 50 managers and fewer than 100.
        await expect.poll(() => rows.count()).toBeGreaterThan(50);
        await expect.poll(() => more.count()).toBe(0);
        const names = await rows.evaluateAll((items) => items.map((i) => i.textContent ?? ''));
        expect(new Set(names).size).toBe(names.length);
        expect(await problems(page, viewport === PHONE)).toEqual([]);
        if (key === 'participation') await snap(page, `insights-managers-more-${size}`);
      }, 90_000);

    it('period kinds and the comparison change the figures asked for', async () => {
      await openSection(page, 'participation', 'Participation');
      await page.getByText('Quarter', { exact: true }).click();
      await expect
        .poll(() => page.locator('[data-insights-scope]').innerText())
        .toMatch(/Q[1-4] \d{4}|Oct|Jul|Apr|Jan/);
      await page.getByText('Custom', { exact: true }).click();
      await page.getByLabel('From').fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-03-31');
      await page.getByRole('switch', { name: 'Compare with previous period' }).click();
      await expect.poll(() => page.locator('[data-insights-scope]').innerText()).toContain('compared with');
      await expect.poll(() => page.getByText(/on the previous period$/).count()).toBeGreaterThan(0);
      expect(await problems(page, viewport === PHONE)).toEqual([]);
      if (viewport === PHONE) await snap(page, 'insights-compare-375');
    }, 90_000);
  });
}

describe('the Management Report summary', () => {
  for (const [size, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`shows the month's tiles and the year's trend above its table at ${size} px`, async () => {
      const { context, page } = await signedIn('100003', viewport);
      await page.goto('/reportmanagement');
      await page.getByRole('heading', { level: 1, name: 'Management Report' }).waitFor();
      const tiles = page.getByRole('list', { name: 'This month at a glance' });
      await tiles.getByText('Received recognition').waitFor();
      await page.getByRole('heading', { name: 'Participation over the year' }).waitFor();
      // Above the report's rows, which stay paged.
      const tilesTop = (await tiles.boundingBox())!.y;
      // The report's rows come last, after the trend chart's own table.
      const rows = page.locator(viewport === PHONE ? '[data-report-cards]' : '[data-report-frame]').last();
      expect((await rows.boundingBox())!.y).toBeGreaterThan(tilesTop);
      await settle(page);
      expect(await problems(page, viewport === PHONE)).toEqual([]);
      const dir = process.env.SCREENSHOT_DIR;
      if (dir) await page.screenshot({ path: `${dir}/report-management-summary-${size}.png` });
      await context.close();
    }, 90_000);
  }
});

describe('printing insights', () => {
  it('prints every chart with its table under it, without the menus and controls', async () => {
    const { context, page } = await signedIn('100003', DESKTOP);
    await openSection(page, 'participation', 'Participation');
    const charts = await page.locator('[data-chart-table]').count();
    expect(await page.locator('[data-chart-table] table').count()).toBe(0);
    // What the browser does when printing starts: the closed tables render, paper styles apply.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('[data-chart-table] table').count()).toBe(charts);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Insights sections' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(() => page.locator('[data-chart-table] table').count()).toBe(0);
    await context.close();
  });
});

describe('who sees insights', () => {
  it('a member without a team or reports role cannot open it and has no menu entry', async () => {
    const { context, page } = await signedIn('100001', DESKTOP);
    await page.goto('/insights');
    await page.getByText('Only a manager may access this module.').waitFor();
    await page
      .getByRole('button', { name: 'Team' })
      .count()
      .then(async (menus) => {
        if (menus === 0) return;
        await page.getByRole('button', { name: 'Team' }).click();
        expect(await page.getByRole('menuitem', { name: 'Insights' }).count()).toBe(0);
      });
    await context.close();
  });

  it('a manager opens it from the Team menu on their own team, by name', async () => {
    const { context, page } = await signedIn('100002', DESKTOP);
    await page.getByRole('button', { name: 'Team' }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights: Participation' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Whose figures' }).inputValue())
      .toBe('My team');
    await page.getByText('Your own team: every figure is shown').waitFor();
    await page.getByRole('link', { name: 'Fairness' }).click();
    await page.getByRole('heading', { level: 1, name: 'Insights: Fairness' }).waitFor();
    // The scope chosen stays; only their own team is listed by name.
    await page.locator('[data-insights-scope]').waitFor();
    expect(await page.getByRole('textbox', { name: 'Whose figures' }).inputValue()).toBe('My team');
    await context.close();
  });

  it('a group under five reads "fewer than 5" outside a manager’s own team', async () => {
    const { context, page } = await signedIn('100003', DESKTOP);
    await openSection(page, 'participation', 'Participation');
    // Managers with fewer than five people under them are in the by-manager table.
    const toggles = page.getByRole('button', { name: 'Show table' });
    while ((await toggles.count()) > 0) await toggles.first().click();
    // The company's managers come a page at a time; the small teams may be on a later page.
    // (One Load more: the demo company has fewer than 100 managers.)
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(() => more.count()).toBe(0);
    await expect.poll(() => page.getByText('fewer than 5', { exact: true }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('downloads the section as the server’s CSV', async () => {
    const { context, page } = await signedIn('100003', DESKTOP);
    await openSection(page, 'values', 'Values');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\n').length).toBeGreaterThan(2);
    await context.close();
  });
});
