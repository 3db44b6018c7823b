import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, DESKTOP, launch, loginAs, newPage, PHONE } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** The cookie banner covers the page's foot in screenshots; accepting it is what most people do. */
async function acceptCookies(page: Page) {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible()) await accept.click();
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('programme admin: integrations', () => {
  it('creates an API token shown once, which then opens its scope’s calls, on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();
    await acceptCookies(page);
    await page.goto('/admin/integrations/tokens');
    await page.getByRole('heading', { name: 'API tokens' }).waitFor();
    await page.getByLabel('Name').fill('E2E warehouse');
    await page.getByLabel('Read reports and insights (reports:read)').check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('secret').textContent())!.trim();
    expect(secret).toMatch(/^shn_/);
    await snap(page, 'admin-api-token-created-phone');
    await expectAccessible(page, 'admin API tokens with a new token');
    expect(await noSideScroll(page)).toBe(true);

    const res = await fetch(`${baseURL()}/api/report/managerbalances`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    await page.getByTestId('token-card').filter({ hasText: 'E2E warehouse' }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    await context.close();
  });

  it('adds a webhook endpoint with its signing secret shown once, and shows the SCIM set-up', async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await loginAs(page, '100008');
      await page.getByText('WELCOME BACK').first().waitFor();
      await acceptCookies(page);
      await page.goto('/admin/integrations/webhooks');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByLabel('Name').fill(`E2E HR system ${size}`);
      await page.getByLabel('Address').fill('https://hr.example.com/hooks/recognition');
      await page.getByLabel('recognition.created').check();
      await page.getByLabel('member.left').check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      expect((await page.getByTestId('secret').textContent())!.trim()).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'I have copied it' }).click();
      const card = page.getByTestId('endpoint-card').filter({ hasText: `E2E HR system ${size}` });
      await card.waitFor();
      await card.getByRole('button', { name: 'Delivery log' }).click();
      await card.getByText('No deliveries.').waitFor();
      await snap(page, `admin-webhooks-${size}`);
      await expectAccessible(page, `admin webhooks (${size})`);
      expect(await noSideScroll(page)).toBe(true);

      // The SCIM page as it first opens (its layout and axe at both sizes) is the every-route
      // walk's; here once, that it names this server's own address.
      if (size === 'desktop') {
        await page.goto('/admin/integrations/scim');
        await page.getByText(`${baseURL()}/scim/v2`).waitFor();
        await snap(page, `admin-scim-${size}`);
      }
      await context.close();
    }
  });
});
