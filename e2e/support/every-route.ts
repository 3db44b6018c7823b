import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  COOKIE_POLICY_NAME,
  DEFAULT_COOKIE_POLICY,
  acceptCookiePolicy,
  encodeCookiePolicy,
} from '@portal/contract';
import { DESKTOP, PHONE, baseURL, launch } from './browser.js';
import { openHomeSignedIn } from './recognition.js';
import { PSEUDO_LOCALE, englishMessages, englishOnPage } from './pseudo-locale.js';
import {
  appRoutePaths,
  axeViolations,
  cutText,
  settle,
  sidewaysScroll,
  smallTapTargets,
} from './phone-checks.js';

/**
 * Every route as every demo role, on a 375 x 812 phone and at 1280 px: no sideways scrolling of
 * the page or of any table, no text cut short in a button or badge, every tap target at least 44 px on the phone, and no violation of the
 * WCAG 2.2 AA rules axe knows. The walk is split over a few spec files (e2e/every-route-*.spec.ts)
 * so the two browser workers share it instead of one walking it all at the end.
 */

/**
 * Routes that fail these checks for a reason written here. Nothing else in this file skips; an
 * entry goes once its screen passes.
 */
export const KNOWN_PHONE_GAPS: Readonly<Record<string, string>> = {};

export const ROLES = [
  { role: 'member', number: '100001' },
  { role: 'manager', number: '100002' },
  { role: 'admin-reports', number: '100003' },
  { role: 'programme admin', number: '100008' },
] as const;

/** Sample values for the routes with parameters: a colleague (row id 5), the basket, the update page. */
const SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/myprofile/:urlParam': ['/myprofile/update'],
  '/recognise/:selectedMemberId': ['/recognise/5'],
  '/rewardpayitforward/:selectedMemberId': ['/rewardpayitforward/5'],
  '/nominate/:selectedMemberId': ['/nominate/5'],
  '/gettoknow/:selectedMemberId': ['/gettoknow/5'],
  '/rewards/:urlParam': ['/rewards/basket'],
  // The demo catalogue's first product.
  '/rewards/product/:productId': ['/rewards/product/1'],
  // Each insights section at both sizes is walked in e2e/insights.spec.ts.
  '/insights/:section?': ['/insights'],
  // A card payment's return page needs a payment under way: e2e/payments.spec.ts walks it.
  '/rewards/payment/:paymentId': [],
  '/:contentKey': ['/terms', '/no-such-page'],
};

const { member, anonymous, admin } = appRoutePaths();

/**
 * Member and manager open every route: between them they see every screen a staff member can
 * (a member's refusals, a manager's team tools). The two wider roles add what only they see:
 * admin-reports the reports across divisions, a programme admin every admin page. Home is
 * checked for each role, since the header and menus differ by role.
 */
const REPORT_ROUTES = [
  '/',
  '/reportmanagement',
  '/reportmanagerbalances',
  '/managementstatement',
  '/reportquarterlyawards',
  '/nominationmanagement',
  '/admin',
];

function addressesFor(role: (typeof ROLES)[number]['role']): string[] {
  if (role === 'admin-reports') return REPORT_ROUTES;
  if (role === 'programme admin') return ['/', ...admin];
  return member.flatMap((pattern) => {
    if (pattern === '/admin/*') return ['/admin'];
    return SAMPLES[pattern] ?? (pattern.includes(':') ? [] : [pattern]);
  });
}

/** The walk's language: English, or the pseudo-locale, which also finds text outside the catalogues. */
export type WalkLocale = 'en-GB' | typeof PSEUDO_LOCALE;

let english: string[] | undefined;

/**
 * Opens `address` in the page the walk already has, as the app's own links do (the router reads
 * the new address from history), then waits until the screen has settled. A full load per route
 * parsed and started the whole app again each time, most of the walk's work, and proved nothing
 * the walk checks: loading from an address is proven by the first route of each walk and by the
 * tests of links and navigation.
 */
async function openInApp(page: Page, address: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(address);
    await settle(page);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await untilQuiet(page);
}

/**
 * Until the screen is still: no request of the page in flight, no call of the app under way, no
 * spinner or animation, and nothing in the document changed over two rendered frames. A route's
 * code and data load after the address changes, each starting a frame or two after the one
 * before ends, so quiet is asked of the page until it holds twice in a row.
 */
async function untilQuiet(page: Page): Promise<void> {
  const pending = new Set<unknown>();
  const start = (request: unknown) => pending.add(request);
  const end = (request: unknown) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    let stillTimes = 0;
    for (let round = 0; stillTimes < 2; round++) {
      if (round > 600) throw new Error('the screen never settled');
      const still = await page.evaluate(
        () =>
          new Promise<boolean>((done) => {
            let changed = false;
            const observer = new MutationObserver(() => (changed = true));
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                observer.disconnect();
                done(!changed);
              }),
            );
          }),
      );
      if (still && pending.size === 0) await settle(page, { network: false });
      stillTimes = still && pending.size === 0 ? stillTimes + 1 : 0;
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

async function problemsAt(page: Page, phone: boolean, locale: WalkLocale): Promise<string[]> {
  const problems = [...(await sidewaysScroll(page)), ...(await cutText(page))];
  if (phone) problems.push(...(await smallTapTargets(page)).map((t) => `tap target ${t}`));
  problems.push(...(await axeViolations(page)));
  if (locale === PSEUDO_LOCALE)
    problems.push(...(await englishOnPage(page, (english ??= englishMessages()))));
  // Opening a route never opens a dialog; one that is open is the app's error dialog.
  const dialog = page.getByRole('dialog').first();
  if (await dialog.isVisible()) problems.push(`dialog: ${await dialog.innerText()}`);
  return problems;
}

/**
 * What is wrong at either size, as one line per problem ('' when nothing is), so a failure names
 * the problems in the run's summary instead of an object it folds away.
 */
async function checkBothSizes(page: Page, locale: WalkLocale): Promise<string> {
  await page.setViewportSize(PHONE);
  await settle(page, { network: false });
  const phone = await problemsAt(page, true, locale);
  await page.setViewportSize(DESKTOP);
  await settle(page, { network: false });
  const desktop = await problemsAt(page, false, locale);
  await page.setViewportSize(PHONE);
  return [...phone.map((p) => `375 px: ${p}`), ...desktop.map((p) => `1280 px: ${p}`)].join('\n');
}

let browser: Browser;

/**
 * A page in `locale` (the device's language, which a member who has not chosen one sees), with
 * the cookie banner already answered.
 */
async function openContext(locale: WalkLocale): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, locale });
  const value = encodeCookiePolicy(acceptCookiePolicy({ ...DEFAULT_COOKIE_POLICY }));
  await context.addCookies([{ name: COOKIE_POLICY_NAME, value, url: baseURL() }]);
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the API and opens Home, whatever language it shows. */
async function signIn(page: Page, memberNumber: string, locale: WalkLocale): Promise<void> {
  await openHomeSignedIn(page, memberNumber);
  await page.waitForFunction(
    (lang) => document.documentElement.lang === lang && !!document.querySelector('header'),
    locale,
  );
}

/** Opens one browser for the spec file that calls it. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
}

/** Every route a signed-out visitor can open. */
export function walkSignedOut(locale: WalkLocale = 'en-GB'): void {
  it('checks only report routes that exist', () => {
    expect(REPORT_ROUTES.filter((r) => !member.includes(r) && r !== '/admin')).toEqual([]);
  });

  describe('every route, logged out', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openContext(locale));
    });
    afterAll(() => context?.close());

    for (const address of anonymous.filter((a) => !a.includes(':'))) {
      it.skipIf(address in KNOWN_PHONE_GAPS)(address, async () => {
        await openInApp(page, address);
        expect(await checkBothSizes(page, locale)).toBe('');
      });
    }
  });
}

/** Every route one role opens, in one page. */
export function walkAs(who: (typeof ROLES)[number], locale: WalkLocale = 'en-GB'): void {
  const { role, number } = who;
  describe(`every route as ${role} (${number}) in ${locale}`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openContext(locale));
      await signIn(page, number, locale);
    });
    afterAll(() => context?.close());

    for (const address of addressesFor(role)) {
      // The management report reads a whole month of the company; give a busy machine time.
      it.skipIf(address in KNOWN_PHONE_GAPS)(
        address,
        async () => {
          await openInApp(page, address);
          expect(await checkBothSizes(page, locale)).toBe('');
        },
        120_000,
      );
    }
  });
}
