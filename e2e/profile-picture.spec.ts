import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, loginAs, newPage } from './support/browser.js';
import { snap } from './support/screens.js';
import { openSelectMembers } from './support/recognition.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const headerPicture = (page: Page) => page.locator('header img').last();
const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);

describe('profile picture', () => {
  it('an uploaded picture is previewed, kept on save, and shown in the header', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100004');
    await page.getByText('WELCOME BACK').first().waitFor();
    const before = await headerPicture(page).getAttribute('src');

    await page.goto('/myprofile/update');
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c0306a' } })
      .jpeg()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    const preview = page.getByRole('img', { name: 'New profile picture (not saved yet)' });
    await preview.waitFor();
    await expect.poll(() => loaded(preview)).toBe(true);
    expect(await preview.getAttribute('src')).toMatch(/^\/profilepictemp\/[\w-]{22}\/\d+$/);
    await snap(page, 'profile-picture-preview');

    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myprofile');
    await expect.poll(() => headerPicture(page).getAttribute('src')).not.toBe(before);
    expect(await headerPicture(page).getAttribute('src')).toMatch(
      /^\/profilepic\/[\w-]{22}\.\d+\.[\w-]{22}$/,
    );
    await expect.poll(() => loaded(headerPicture(page))).toBe(true);
    await snap(page, 'profile-picture-saved');
    const signed = (await headerPicture(page).getAttribute('src'))!;

    // The profile page shows the same signed picture; without the signature nobody gets it.
    await page.goto('/myprofile');
    const onProfile = page.locator(`main img[src="${signed}"]`).first();
    await expect.poll(() => loaded(onProfile)).toBe(true);
    const bare = signed.replace(/^\/profilepic\/([\w-]{22})\..*$/, '/profilepic/$1');
    expect((await page.request.get(bare)).status()).toBe(404);
    await context.close();

    // A colleague finds her in Select Members with her picture, and initials for members
    // without one.
    const other = await newPage(browser);
    await loginAs(other.page, '100001');
    await other.page.getByText('WELCOME BACK').first().waitFor();
    await other.page.goto('/recognise');
    await openSelectMembers(other.page);
    await other.page
      .getByRole('dialog', { name: 'Select Members' })
      .getByLabel('Search by name or member number')
      .fill('100004');
    const found = other.page
      .getByRole('dialog', { name: 'Select Members' })
      .locator('img[src^="/profilepic/"]')
      .first();
    await expect.poll(() => found.getAttribute('src')).toMatch(/^\/profilepic\/[\w-]{22}\.\d+\.[\w-]{22}$/);
    await expect.poll(() => loaded(found)).toBe(true);
    await other.page
      .getByRole('dialog', { name: 'Select Members' })
      .getByLabel('Search by name or member number')
      .fill('100002');
    // A member without a picture shows their initials, not a picture.
    const dialog = other.page.getByRole('dialog', { name: 'Select Members' });
    await dialog.getByText('100002').first().waitFor();
    await expect.poll(() => dialog.locator('img[src^="/profilepic/"]').count()).toBe(0);
    await other.context.close();
  });

  it('a file that is not a picture gives the FAILURE UPLOAD!! alert and the reason', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100004');
    await page.getByText('WELCOME BACK').first().waitFor();
    await page.goto('/myprofile/update');
    const dialog = page.waitForEvent('dialog');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    const shown = await dialog;
    expect(shown.message()).toBe('FAILURE UPLOAD!!');
    await shown.accept();
    await page.getByText('The picture could not be read.', { exact: false }).waitFor();
    await context.close();
  });
});
