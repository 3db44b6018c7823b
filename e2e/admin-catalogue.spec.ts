import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, chooseOption, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A picture to upload: SVG, which the server's image code (sharp) draws and stores as WebP. */
const picture = (name: string, width: number, height: number, fill: string) => ({
  name,
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
  ),
});

/** Looks at a screen on a phone too (same session, narrower window), then goes back to desktop. */
async function onPhone(page: Page, name: string) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await snap(page, `${name}-phone`);
  await page.setViewportSize(desktop);
}

describe('programme admin: shop catalogue', () => {
  // Creating a promo code and switching it off are PromoCodesScreen.component.test.tsx's ('creates a
  // code for whole days…', 'switches a code off from its editor…').
  it('adds a category, uploads a product picture, adds an advert the shop shows; the audit log shows each', async () => {
    const { context, page } = await newPage(browser);
    const tag = String(Date.now()).slice(-6);
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();

    await page.goto('/admin/shop/categories');
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor();
    await page.getByLabel('Name').fill(`E2E Treats ${tag}`);
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByText(`E2E Treats ${tag} added.`).waitFor();
    await page.getByRole('button', { name: `Change E2E Treats ${tag}` }).waitFor();
    await snap(page, 'admin-categories');
    await expectAccessible(page, 'admin categories');
    await onPhone(page, 'admin-categories');

    const product = `E2E Picture Mug ${tag}`;
    // The category list arrives after the form; typing before it leaves nothing to choose from.
    const categoriesLoaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/shopcategories'));
    await page.goto('/admin/shop/products');
    await categoriesLoaded;
    await chooseOption(page, 'Category', 'Coffee', /Coffee & Cake/);
    await page.getByLabel('Product code').fill(`E2E-PIC-${tag}`);
    await page.getByLabel('Description').fill(product);
    await page.getByLabel('Price (points)').first().fill('25');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText(`${product} added.`).waitFor();
    await page.getByLabel('Find a product').fill(`E2E-PIC-${tag}`);
    await page.getByRole('button', { name: product }).click();
    await page.locator('input[type=file]').setInputFiles(picture('mug.svg', 400, 400, '#b0306a'));
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByText(`${product} has its new picture.`).waitFor();
    await page.getByRole('img', { name: `Picture of ${product}` }).waitFor();
    await snap(page, 'admin-product-picture');
    await expectAccessible(page, 'admin product picture');

    const advert = `E2E offer ${tag}`;
    await page.goto('/admin/shop/adverts');
    await page.getByRole('heading', { level: 1, name: 'Adverts' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(picture('offer.svg', 900, 300, '#1d5fa8'));
    await page.getByLabel('Text').fill(advert);
    await page.getByLabel('Order').fill('-1000');
    await page.getByRole('button', { name: 'Add advert' }).click();
    await page.getByText(`${advert} added.`).waitFor();
    await snap(page, 'admin-adverts');
    await expectAccessible(page, 'admin adverts');
    await onPhone(page, 'admin-adverts');

    // The shop keeps adverts in session storage for five minutes; this tab has not seen them yet.
    await page.goto('/rewards');
    await page.getByRole('link', { name: advert }).first().waitFor();
    // Delete it again, so other tests see the demo adverts as they were.
    await page.goto('/admin/shop/adverts');
    await page.getByRole('button', { name: advert }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText(`${advert} deleted.`).waitFor();

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: /audit/i });
    await table.getByText('shop.advert-remove', { exact: true }).first().waitFor();
    for (const action of ['shop.category-add', 'shop.product-image', 'shop.advert-add']) {
      expect(await table.getByText(action, { exact: true }).count(), action).toBeGreaterThan(0);
    }
    await context.close();
    // Three admin pages, each checked on a phone too, and the shop: longer than the default minute.
  }, 150_000);
});
