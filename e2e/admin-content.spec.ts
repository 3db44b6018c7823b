import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { chooseTheme } from './support/getinvolved.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Out of the way of the screenshots. */
const acceptCookies = (page: Page) =>
  page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();

// The campaign form's refusal of dates is CampaignsScreen.component.test.tsx's; each admin screen's
// first-open layout and axe at 375 and 1280 px are the every-route walk's.
describe('programme admin: content and campaigns', () => {
  it('edits a content page in the editor, adds a campaign, and the site and the audit log show both', async () => {
    const { context, page } = await newPage(browser);
    const stamp = Date.now().toString(36);
    const note = `Updated by the programme team ${stamp}`;
    const campaign = `E2E Theme ${stamp}`;
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();
    await acceptCookies(page);

    // Appends to the disclaimer, so the text other tests read stays.
    await page.goto('/admin/content');
    await page.getByRole('button', { name: 'Edit Disclaimer' }).click();
    const editor = page.getByRole('textbox', { name: 'Page text' });
    await editor.getByText('in good faith').first().waitFor();
    await editor.getByText('in good faith').first().click();
    // ProseMirror writes its own selection back to the page 20 ms after a click or focus; a key
    // pressed sooner (no person is that fast) would move the cursor only to have it put back.
    // Timers of one length run in the order they were set, so a 20 ms timer set in the page now
    // runs after ProseMirror's: the key goes after the write-back, however busy the machine.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 20)));
    // The end of the document, not of the visual line: a wrapped paragraph must stay whole.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(note);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('tabpanel', { name: 'Preview' }).locator('strong', { hasText: note }).waitFor();
    await page.getByRole('tab', { name: 'Edit' }).click();
    await expectAccessible(page, 'admin content page editor');
    await snap(page, 'admin-content-editor');
    await page.getByRole('button', { name: 'Save page' }).click();
    await page.getByText('/disclaimer saved.').waitFor();

    await page.goto('/admin/campaigns');
    await page.getByLabel('Name').fill(campaign);
    await page.getByLabel('Colour').fill('#2e7d32');
    // A past campaign: it lists last, so the theme Get Involved opens with stays the same.
    await page.getByLabel('Start').fill('2020-03-01');
    await page.getByLabel('End').fill('2020-03-31');
    await page.getByLabel('Description').fill('Show us your allotment.');
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await page.getByText(`${campaign} added.`).waitFor();
    await page.getByRole('button', { name: `Edit ${campaign}` }).waitFor();
    await expectAccessible(page, 'admin campaigns');
    await snap(page, 'admin-campaigns');

    await page.goto('/disclaimer');
    // The saved text in bold; where in the page the cursor put it is the editor's business.
    await page.getByRole('main').locator('strong', { hasText: note }).waitFor();
    await page.goto('/getinvolved');
    await chooseTheme(page, campaign);
    await page.getByText('Show us your allotment.').waitFor();

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: /audit/i });
    await table.getByText('campaign.add').first().waitFor();
    expect(await table.getByText('content.page-update').count()).toBeGreaterThan(0);
    expect(await table.getByText(new RegExp(campaign)).count()).toBeGreaterThan(0);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await loginAs(phone.page, '100008');
    await phone.page.getByText('WELCOME BACK').first().waitFor();
    await acceptCookies(phone.page);
    await phone.page.goto('/admin/content');
    await phone.page.getByRole('button', { name: 'Edit Disclaimer' }).click();
    await phone.page.getByRole('textbox', { name: 'Page text' }).getByText(note).waitFor();
    await snap(phone.page, 'admin-content-editor-phone');
    await phone.context.close();
  });
});
