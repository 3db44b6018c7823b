import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** A published, visible demo picture to hide (read-only look at the e2e database). */
function visiblePictureId(): number {
  const db = new Database(inject('databaseFile'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT id FROM getinvolved_pictures WHERE status = 'published' AND hidden = 0 ORDER BY id LIMIT 1").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

describe('programme admin: shop and moderation', () => {
  it('adds a product, imports voucher codes, hides a picture, and the audit log shows each', async () => {
    const { context, page } = await newPage(browser);
    const code = `E2E-${Date.now()}`;
    const name = `E2E Gift Code ${code.slice(-5)}`;
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();
    await page.goto('/admin/shop/products');
    await page.getByRole('heading', { level: 1, name: 'Shop products' }).waitFor();
    await page.getByRole('textbox', { name: 'Category' }).fill('Coffee');
    await page.getByRole('option', { name: /Coffee & Cake/ }).first().click();
    await page.getByLabel('Product code').fill(code);
    await page.getByLabel('Description').fill(name);
    await page.getByLabel('Brand').fill('Bean There');
    await page.getByLabel('Price (points)').first().fill('30');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText(`${name} added.`).waitFor();
    await page.getByLabel('Find a product').fill(code);
    await page.getByRole('button', { name }).click();
    await page.getByLabel(/Voucher codes/).fill(`code\n${code}-A\n${code}-B\n${code}-A`);
    await page.getByRole('button', { name: 'Import codes' }).click();
    await page.getByText(/Duplicate voucher codes refused \(repeated in the text at row 4\)/).waitFor();
    await page.getByLabel(/Voucher codes/).fill(`code\n${code}-A\n${code}-B\n${code}-C`);
    await page.getByRole('button', { name: 'Import codes' }).click();
    await page.getByText('3 codes added; 3 unsold.').waitFor();
    await snap(page, 'admin-shop-products');
    await expectAccessible(page, 'admin shop products');

    const pictureId = visiblePictureId();
    await page.goto('/admin/moderation');
    await page.getByLabel('Picture number').fill(String(pictureId));
    await page.getByLabel('Reason').first().fill('Shows a customer’s details');
    await page.getByRole('button', { name: 'Hide picture' }).click();
    await page.getByText(`Picture ${pictureId} is hidden.`).waitFor();
    await snap(page, 'admin-moderation');
    await expectAccessible(page, 'admin moderation');

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: /audit/i });
    await table.getByText('moderation.picture-hide').waitFor();
    expect(await table.getByText('shop.voucher-import').count()).toBeGreaterThan(0);
    expect(await table.getByText('shop.product-add').count()).toBeGreaterThan(0);
    expect(await table.getByText(new RegExp(code)).count()).toBeGreaterThan(0);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await loginAs(phone.page, '100008');
    await phone.page.getByText('WELCOME BACK').first().waitFor();
    await phone.page.goto('/admin/shop/products');
    await phone.page.getByRole('heading', { level: 1, name: 'Shop products' }).waitFor();
    await snap(phone.page, 'admin-shop-products-phone');
    await phone.context.close();
  });
});
