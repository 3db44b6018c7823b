import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { lastOtpTo, memberContact, outboxTo, spareMember } from './support/database.js';
import { snap } from './support/screens.js';
import { nextFrames } from './support/settled.js';
import { cutText, settle, sidewaysScroll, smallTapTargets } from './support/phone-checks.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const cookiePolicy = (page: Page) =>
  page.evaluate(() => /(?:^|; )cPol=([^;]*)/.exec(document.cookie)?.[1] ?? null);
const acceptCookies = (page: Page) =>
  page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();

describe('registration, password reset, contact, content and cookies', () => {
  it('100007 registers with the texted code and lands signed in on Home, welcomed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel('Member number').fill('100007');
    const { email } = memberContact('100007');
    await dialog.getByLabel('E-mail address').fill(email.toUpperCase());
    await dialog.getByLabel('Mobile number').fill('+447700900777');
    await dialog.getByLabel(/^Password/).fill('Camellia2026');
    // Terms first refused, then read and accepted.
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog
      .getByText('Terms and Conditions are required to be accepted to participate in this program')
      .waitFor();
    await expectAccessible(page, 'Register (view, with errors)');
    await snap(page, 'register-view-desktop');
    await dialog.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.getByText('have no cash value').waitFor();
    await page.keyboard.press('Escape');
    await dialog.getByLabel(/I accept the/).check();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code').waitFor();
    await expectAccessible(page, 'Register (cellverify)');
    await snap(page, 'register-cellverify-desktop');
    // Back returns to the details, still filled in.
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByLabel('Member number').inputValue()).toBe('100007');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code').waitFor();
    const code = lastOtpTo('+447700900777');
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('The code is incorrect').first().waitFor();
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // Registration signs in: Home, the first visit's welcome and the first steps.
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.getByRole('region', { name: 'Your first steps' }).waitFor();
    // The header welcomes too: not "welcome back" on the first visit.
    await page.locator('header').getByText('WELCOME', { exact: true }).waitFor();
    expect(await page.getByText('WELCOME BACK').count()).toBe(0);
    await snap(page, 'register-done-desktop');
    // The first steps on a phone: whole labels, 44 px rows and button, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    // The app lays itself out for a phone when its media queries answer (a render after the
    // resize): its phone header, with the menu button, shows that it has.
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await settle(page, { network: false });
    await nextFrames(page);
    expect([
      ...(await sidewaysScroll(page)),
      ...(await cutText(page)),
      ...(await smallTapTargets(page)),
    ]).toEqual([]);
    await expectAccessible(page, 'Home on the first visit, on a phone');
    await snap(page, 'first-visit-phone');
    await page.setViewportSize(DESKTOP);
    // The next sign-in is a return. Signing out ends on Welcome's form, once the session is gone.
    await page.goto('/logout');
    await page.getByLabel('Member number').waitFor();
    await loginAs(page, '100007', 'Camellia2026');
    await page.getByText('WELCOME BACK').first().waitFor();
    await context.close();
  });

  it('a member resets a forgotten password and signs in with the new one', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const member = spareMember();
    const { cellNum } = memberContact(member);
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Mobile number').fill(cellNum);
    await dialog.getByLabel(/^New password/).fill('Peony2026x');
    await expectAccessible(page, 'Forgot password (view)');
    await snap(page, 'forgot-view-phone');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByLabel('Verification code').waitFor();
    await dialog.getByLabel('Verification code').fill(lastOtpTo(cellNum));
    await snap(page, 'forgot-cellverify-phone');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog
      .getByText('You have successfully updated your password, and may now login using your new credentials.')
      .waitFor();
    await expectAccessible(page, 'Forgot password (done)');
    await snap(page, 'forgot-done-phone');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await loginAs(page, member, 'Peony2026x');
    await page.getByText('WELCOME BACK').first().waitFor();
    await context.close();
  });

  it('the contact form refuses missing terms, then sends', async () => {
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/contactus');
      await acceptCookies(page);
      const form = page.getByRole('form', { name: 'Contact us' });
      await form.getByLabel('Your name').fill('Ada Visitor');
      await form.getByLabel('E-mail address').fill(`ada.${name}@example.test`);
      await form.getByLabel('Message').fill('How do I find my member number?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Please accept the terms and conditions').waitFor();
      await form.getByLabel(/I accept the/).check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await form.getByText('Message Successfully Sent').waitFor();
      await expectAccessible(page, `Contact us (${name})`);
      await snap(page, `contact-sent-${name}`);
      // The programme gets the message; the typed address, not proven to be the sender's, gets nothing.
      expect(outboxTo(`ada.${name}@example.test`)).toEqual([]);
      expect(
        outboxTo('recognition@lumierebeauty.example').filter(
          (m) => m.template === 'contact' && m.subject === 'Contact form: Ada Visitor',
        ).length,
      ).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('every content modal and page shows its content', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, '100001');
    await page.getByText('WELCOME BACK').first().waitFor();
    await acceptCookies(page);
    const footer = page.getByRole('contentinfo');
    for (const [label, title, text] of [
      ['How it Works', 'How it Works', 'Recognise, earn, redeem'],
      ['Privacy Policy', 'Privacy Policy', 'How we use your information'],
      ['Disclaimer', 'Disclaimer', 'in good faith'],
    ] as const) {
      await footer.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByText(text).first().waitFor();
      await expectAccessible(page, `${title} modal`);
      await snap(page, `content-${label.replace(/\s+/g, '-').toLowerCase()}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /My Profile/ })
      .click();
    await page.getByRole('menuitem', { name: 'FAQs' }).click();
    await page
      .getByRole('dialog', { name: 'Frequently Asked Questions' })
      .getByText('How do I register?')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/about');
    await page.getByRole('heading', { name: 'About Shine Recognition' }).waitFor();
    await expectAccessible(page, 'About page');
    await snap(page, 'about-desktop');
    await page.goto('/terms');
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    await page.goto('/faq');
    await page.getByText('Do Beauty Bucks expire?').waitFor();
    await context.close();
  });

  it('the cookie banner shows until accepted; preferences reset to the defaults', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await cookiePolicy(page)).toBeNull();
    await expectAccessible(page, 'Cookie banner');
    await snap(page, 'cookie-banner-phone');
    await acceptCookies(page);
    await banner.waitFor({ state: 'hidden' });
    expect(await cookiePolicy(page)).toBe('yy-');
    const cookie = (await context.cookies()).find((c) => c.name === 'cPol');
    expect(cookie?.expires).toBe(-1); // a session cookie
    await page.reload();
    await page.getByLabel('Member number').waitFor();
    expect(await banner.count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByLabel('Third-party cookies').check();
    expect(await cookiePolicy(page)).toBe('yyy');
    await expectAccessible(page, 'Cookie Preferences modal');
    await snap(page, 'cookie-preferences-phone');
    await dialog.getByRole('button', { name: 'Reset' }).click();
    expect(await cookiePolicy(page)).toBe('-y-');
    await page.keyboard.press('Escape');
    await banner.waitFor();
    await context.close();
  });
});
