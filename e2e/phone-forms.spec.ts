import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launch, newPage } from './support/browser.js';
import { snap } from './support/screens.js';
import { chooseRecipient, signIn } from './support/recognition.js';

/**
 * The reward and nominate forms on a phone: one success screen, the value cards' keyboard, the
 * fresh form after a nomination. Their rules (errors all at once, Send by, the review's quarterly
 * option) are component tests beside the screens.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const JAMES = 'James Whitfield';

describe('reward forms', () => {
  it('the success screen names who received what, with View it, Send another and Back to Home', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100001');
    await page.goto('/recognise');
    await chooseRecipient(page, '100002', JAMES);
    await page.getByRole('radio', { name: 'Thank You' }).click();
    await page.getByLabel('Message').fill('Thanks for covering the stand');
    await page.getByRole('button', { name: 'Send e-card' }).click();
    await page.getByRole('status').getByText(`${JAMES} received Thank You.`).waitFor();
    await snap(page, 'reward-success-375');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'reward-success-1280');
    await page.setViewportSize(PHONE);
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send another' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'View it' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myrecognition');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Recognition Sent' }).getAttribute('aria-selected'))
      .toBe('true');
    await context.close();
  });
});

describe('the value cards', () => {
  it('are one radio group with one Tab stop, and the arrow keys move the choice', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100001');
    await page.goto('/recognise');
    const group = page.getByRole('radiogroup', { name: 'Value' });
    const cards = group.getByRole('radio');
    await cards.first().waitFor();
    const tabStops = () =>
      cards.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length);
    // None chosen yet: the first card is the group's only Tab stop.
    expect(await tabStops()).toBe(1);
    expect(await cards.first().getAttribute('tabindex')).toBe('0');
    expect(await cards.nth(1).getAttribute('tabindex')).toBe('-1');
    await cards.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cards.nth(1).getAttribute('aria-checked')).toBe('true');
    expect(await cards.first().getAttribute('aria-checked')).toBe('false');
    expect(await cards.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => cards.nth(2).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => cards.nth(1).getAttribute('aria-checked')).toBe('true');
    // The checked card is now the one Tab stop, and Tab leaves the group.
    expect(await tabStops()).toBe(1);
    expect(await cards.nth(1).getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => cards.first().getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="radiogroup"]')?.textContent ?? ''),
    ).not.toContain('Thank You');
    await context.close();
  });
});

describe('the nominate form', () => {
  it('after a nomination the fresh form is shown from the top with the confirmation in view', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100001');
    await page.goto('/nominate');
    await chooseRecipient(page, '100002', JAMES);
    await page.getByRole('radio', { name: /^Collaboration/ }).click();
    await page.getByLabel('Reason').fill('Ran the stand alone all week');
    const submit = page.getByRole('button', { name: 'Submit nomination' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submit.click();
    const done = page.getByRole('status').filter({ hasText: 'Successfully submitted nomination' });
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => done.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight))
      .toBe(true);
    // The form is fresh.
    await page.getByText('Nobody chosen yet', { exact: false }).waitFor();
    expect(await page.getByLabel('Reason').inputValue()).toBe('');
    expect(await page.getByRole('radio', { name: /^Collaboration/ }).isChecked()).toBe(false);
    await snap(page, 'nominate-success-375');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'nominate-success-1280');
    await context.close();
  });
});
