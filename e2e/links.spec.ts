import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { signIn } from './support/recognition.js';
import { snapViewport } from './support/feed.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A recognition past the feed's first pages: its id, through the feed call the page itself makes. */
async function farDownTheFeed(page: Page): Promise<{ id: number; firstPage: number[] }> {
  return page.evaluate(async () => {
    const post = async (body: object) => {
      const res = await fetch('/api/feed/list', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sessionStorage.getItem('token')}`,
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { items: { recognitionId: number }[]; nextCursor: string | null };
    };
    const first = await post({ filter: 'everyone', limit: 10 });
    const later = await post({ filter: 'everyone', limit: 30, cursor: first.nextCursor });
    return {
      id: later.items.at(-1)!.recognitionId,
      firstPage: first.items.map((i) => i.recognitionId),
    };
  });
}

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('links that land, at %s px', (width, viewport) => {
  it('a notification link opens its card marked and in view, though it is not on the first page', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, '100005');
    const { id, firstPage } = await farDownTheFeed(page);
    expect(firstPage).not.toContain(id);

    await page.goto(`/recentrecognition?recognition=${id}`);
    const linked = page.getByRole('region', { name: 'The recognition you followed' });
    await linked.getByRole('article').waitFor();
    expect(await linked.getAttribute('data-linked-recognition')).toBe(String(id));
    // Focus and the view start at the card, above the rest of the feed.
    await expect.poll(() => linked.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await linked.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(viewport.height);
    const outline = await linked.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    // The feed below does not show it a second time.
    await page.getByRole('article').nth(1).waitFor();
    const cards = await page.locator(`[data-linked-recognition="${id}"] article`).count();
    expect(cards).toBe(1);
    await snapViewport(page, `linked-card-${width}`);
    await expectAccessible(page, `linked card ${width}`);

    await page.goto('/recentrecognition?recognition=999999999');
    await page.getByText('This recognition cannot be shown').waitFor();
    await context.close();
  });

  it('an e-mail link opened while signed out opens after signing in', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/myrecognition?tab=received');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.waitFor();
    await form.getByLabel('Member number').fill('100005');
    await form
      .getByLabel(/^Password/)
      .first()
      .fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/myrecognition');
    expect(new URL(page.url()).search).toBe('?tab=received');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Once used, the kept address is gone: the next sign-in lands on Home.
    expect(await page.evaluate(() => sessionStorage.getItem('portal.returnTo'))).toBeNull();
    await context.close();
  });
});
