import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, launch, loginAs, newPage } from './support/browser.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('people’s data', () => {
  it('a member downloads everything held about them from the profile, on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await loginAs(page, '100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    await page.goto('/myprofile');
    const button = page.getByRole('button', { name: 'Download my data' });
    await button.waitFor();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'profile-my-data-375');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('portal-data-100001.zip');
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    expect(JSON.parse(strFromU8(files['profile.json']!)).member.memberNumber).toBe('100001');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'recognitions-received.csv',
        'orders.csv',
        'statement-redeem.csv',
        'messages.csv',
      ]),
    );
    await context.close();
  });
});
