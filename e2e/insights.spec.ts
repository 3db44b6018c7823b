import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { axeViolations, settle, sidewaysScroll, smallTapTargets } from './support/phone-checks.js';
import { signIn } from './support/recognition.js';
import { snap } from './support/screens.js';

/**
 * What only a browser shows of Insights: every section at 375 and 1280 px without sideways
 * scrolling or axe violations, a table behind each chart, printing, the CSV download, and a
 * manager reaching it from the Team menu. What the screen asks for and shows for an answer (the
 * managers a page at a time, period kinds and the comparison, "fewer than 5", who may open it)
 * is apps/web/src/features/insights/InsightsFigures.component.test.tsx.
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

/** What the layout shows wrong: sideways scrolling, and on a phone tap targets under 44 px. */
async function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  return [
    ...(await sidewaysScroll(page)),
    ...(phone ? (await smallTapTargets(page)).map((t) => `tap target ${t}`) : []),
  ];
}

async function problems(page: Page, phone: boolean): Promise<string[]> {
  return [...(await layoutProblems(page, phone)), ...(await axeViolations(page))];
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
        const phone = viewport === PHONE;
        await openSection(page, key, label);
        expect(await layoutProblems(page, phone)).toEqual([]);
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
        expect(await first.locator(phone ? '[data-report-cards] li' : 'tbody tr').count()).toBeGreaterThan(0);
        // Axe reads the whole page, and costs more than anything else here: it runs once, on the
        // section's fullest state (every chart and its table shown, and for Participation the
        // managers past the first page and the comparison too), which holds every element the
        // earlier states showed. The layout is checked at each state.
        if (key !== 'participation') {
          expect(await problems(page, phone)).toEqual([]);
          return;
        }
        expect(await layoutProblems(page, phone)).toEqual([]);
        // The company's managers past the first page, and the comparison's extra column and
        // changes, fit too (what they hold is InsightsFigures.component.test.tsx's).
        const managers = page.getByRole('region', { name: 'Participation by manager' });
        await managers.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => managers.getByRole('button', { name: 'Load more' }).count()).toBe(0);
        expect(await layoutProblems(page, phone)).toEqual([]);
        await snap(page, `insights-managers-more-${size}`);
        await page.getByRole('switch', { name: 'Compare with previous period' }).click();
        await page
          .getByText(/on the previous period$/)
          .first()
          .waitFor();
        expect(await problems(page, phone)).toEqual([]);
        if (phone) await snap(page, 'insights-compare-375');
      }, 90_000);
    }
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
