import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { signInAtProvider } from './support/provider-login.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function startCompanySignIn(memberNumber: string) {
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in with company account' }).click();
  await signInAtProvider(page, memberNumber);
  return { context, page };
}

describe('single sign-on with the company account', () => {
  it('a member with a mobile number lands on Home', async () => {
    const { context, page } = await startCompanySignIn('100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByText(/^Hello Hannah/).count()).toBeGreaterThan(0);
    await snap(page, 'sso-home');
    await context.close();
  });

  it('a member without a mobile number goes to the profile update', async () => {
    const { context, page } = await startCompanySignIn('100006');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myprofile/update');
    await page.getByLabel(/Mobile number/).waitFor();
    await context.close();
  });

  it('someone who is not a member sees the error', async () => {
    const { context, page } = await startCompanySignIn('999999');
    const alert = page.getByRole('alert').filter({ hasText: 'Error occured: ' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain(
      'Error occured: Your company account is not linked to a member of the programme.',
    );
    await expectAccessible(page, 'Single sign-on error');
    await snap(page, 'sso-error');
    await context.close();
  });
});

describe('transfer authentication (/welcometrfauth)', () => {
  const handOff = (sub: string) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode(inject('transferAuthKey')));

  it('signs the member in and goes Home; the same link again is refused', async () => {
    const token = await handOff('100002');
    const { context, page } = await newPage(browser);
    await page.goto(`/welcometrfauth#token=${token}`);
    await page.getByText('WELCOME BACK').first().waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(page.url()).not.toContain(token);
    await context.close();

    const second = await newPage(browser);
    await second.page.goto(`/welcometrfauth?token=${token}`);
    await second.page
      .getByText('Error occured: The sign-in link has already been used.', { exact: false })
      .waitFor();
    await snap(second.page, 'transfer-reused');
    await second.context.close();
  });
});
