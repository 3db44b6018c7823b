import fs from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from './support/stack.js';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { redeemBalance } from './support/database.js';
import { snap } from './support/screens.js';
import { signIn } from './support/recognition.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * A registered member without roles, with enough points for the test order, from the top of
 * 100250–100299: no other browser test signs in there (community uses 100202–100204, identity
 * 100300–100499; the demo has no 100009–100100).
 */
function shopperWith(points: number): string {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(
        `SELECT member_number AS n FROM members
          WHERE member_number BETWEEN '100250' AND '100299' AND registered_at IS NOT NULL AND employment_status = 'active'
            AND is_manager = 0 AND is_admin_reports = 0 AND role_cc = 0 AND role_ca = 0 AND is_programme_admin = 0
          ORDER BY member_number DESC`,
      )
      .all() as { n: string }[];
    const found = rows.map((r) => r.n).find((n) => redeemBalance(n) >= points);
    if (!found) throw new Error('no member in 100250–100299 with enough points');
    return found;
  } finally {
    db.close();
  }
}

/** Opens a shop category through the accordion, one level at a time. */
async function openCategory(page: Page, path: [string, string, string]): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Categories' });
  const [top, sub, leaf] = path;
  for (const name of [top, sub]) {
    const control = nav.getByRole('button', { name, exact: true });
    if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  }
  await nav.getByRole('button', { name: leaf, exact: true }).click();
  await page.getByRole('heading', { level: 2, name: leaf }).waitFor();
}

// Hiding a picture is ModerationScreen.component.test.tsx's ('hides a picture with the reason'); each
// admin screen's first-open layout and axe at 375 and 1280 px are the every-route walk's.
describe('programme admin: shop', () => {
  it('adds a product, imports codes, creates a promo code; a member orders it; the admin refunds the order; the audit log shows each', async () => {
    const { context, page } = await newPage(browser);
    const code = `E2E-${Date.now()}`;
    const name = `E2E Gift Code ${code.slice(-5)}`;
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();
    await page.goto('/admin/shop/products');
    await page.getByRole('heading', { level: 1, name: 'Shop products' }).waitFor();
    await page.getByRole('textbox', { name: 'Category' }).fill('Coffee');
    await page
      .getByRole('option', { name: /Coffee & Cake/ })
      .first()
      .click();
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
    const promo = `P${code.slice(-8)}`;
    await page.getByLabel('Promo code').fill(promo);
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Create promo code' }).click();
    await page.getByText(`Promo code ${promo} created.`).waitFor();
    await snap(page, 'admin-shop-products');
    await expectAccessible(page, 'admin shop products');

    // A member finds the new product, orders it with the promo code (10% off 30) and sees a code.
    const shopperNumber = shopperWith(30);
    const shopper = await newPage(browser);
    const sp = shopper.page;
    await signIn(sp, shopperNumber);
    await sp.goto('/rewards');
    await openCategory(sp, ['Gift Cards', 'Dining', 'Coffee & Cake']);
    await sp.getByRole('article', { name }).getByRole('button', { name: 'Add to basket' }).click();
    await sp.getByRole('link', { name: 'Basket (1)' }).click();
    await sp.getByRole('heading', { level: 1, name: 'My Basket' }).waitFor();
    await sp.getByLabel('Promo code').fill(promo);
    await sp.getByRole('button', { name: 'Check Out' }).click();
    await sp.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await sp.getByText(new RegExp(`Promo code ${promo}`)).waitFor();
    await sp.getByLabel(/^Mobile number/).fill('+44 7700 900456');
    await sp.getByRole('button', { name: 'Place Order' }).click();
    const placed = sp.getByText(/^Your order has been placed successfully\. Order No:\S+\.$/);
    await placed.waitFor();
    const orderNum = /Order No:(\S+)\.$/.exec(await placed.innerText())?.[1] ?? '';
    await sp.goto('/orders');
    // The order's own page lists its voucher codes once dispatched.
    await sp.getByRole('link', { name: orderNum }).first().click();
    await sp
      .getByText(new RegExp(`${code}-[ABC]`))
      .first()
      .waitFor();
    await shopper.context.close();

    // The admin finds the order, sees the same code, and refunds it behind a confirm.
    await page.goto('/admin/shop/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(orderNum);
    await page.getByRole('link', { name: orderNum }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${orderNum}` }).waitFor();
    await page
      .getByRole('region', { name: 'Order lines' })
      .getByText(new RegExp(`${code}-[ABC]`))
      .waitFor();
    await expectAccessible(page, 'admin order');
    await snap(page, 'admin-order');
    await page.getByLabel('Reason (kept in the audit log)').fill('Test order');
    await page.getByRole('button', { name: 'Refund order' }).click();
    await page
      .getByRole('dialog', { name: 'Refund order' })
      .getByRole('button', { name: 'Refund order' })
      .click();
    await page.getByText(`Order ${orderNum} refunded: 27 points returned to the member.`).waitFor();
    await page.getByText(/This order is refunded/).waitFor();
    await page.goto('/admin/shop/orders');
    await page.getByRole('region', { name: 'Orders' }).waitFor();
    await snap(page, 'admin-orders');
    // Finance's file: a byte-order mark, the header, and the refunded order's line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(
      csv.startsWith(
        '\uFEFF"Order number","Date","Member number","Name","Product code","Description","Quantity","Points"',
      ),
    ).toBe(true);
    expect(csv).toMatch(
      new RegExp(`"${orderNum}",[^\\r]*"${code}","${name}","1","30","${promo}","3","Refunded","Dispatched"`),
    );

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: /audit/i });
    await table.getByText('orders.refund').first().waitFor();
    expect(await table.getByText('shop.voucher-import').count()).toBeGreaterThan(0);
    expect(await table.getByText('shop.product-add').count()).toBeGreaterThan(0);
    expect(await table.getByText('shop.promo-create').count()).toBeGreaterThan(0);
    expect(await table.getByText('orders.refund').count()).toBeGreaterThan(0);
    expect(await table.getByText(new RegExp(code)).count()).toBeGreaterThan(0);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await loginAs(phone.page, '100008');
    await phone.page.getByText('WELCOME BACK').first().waitFor();
    // Out of the way, so the screenshots show the whole screen.
    await phone.page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await phone.page.goto('/admin/shop/orders');
    await phone.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // Below 600 px the lists are cards, not tables.
    await phone.page.getByRole('list', { name: 'Orders' }).waitFor();
    await snap(phone.page, 'admin-orders-phone');
    // The second newest order: the newest is the refunded one, which has no actions to show.
    await phone.page.getByRole('list', { name: 'Orders' }).getByRole('link').nth(1).click();
    await phone.page.getByRole('list', { name: 'Order lines' }).waitFor();
    await snap(phone.page, 'admin-order-phone');
    await phone.context.close();
    // One journey through the admin, a member's checkout and back: longer than the default minute.
  }, 180_000);
});
