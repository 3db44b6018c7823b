import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL as newPageBase, DESKTOP, launch, loginAs, newPage, PHONE } from './support/browser.js';
import { nextFrames, untilNoCallInFlight } from './support/settled.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The viewport only (fixed banners stay where a person sees them), when screenshots are asked for. */
async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const signedIn = async (page: Page, memberNumber: string) => {
  await loginAs(page, memberNumber);
  await page.getByText('WELCOME BACK').first().waitFor();
  // The cookie banner comes first; the install banner waits until it is answered.
  const accept = page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
};

describe('installable app', () => {
  it('has a manifest that meets Chromium’s install criteria', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const m = await res.json();
    expect(m.name).toBeTruthy();
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = m.icons as Array<{ src: string; sizes: string; purpose: string }>;
    for (const size of ['192x192', '512x512'])
      for (const purpose of ['any', 'maskable'])
        expect(icons.some((i) => i.sizes === size && i.purpose === purpose)).toBe(true);
    for (const icon of icons) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await png.body()).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    // Chromium's own verdict, once the worker is in place.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(parsed.errors).toEqual([]);
    expect(parsed.url).toContain('/manifest.webmanifest');
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito-like; that is the only thing Chromium may hold against it.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await context.close();
  });

  it('registers a worker that controls the page and serves the app offline, never the API', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signedIn(page, '100001');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Once controlled, a reload lets the worker keep the screens Home uses.
    await page.reload();
    await page.getByText('WELCOME BACK').first().waitFor();
    // Home goes on loading after its greeting (its other screens' chunks and their catalogues);
    // what the worker keeps is what has arrived, so the connection goes once nothing is loading.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    await page.locator('header').first().waitFor();
    expect(await page.title()).not.toBe('');
    // The screen's calls fail: one offline state says so, not an error dialog over a spinner.
    const offlineScreen = page.getByRole('region', { name: 'Offline' });
    await offlineScreen.getByRole('heading', { name: 'You are offline — this needs a connection' }).waitFor();
    const retried = page.waitForEvent('requestfailed');
    await offlineScreen.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await untilNoCallInFlight(page);
    await nextFrames(page);
    await offlineScreen.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Data Request Error').count()).toBe(0);
    await shot(page, 'pwa-offline-375');
    // Calls go to the network, offline or not: no cached answer comes back.
    const call = await page.evaluate(() =>
      fetch('/api/site/branding', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(call).toBe('failed');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);

    // Back online, the screen comes back by itself, no reload needed.
    await context.setOffline(false);
    await page.getByText('WELCOME BACK').first().waitFor();
    await offlineScreen.waitFor({ state: 'detached' });
    expect(await page.getByRole('status').filter({ hasText: 'You are offline' }).count()).toBe(0);

    // Offline while the app is open, a screen opened from the menu says the same, and recovers.
    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState({}, '', '/myprofile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await offlineScreen.waitFor();
    expect(await page.getByText('Data Request Error').count()).toBe(0);
    await context.setOffline(false);
    await offlineScreen.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/myprofile');
    await context.close();
  });
});

/** Chromium offers installing with beforeinstallprompt; headless Chromium never fires it, so the page gets one. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    (window as unknown as { prompted: number }).prompted = 0;
    event.prompt = async () => {
      (window as unknown as { prompted: number }).prompted++;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A visit is a browser session: a new tab signed in again is the member's second visit. */
async function secondVisit(context: BrowserContext, first: Page): Promise<Page> {
  await first.close();
  const page = await context.newPage();
  await signedIn(page, '100001');
  return page;
}

describe('install prompt', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`is offered from the second visit and stays dismissed (${viewport.width} px)`, async () => {
      const { context, page: first } = await newPage(browser, viewport);
      await signedIn(first, '100001');
      await offerInstall(first);
      // Not on the first visit, even with the browser's offer.
      await first.getByText('WELCOME BACK').first().waitFor();
      await nextFrames(first);
      expect(await first.getByRole('region', { name: 'Install the app' }).count()).toBe(0);

      const page = await secondVisit(context, first);
      const banner = page.getByRole('region', { name: 'Install the app' });
      await offerInstall(page);
      await banner.waitFor();
      await shot(page, `install-prompt-${viewport.width}`);
      // Install hands over to the browser's own prompt; the banner has done its job.
      await banner.getByRole('button', { name: 'Install' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted))
        .toBe(1);
      await banner.waitFor({ state: 'detached' });

      // Offered again later, dismissed, and never shown again on this browser.
      await offerInstall(page);
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByText('WELCOME BACK').first().waitFor();
      await offerInstall(page);
      await nextFrames(page);
      expect(await banner.count()).toBe(0);
      await context.close();
    });

  it('explains Add to Home Screen on an iPhone, which has no install prompt', async () => {
    const context = await browser.newContext({
      baseURL: newPageBase(),
      viewport: PHONE,
      userAgent: IPHONE_UA,
    });
    const first = await context.newPage();
    await signedIn(first, '100001');
    const page = await secondVisit(context, first);
    const banner = page.getByRole('region', { name: 'Install the app' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Add to Home Screen');
    expect(await banner.getByRole('button', { name: 'Install' }).count()).toBe(0);
    await shot(page, 'install-prompt-ios-375');
    await context.close();
  });
});

/** Subscribes a device the way a browser's PushSubscription.toJSON() describes it. */
function fakeBrowserSubscription(id: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/e2e/${id}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('push devices on the profile', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`lists the member's devices, removes one, and says how iPhones get push (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await signedIn(page, '100003');
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const label = `Chrome on Android ${viewport.width}`;
      const sub = await page.request.post('/api/push/pushsubscribe', {
        headers: { authorization: `Bearer ${token}` },
        data: { ...fakeBrowserSubscription(String(viewport.width)), label },
      });
      expect(sub.status()).toBe(200);
      await page.goto('/myprofile');
      const card = page.getByRole('region', { name: 'Notifications on your devices' });
      await card.getByText(label).waitFor();
      await card.getByText('This device: notifications off').waitFor();
      await card.getByRole('button', { name: 'Turn on' }).waitFor();
      expect(await card.textContent()).toContain('only when the app is on the Home Screen');
      await card.scrollIntoViewIfNeeded();
      await shot(page, `profile-push-devices-${viewport.width}`);
      await card.getByRole('button', { name: `Stop notifications to ${label}` }).click();
      await card.getByText(label).waitFor({ state: 'detached' });
      const left = await page.request.post('/api/push/pushdevices', {
        headers: { authorization: `Bearer ${token}` },
        data: {},
      });
      expect((await left.json()).devices).toEqual([]);
      await context.close();
    });
});
