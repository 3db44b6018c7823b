import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@portal/contract';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { redeemBalance } from './support/database.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { signIn } from './support/recognition.js';
import { isPhone, openCategory } from './support/shop.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Demo catalogue (apps/server/src/demo/shop-catalogue.ts).
const VOUCHER = 'Parcelwise £15 Online Gift Code'; // 150, Gift Cards / Shopping / Online; brand Parcelwise
const BALM = 'Gentle Cleansing Balm 100 ml'; // 140, Beauty & Wellbeing / Skincare / Face
const CODE = /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

const WIDTHS = [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const;

async function addToBasket(page: Page, path: [string, string, string], name: string): Promise<void> {
  await page.goto('/rewards');
  await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
  await openCategory(page, path);
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to basket' }).click();
  await page.getByText(MESSAGES.addedToBasket(name)).waitFor();
}

async function openBasket(page: Page): Promise<void> {
  await page.goto('/rewards/basket');
  await page.getByRole('heading', { level: 1, name: 'My Basket' }).waitFor();
}

async function emptyBasket(page: Page): Promise<void> {
  await openBasket(page);
  // An applied promo code is kept with the basket: taken off too, so the next test starts clean.
  const removeCode = page.getByRole('button', { name: 'Remove code' });
  if ((await removeCode.count()) > 0) {
    await removeCode.first().click();
    await expect.poll(() => removeCode.count()).toBe(0);
  }
  const remove = page.getByRole('button', { name: /^Remove (?!code)/ });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect.poll(() => remove.count()).toBeLessThan(before);
  }
  await page.getByText('There are no items in your basket').waitFor();
}

/** Signs in and puts the cookie banner away, so screenshots show the whole screen. */
async function signInShopper(page: Page, memberNumber = '100001'): Promise<void> {
  await signIn(page, memberNumber);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
}

/** '1,234 BB' → 1234. */
const amount = (text: string) => Number(text.replace(/[^\d-]/g, ''));
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(WIDTHS)('the shop at %s px', (width, viewport) => {
  it('shows the categories compactly, products side by side, the first one without scrolling', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInShopper(page);
    await page.goto('/rewards');
    await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
    const products = page.getByRole('article');
    await products.first().waitFor();
    // Straight after loading, before any scrolling: the first product's title and price are on screen.
    const first = await products.first().boundingBox();
    expect(first).not.toBeNull();
    expect(first!.y + Math.min(first!.height, 200)).toBeLessThanOrEqual(viewport.height);
    // Two (or more) products to a row.
    const second = await products.nth(1).boundingBox();
    expect(Math.abs(second!.y - first!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    const nav = page.getByRole('navigation', { name: 'Categories' });
    if (isPhone(page)) {
      // Chips, one pressed per row; the accordion is not drawn.
      expect(await nav.getByRole('button', { pressed: true }).count()).toBe(2);
      expect(await nav.getByRole('button', { expanded: true }).count()).toBe(0);
      const chip = await nav.getByRole('button').first().boundingBox();
      expect(chip!.height).toBeGreaterThanOrEqual(44);
    } else {
      expect(await nav.getByRole('button', { expanded: true }).count()).toBeGreaterThan(0);
    }
    expect(await noSidewaysScroll(page)).toBe(true);
    await snap(page, `shop-view-${width}`);

    // One title, then the brand and model once (the brand is in the title already), and the price.
    await openCategory(page, ['Gift Cards', 'Shopping', 'Online']);
    const card = page.getByRole('article', { name: VOUCHER });
    // The category's heading shows before its products have loaded.
    await card.waitFor();
    expect(await card.getByRole('heading').allInnerTexts()).toEqual([VOUCHER]);
    expect(await card.getByTestId('brand-model').innerText()).toBe('Gift Code 15');
    await card.getByText('150\u00a0BB', { exact: true }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, `shop view (${width})`);
    await context.close();
  });

  // The promo code's rules (refused codes, the discount, pricing again) are component tests
  // (BasketView.component.test.tsx); here the basket and checkout that show it must fit and pass axe.
  it('a basket with a promo code applied, and its checkout, fit the screen and pass axe', async () => {
    const { context, page } = await newPage(browser, viewport);
    await signInShopper(page);
    await addToBasket(page, ['Beauty & Wellbeing', 'Skincare', 'Face'], BALM);
    try {
      await openBasket(page);
      await page.getByLabel('Promo code').fill('shine10');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await page.getByRole('status', { name: 'Promo code applied' }).getByText('SHINE10').waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await snap(page, `shop-basket-promo-${width}`);
      await expectAccessible(page, `basket with a promo code (${width})`);
      await page.getByRole('button', { name: 'Check Out' }).click();
      await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
    } finally {
      await emptyBasket(page);
      await context.close();
    }
  });

  it('after Place Order shows the order page: number, items, points left, codes to copy; Recent Orders links to it', async () => {
    const { context, page } = await newPage(browser, viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInShopper(page);
    await addToBasket(page, ['Gift Cards', 'Shopping', 'Online'], VOUCHER);
    await openBasket(page);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByLabel(/^Mobile number/).fill('+44 7700 900123');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const heading = page.getByRole('heading', { level: 1, name: /^Order No: / });
    await heading.waitFor();
    const orderNum = (await heading.innerText()).replace('Order No: ', '');
    expect(orderNum).toMatch(/^LB\d{6}$/);
    expect(page.url()).toMatch(new RegExp(`/orders/${orderNum}$`));
    await page.getByText(MESSAGES.orderPlaced(orderNum)).waitFor();
    await page.getByRole('list', { name: 'Items' }).getByText(VOUCHER).waitFor();
    expect(amount(await page.getByTestId('points-left').innerText())).toBe(redeemBalance('100001'));
    // A voucher-only order is dispatched at once: its code, a Copy button and how to use it.
    const codes = page.getByRole('list', { name: `Voucher codes of ${VOUCHER}` });
    const code = (await codes.locator('code').first().innerText()).trim();
    expect(code).toMatch(CODE);
    await page.getByText(/Enter a code at the retailer’s online checkout/).waitFor();
    await codes.getByRole('button', { name: `Copy ${code}` }).click();
    await codes.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, `order page (${width})`);
    await snap(page, `shop-order-page-${width}`);

    // Recent Orders: cards on a phone, a table on a wide screen; the order number opens the page.
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'Recent Orders' }).waitFor();
    const list = page.getByRole(isPhone(page) ? 'list' : 'table', { name: 'Recent Orders' });
    await list.waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectAccessible(page, `Recent Orders (${width})`);
    await snap(page, `shop-orders-${width}`);
    await list.getByRole('link', { name: `Order No: ${orderNum}` }).click();
    await heading.waitFor();
    expect(await page.getByText(MESSAGES.orderPlaced(orderNum)).count()).toBe(0);
    await context.close();

    // Another member's order is not there for them.
    const other = await newPage(browser, viewport);
    await signIn(other.page, '100002');
    await other.page.goto(`/orders/${orderNum}`);
    // The page says so (and, as for any 404, the global error dialog comes up too).
    await other.page.getByText('Order not found.').first().waitFor();
    await other.page.getByRole('dialog', { name: 'Data Response Error' }).waitFor();
    expect(await other.page.getByText(VOUCHER).count()).toBe(0);
    await other.context.close();
  });
});
