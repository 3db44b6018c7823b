import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { celebrantsToday } from './support/community.js';
import { callFromPage, chooseTheme, landscapePng, pictureSources, refOf } from './support/getinvolved.js';
import { snap } from './support/screens.js';
import { signIn } from './support/recognition.js';
import { untilStill } from './support/settled.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

// Members other browser test files do not use, so balances and pictures here are this file's own.
const CELEBRATOR = '100202';
const PHOTOGRAPHER = '100203';
const VOTER = '100204';

async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const loaded = (img: Locator) =>
  img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
const size = (img: Locator) =>
  img.evaluate((el) => ({
    w: (el as HTMLImageElement).naturalWidth,
    h: (el as HTMLImageElement).naturalHeight,
  }));

describe('Celebrate With Us', () => {
  // Which cards show, their occasions and which buttons each has are component tests
  // (CelebrationsScreen.component.test.tsx); the screen's layout and axe at 375 and 1280 px are
  // the every-route walk's. Here: the buttons' journey to the reward screens, preselected.
  it('the buttons open Simply Say and Pay It Forward with the colleague and the occasion chosen, once', async () => {
    const { birthdays, anniversaries } = celebrantsToday();
    const birthdayPerson = birthdays.find((p) => p.registered && p.memberNumber !== CELEBRATOR);
    const anniversaryPerson = anniversaries.find((p) => p.registered && p.memberNumber !== CELEBRATOR);
    if (!birthdayPerson || !anniversaryPerson) throw new Error('the demo has no registered celebrant today');

    const { context, page } = await newPage(browser);
    await signIn(page, CELEBRATOR);
    await visit(page, '/celebrations', 'Celebrate With Us');
    await page
      .getByRole('region', { name: 'Birthdays' })
      .getByRole('button', { name: `Simply Say to ${birthdayPerson.name}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Simply Say' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/recognise');
    await page.getByRole('button', { name: `Remove ${birthdayPerson.name}` }).waitFor();
    expect(await page.getByRole('radio', { name: 'Happy Birthday', exact: true }).isChecked()).toBe(true);
    await snap(page, 'celebrations-simply-say-desktop');

    await visit(page, '/celebrations', 'Celebrate With Us');
    await page
      .getByRole('region', { name: 'Work anniversaries' })
      .getByRole('button', { name: `Pay It Forward to ${anniversaryPerson.name}` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pay It Forward' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rewardpayitforward');
    await page.getByRole('button', { name: `Remove ${anniversaryPerson.name}` }).waitFor();
    expect(await page.getByRole('radio', { name: 'Happy Work Anniversary', exact: true }).isChecked()).toBe(
      true,
    );

    // The link is read once: coming back to the screen later preselects nobody.
    await visit(page, '/recognise', 'Simply Say');
    await page.getByText('Nobody chosen yet', { exact: false }).waitFor();
    await context.close();
  });
});

describe('Get To Know', () => {
  // The chosen colleague first and not repeated, and the opted-out message, are component tests
  // (GetToKnowScreen.component.test.tsx); /gettoknow/:id's layout and axe are the every-route walk's.
  it('Home’s carousel, loaded as it nears the screen, links to the colleague’s Get To Know card', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, CELEBRATOR);

    // The carousel loads as it nears the screen: scroll down to it, as a member would, once
    // Home's feed has its cards.
    await page.getByRole('region', { name: 'Recent recognition' }).getByRole('article').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const slide = page.getByRole('region', { name: 'Get To Know' }).locator('a[href^="/gettoknow/"]').first();
    await slide.waitFor();
    const href = await slide.getAttribute('href');
    expect(href).toMatch(/^\/gettoknow\/\d+$/);
    await slide.click();
    await page.getByRole('heading', { level: 1, name: 'Get To Know' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    const selected = page.getByRole('list', { name: 'Selected colleague' }).getByRole('listitem');
    await selected.waitFor();
    expect(await selected.getAttribute('aria-current')).toBe('true');
    await snap(page, 'gettoknow-desktop');
    await context.close();
  });
});

describe('Get Involved', () => {
  it('upload, rotate, terms, publish; a colleague likes it once; the owner deletes it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, PHOTOGRAPHER);
    await visit(page, '/getinvolved', 'Get Involved');
    const add = page.getByRole('button', { name: 'Add a picture' });
    await add.waitFor();
    const campaignName = await page.getByRole('heading', { level: 2 }).first().innerText();
    // Campaign and picture dates read as every other date outside My Recognition: d MMM yyyy HH:mm.
    await expect
      .poll(() => page.getByText(/(until|since) \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}/).count())
      .toBeGreaterThan(0);
    await expectAccessible(page, '/getinvolved');
    await snap(page, 'getinvolved-desktop');

    await page
      .getByRole('listitem', { name: /^Picture by / })
      .first()
      .or(page.getByText('No pictures yet'))
      .waitFor();
    const grid = await pictureSources(page);
    await add.click();
    const dialog = page.getByRole('dialog', { name: `Add a picture to ${campaignName}` });
    await dialog.waitFor();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: await landscapePng() });
    const preview = dialog.getByRole('img', { name: 'Your picture, not published yet' });
    await preview.waitFor();
    await expect.poll(() => loaded(preview)).toBe(true);
    expect(await preview.getAttribute('src')).toMatch(/^\/getinvolvedpictmp\/[^/]+\/\d+$/);
    const before = await size(preview);
    expect(before.w).toBeGreaterThan(before.h);

    const firstSrc = await preview.getAttribute('src');
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect.poll(() => preview.getAttribute('src')).not.toBe(firstSrc);
    await expect
      .poll(async () => (await loaded(preview)) && (await size(preview)).h > (await size(preview)).w)
      .toBe(true);
    await expectAccessible(page, 'add-picture modal');
    await snap(page, 'getinvolved-modal-desktop');

    // Without the terms the web refuses, and so does the server.
    await dialog.getByRole('button', { name: 'Publish picture' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'Terms and Conditions' });
    await refusal
      .getByText('You are required to accept the terms and conditions before publishing your picture')
      .waitFor();
    const server = await callFromPage(page, '/api/getinvolved/saveuploadedimage', {});
    expect(server.status).toBe(400);
    expect(server.body.formErrors?.acceptTerms).toBe(
      'You are required to accept the terms and conditions before publishing your picture',
    );

    await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await dialog.getByRole('button', { name: 'Publish picture' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The grid reloads with the new picture, in portrait now, without Like (own) or Delete (campaign mode).
    let src = '';
    await expect
      .poll(async () => {
        const now = await pictureSources(page);
        src = now.find((s) => !grid.includes(s)) ?? '';
        return src;
      })
      .toMatch(/^\/getinvolvedpic\/\d+-\d+$/);
    const own = page.getByRole('listitem').filter({ has: page.locator(`img[src="${src}"]`) });
    const ownImg = own.getByRole('img');
    await expect.poll(() => loaded(ownImg)).toBe(true);
    const published = await size(ownImg);
    expect(published.h).toBeGreaterThan(published.w);
    expect(await own.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    expect(await own.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // A colleague likes it once: the count goes up by one and Like is gone, also after a reload.
    const voter = await newPage(browser);
    await signIn(voter.page, VOTER);
    await visit(voter.page, '/getinvolved', 'Get Involved');
    const theirCard = voter.page
      .getByRole('listitem')
      .filter({ has: voter.page.locator(`img[src="${src}"]`) });
    await theirCard.getByText('0 likes').waitFor();
    await theirCard.getByRole('button', { name: /^Like picture by / }).click();
    await theirCard.getByText('1 like', { exact: true }).waitFor();
    expect(await theirCard.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    await voter.page.reload();
    await theirCard.getByText('1 like', { exact: true }).waitFor();
    expect(await theirCard.getByRole('button', { name: /^Like/ }).count()).toBe(0);
    // The server refuses a second like too.
    const again = await callFromPage(voter.page, '/api/getinvolved/likepic', refOf(src));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already liked this picture.');
    await voter.context.close();

    // The owner deletes it from My Profile, after confirming.
    await chooseTheme(page, 'My Profile');
    await page.getByRole('heading', { level: 2, name: 'My pictures' }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.locator(`img[src="${src}"]`) });
    await card.getByText('1 like', { exact: true }).waitFor();
    await snap(page, 'getinvolved-myprofile-desktop');
    await card.getByRole('button', { name: /^Delete picture by / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete picture' });
    await confirm.waitFor();
    await expectAccessible(page, 'delete confirmation');
    // Cancel keeps it…
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await card.count()).toBe(1);
    // …Delete removes it.
    await card.getByRole('button', { name: /^Delete picture by / }).click();
    await page
      .getByRole('dialog', { name: 'Delete picture' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => card.count()).toBe(0);
    await context.close();
    // Two members sign in and the picture goes through upload, rotate, publish, like and delete.
  }, 180_000);

  it('fits a phone, the modal too', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, VOTER);
    await visit(page, '/getinvolved', 'Get Involved');
    await page
      .getByRole('listitem', { name: /^Picture by / })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'getinvolved-phone');
    await page.getByRole('button', { name: 'Add a picture' }).click();
    await page.getByRole('dialog').waitFor();
    // Let the modal's opening transition finish before the picture is taken.
    await untilStill(page);
    await snap(page, 'getinvolved-modal-phone');
    // The terms open over the modal; Escape closes them and leaves the modal open.
    await page.getByRole('button', { name: 'terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: /Terms and Conditions|programme terms/ });
    await terms.waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: /^Add a picture to / }).waitFor();
    // Once the terms' closing transition has ended, the modal under them is still open.
    await untilStill(page);
    expect(await page.getByRole('dialog', { name: /^Add a picture to / }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('Get Involved limits and messages', () => {
  it('a file that is not a picture gives the FAILURE UPLOAD!! alert and the reason', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, VOTER);
    await visit(page, '/getinvolved', 'Get Involved');
    await page.getByRole('button', { name: 'Add a picture' }).click();
    const dialog = page.getByRole('dialog', { name: /^Add a picture to / });
    await dialog.waitFor();
    const alert = page.waitForEvent('dialog');
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    const shown = await alert;
    expect(shown.message()).toBe('FAILURE UPLOAD!!');
    await shown.accept();
    await dialog.getByText('The picture could not be read.', { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Publish picture' }).isDisabled()).toBe(true);
    await context.close();
  });
});
