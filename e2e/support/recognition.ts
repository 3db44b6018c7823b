import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './browser.js';
import { snap } from './screens.js';

/**
 * Signs in for a test whose subject is what comes after: the session is opened through the
 * login call and handed to the page as the form would leave it (the token in session storage),
 * then Home is opened. The Welcome form itself is tested with `loginAs` (foundation, identity,
 * first load); going through it before every other test only repeated that test.
 */
export async function signIn(page: Page, memberNumber: string): Promise<void> {
  try {
    await openHomeSignedIn(page, memberNumber);
    await page.getByText('WELCOME BACK').first().waitFor();
  } catch (err) {
    // What the browser showed instead is the quickest clue to a failed sign-in.
    await snap(page, `sign-in-failed-${memberNumber}`);
    throw err;
  }
}

/** The header's TO REDEEM figure. */
export async function toRedeem(page: Page): Promise<number> {
  const points = page.getByRole('region', { name: 'Your points' });
  await points.getByText('TO REDEEM').waitFor();
  const match = /TO REDEEM\s*([\d,]+)/.exec(await points.innerText());
  if (!match?.[1]) throw new Error('no TO REDEEM figure in the header');
  return Number(match[1].replace(/,/g, ''));
}

/** Opens the Select Members modal from a form's recipient field. */
export async function openSelectMembers(page: Page) {
  await page.getByRole('button', { name: /^(Select members|Select a member|Change recipients)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Members' });
  await dialog.waitFor();
  return dialog;
}

/** Searches by member number and presses Add on the member named. */
export async function addMember(page: Page, search: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Select Members' });
  await dialog.getByLabel('Search by name or member number').fill(search);
  await dialog.getByRole('button', { name: `Add ${name}` }).click();
}

/** Chooses recipients through the modal and closes it. */
export async function chooseRecipient(page: Page, search: string, name: string): Promise<void> {
  const dialog = await openSelectMembers(page);
  await addMember(page, search, name);
  await dialog.getByRole('button', { name: `Remove ${name}` }).waitFor();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens a session through the login call, hands its token to the page and opens Home. */
export async function openHomeSignedIn(page: Page, memberNumber: string): Promise<void> {
  const res = await page.request.post('/api/member/login', {
    data: { memberNumber, password: DEMO_PASSWORD },
  });
  const body = (await res.json()) as { token?: string; message?: string };
  if (!res.ok() || !body.token)
    throw new Error(`login ${memberNumber}: ${res.status()} ${body.message ?? ''}`);
  // Session storage belongs to the page's origin: open a plain address of it first.
  await page.goto('/readyz');
  await page.evaluate((token) => sessionStorage.setItem('token', token), body.token);
  await page.goto('/');
}
