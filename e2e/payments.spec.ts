import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@portal/contract';
import { DESKTOP, PHONE, launch, loginAs, newPage } from './support/browser.js';
import { redeemBalance, updateProduct } from './support/database.js';
import { clusterMember, paymentsOf } from './support/payments.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { signIn, toRedeem } from './support/recognition.js';
import { openCategory } from './support/shop.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// A voucher product no other browser test buys; its price is set to 40 points above the
// member's balance for the test and put back after.
const CARD = 'Brightwell Department Store £100 Card';

async function basketWithShortfall(page: Page, member: string): Promise<number> {
  const balance = await toRedeem(page);
  expect(balance).toBe(redeemBalance(member));
  updateProduct(CARD, { price: balance + 40 });
  await page.goto('/rewards');
  await openCategory(page, ['Gift Cards', 'Shopping', 'High Street']);
  await page.getByRole('article', { name: CARD }).getByRole('button', { name: 'Add to basket' }).click();
  await page.getByText(MESSAGES.addedToBasket(CARD)).waitFor();
  await page.goto('/rewards/basket');
  await page.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  return balance;
}

describe('paying a points shortfall by card', () => {
  it('a UK member 40 points short pays £0.40 on the Stripe page and gets the order once', async () => {
    const member = clusterMember('GB');
    const { context, page } = await newPage(browser, PHONE);
    const before = updateProduct(CARD, {});
    try {
      await signIn(page, member);
      const balance = await basketWithShortfall(page, member);
      // The points part and the card part side by side, then one button to pay the rest.
      const split = page.getByLabel('How this order is paid');
      expect(await split.getByTestId('points-part').innerText()).toBe(
        `${balance.toLocaleString('en-GB')}\u00a0BB`,
      );
      expect(await split.getByTestId('card-part').innerText()).toBe('£0.40');
      await expectAccessible(page, 'checkout with a card part');
      await snap(page, 'payments-checkout-phone');
      await page.getByRole('button', { name: 'Pay £0.40 by card' }).click();

      // Stripe's hosted page (the stand-in), then back to the portal, which waits for the webhook.
      await page.getByRole('heading', { name: 'Test payment page' }).waitFor();
      expect(await page.getByTestId('amount').innerText()).toBe('0.40 GBP');
      await page.getByRole('button', { name: 'Pay 0.40 GBP' }).click();
      const placed = page.getByText(/^Your order has been placed successfully\. Order No:\S+\.$/);
      await placed.waitFor({ timeout: 20_000 });
      const payments = paymentsOf(member);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'paid', amountMinor: 40 });
      expect(await placed.innerText()).toBe(MESSAGES.orderPlaced(payments[0]!.orderNum!));
      // The order's page shows the part the card paid.
      expect(await page.getByTestId('card-paid').innerText()).toBe('£0.40');
      await expect.poll(() => toRedeem(page)).toBe(0);
      expect(redeemBalance(member)).toBe(0);

      await page.goto('/orders');
      await page.getByRole('heading', { level: 1, name: 'Recent Orders' }).waitFor();
      await page.getByText(payments[0]!.orderNum!).first().waitFor();
      await page.getByText('£0.40', { exact: true }).first().waitFor();
    } finally {
      updateProduct(CARD, before);
      await context.close();
    }
  });

  it('a South African member gives up on the PayGate page and gets the held points back', async () => {
    const member = clusterMember('ZA');
    const { context, page } = await newPage(browser, DESKTOP);
    const before = updateProduct(CARD, {});
    try {
      await signIn(page, member);
      const balance = await basketWithShortfall(page, member);
      await snap(page, 'payments-checkout-desktop');
      await page.getByRole('button', { name: /^Pay R0\.40 by card$/ }).click();
      await page.getByRole('heading', { name: 'PayGate test payment' }).waitFor();
      expect(redeemBalance(member)).toBe(0); // held while paying
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Return to the merchant' }).click();
      await page.getByText(/The card payment was cancelled\. Your points have been given back\./).waitFor();
      await expectAccessible(page, 'card payment cancelled');
      await snap(page, 'payments-return-desktop');
      expect(redeemBalance(member)).toBe(balance);
      expect(paymentsOf(member).map((p) => p.status)).toEqual(['cancelled']);
    } finally {
      updateProduct(CARD, before);
      await context.close();
    }
  });
});

describe('the admin Payments page', () => {
  it('lists each card payment with its provider reference, status and order, on a phone and a desktop', async () => {
    const paid = paymentsOf(clusterMember('GB')).find((p) => p.status === 'paid');
    expect(paid, 'the UK payment of the first test').toBeDefined();
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      try {
        await loginAs(page, '100008');
        await page.getByText('WELCOME BACK').first().waitFor();
        // Out of the way, so the screenshots show the whole screen.
        await page
          .getByRole('region', { name: 'Cookie consent' })
          .getByRole('button', { name: 'Accept' })
          .click();
        await page.goto('/admin/shop/payments');
        await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
        const list = page.getByRole('list', { name: 'Payments' });
        const card = list.getByRole('listitem').filter({ hasText: paid!.orderNum! });
        await card.waitFor();
        expect(await card.innerText()).toMatch(/£0\.40[\s\S]*paid[\s\S]*Stripe\s+cs_test_\w+/i);
        await list.getByRole('listitem').filter({ hasText: 'cancelled' }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        );
        await expectAccessible(page, 'admin payments');
        await snap(page, `admin-payments-${viewport.width}`);
      } catch (err) {
        await snap(page, `admin-payments-failed-${viewport.width}`);
        throw err;
      } finally {
        await context.close();
      }
    }
  });
});
