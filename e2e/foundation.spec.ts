import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { redeemBalance } from './support/database.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('sign-in and the app shell', () => {
  it('Welcome offers the sign-in form and is accessible', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await page.getByLabel('Member number').waitFor();
      await expectAccessible(page, `Welcome (${name})`);
      await snap(page, `welcome-${name}`);
      await context.close();
    }
  });

  it('100001 signs in and sees the greeting and points to redeem', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    await expect.poll(() => page.getByText(/^Hello Hannah/).count()).toBeGreaterThan(0);
    const points = page.getByRole('region', { name: 'Your points' });
    await expect.poll(() => points.innerText()).toContain('TO REDEEM');
    // The ledger's balance, not the opening 1,250: e2e/shop.spec.ts spends 100001's points and
    // the order of the files is not fixed.
    expect(await points.innerText()).toContain(redeemBalance('100001').toLocaleString('en-GB'));
    expect(await points.innerText()).not.toContain('TO RECOGNISE');
    await expectAccessible(page, 'Home (member)');
    await snap(page, 'home-member-desktop');
    await context.close();
  });

  it('a wrong password shows the server message under the form', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100003', 'not-the-password1');
    await page.getByText('The member number or password is incorrect.').first().waitFor();
    expect(page.url()).not.toContain('/myprofile');
    await context.close();
  });

  it('100002 (a manager) sees points to recognise and the Team menu', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100002');
    const points = page.getByRole('region', { name: 'Your points' });
    await expect.poll(() => points.innerText()).toContain('TO RECOGNISE');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Team/ }).click();
    await page.getByRole('menuitem', { name: 'Nominations Review' }).waitFor();
    await expectAccessible(page, 'Home with menu open (manager)');
    await snap(page, 'home-manager-desktop');
    await context.close();
  });

  it('on a phone the menu opens in a drawer', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginAs(page, '100002');
    await page.getByText('WELCOME BACK').first().waitFor();
    await snap(page, 'home-manager-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByText('Log Out').waitFor();
    await expectAccessible(page, 'menu drawer (phone)');
    await context.close();
  });

  it('a revoked token lands on Welcome', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Revoke it behind the app's back, as an administrator or a second tab's log out would.
    const res = await page.request.post('/api/member/logout', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status()).toBe(200);
    await page.reload();
    await page.getByLabel('Member number').waitFor({ timeout: 15_000 });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('100006 (no mobile number) is sent to the profile update from any page', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100006');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myprofile/update');
    await page.goto('/myprofile');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myprofile/update');
    await expectAccessible(page, 'profile update');
    await snap(page, 'profile-update-desktop');
    await context.close();
  });

  it('Log Out ends the session and returns to Welcome', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Log Out/ })
      .click();
    await page.getByLabel('Member number').waitFor({ timeout: 15_000 });
    const res = await page.request.post('/api/member/getmemberdata', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    });
    expect(res.status()).toBe(401);
    await context.close();
  });
});
