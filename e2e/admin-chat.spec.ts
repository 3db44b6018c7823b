import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from './support/stack.js';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const BOT_TOKEN = 'xoxb-e2e-bot-token-never-shown';
const SIGNING_SECRET = 'e2e-signing-secret-never-shown';
const TEAMS_TOKEN = Buffer.from('e2e teams security token').toString('base64');

/** A channel post that ran out of tries, as the outbox worker leaves it. */
function failedPost(): number {
  const db = new Database(databaseFile(), { fileMustExist: true, timeout: 10_000 });
  try {
    const at = new Date().toISOString();
    const row = db
      .prepare(
        "INSERT INTO outbox_messages (channel, recipient, subject, body_text, body_html, template, ref_type, ref_id, dedupe_key, status, attempts, next_attempt_at, last_error, created_at) VALUES ('slack', 'CE2EFAIL', 'x', '{}', '', 'chat-recognition', 'recognition', '1', ?, 'failed', 6, ?, 'An API error occurred: service_unavailable', ?) RETURNING id",
      )
      .get(`e2e:failed:${Date.now()}`, at, at) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

/** Mantine's switch input sits hidden under its track: toggled from the keyboard, as with a screen reader. */
async function setSwitch(page: Page, name: string, on: boolean) {
  const input = page.getByRole('switch', { name });
  if ((await input.isChecked()) !== on) {
    await input.focus();
    await page.keyboard.press('Space');
  }
  expect(await input.isChecked()).toBe(on);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('programme admin: Slack and Teams integrations', () => {
  it('saves Slack and Teams settings, never shows a secret again, and lists failed posts', async () => {
    failedPost();
    const { context, page } = await newPage(browser, PHONE);
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await page.goto('/admin/integrations/chat');
    await page.getByRole('heading', { name: 'Slack and Teams' }).waitFor();
    await page.getByText('/integrations/slack/commands').waitFor();

    await setSwitch(page, 'Slack is on', true);
    await page.getByLabel('Signing secret').fill(SIGNING_SECRET);
    await page.getByLabel('Bot token (xoxb-…)').fill(BOT_TOKEN);
    await page.getByLabel('Company channel id').fill('C0E2ECOMP');
    await page.getByRole('button', { name: 'Save Slack settings' }).click();
    await page.getByText('Slack settings saved.').waitFor();

    await setSwitch(page, 'Teams is on', true);
    await page.getByLabel('Outgoing webhook security token').fill(TEAMS_TOKEN);
    await page
      .getByLabel('Company channel webhook URL')
      .fill('https://example.webhook.office.com/webhookb2/e2e');
    await page.getByRole('button', { name: 'Save Teams settings' }).click();
    await page.getByText('Teams settings saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Slack and Teams' }).waitFor();
    expect(await page.getByLabel('Bot token (xoxb-…)').inputValue()).toBe('');
    expect(
      await page.getByText('Stored. Leave empty to keep it.', { exact: false }).count(),
    ).toBeGreaterThanOrEqual(4);
    await expect.poll(() => page.getByLabel('Company channel id').inputValue()).toBe('C0E2ECOMP');
    const html = await page.content();
    for (const secret of [BOT_TOKEN, SIGNING_SECRET, TEAMS_TOKEN, 'webhookb2/e2e'])
      expect(html).not.toContain(secret);

    const failed = page.getByTestId('failed-post').filter({ hasText: 'CE2EFAIL' });
    await failed.getByText('service_unavailable').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await snap(page, 'admin-integrations-phone');
    await expectAccessible(page, 'admin integrations');
    await failed.getByRole('button', { name: 'Send again' }).click();
    await page.getByText('The post will be sent again.').waitFor();
    expect(await page.getByTestId('failed-post').filter({ hasText: 'CE2EFAIL' }).count()).toBe(0);

    await page.goto('/admin/audit-log');
    await page.getByText('integrations.slack').first().waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/integrations/chat');
    await page.getByRole('heading', { name: 'Slack and Teams' }).waitFor();
    await snap(page, 'admin-integrations-desktop');
    // Off again, so the other browser tests' recognitions are not posted anywhere.
    await setSwitch(page, 'Slack is on', false);
    await page.getByRole('button', { name: 'Save Slack settings' }).click();
    await page.getByText('Slack settings saved.').waitFor();
    await setSwitch(page, 'Teams is on', false);
    await page.getByRole('button', { name: 'Save Teams settings' }).click();
    await page.getByText('Teams settings saved.').waitFor();
    await context.close();
  });
});
