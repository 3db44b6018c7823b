import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from './support/stack.js';
import type { Browser } from 'playwright-core';
import { launch, loginAs, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/**
 * A Simply Say card to the programme admin from a demo member no other browser test signs in
 * as, written straight to the e2e database: the message is what the admin then hides.
 */
function recognitionToAdmin(message: string): number {
  const db = new Database(databaseFile(), { fileMustExist: true, timeout: 10_000 });
  try {
    const id = (number: string) =>
      (db.prepare('SELECT id FROM members WHERE member_number = ?').get(number) as { id: number }).id;
    const from = db
      .prepare(
        "SELECT id FROM members WHERE employment_status = 'active' AND member_number BETWEEN '100020' AND '100199' ORDER BY member_number LIMIT 1",
      )
      .get() as { id: number };
    const row = db
      .prepare(
        "INSERT INTO recognitions (type, from_member_id, to_member_id, value, message, points, send_by, created_at) VALUES ('SIMPLYSAY', ?, ?, 'Integrity', ?, 0, 'email', ?) RETURNING id",
      )
      .get(from.id, id('100008'), message, new Date().toISOString()) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

// Moderation and settings as they first open at 375 and 1280 px (the moderation list as cards on a
// phone) are the every-route walk's, and cards on a phone the admin lists' component tests'.
describe('programme admin: moderation of messages and value lists', () => {
  it('hides a recognition message with a reason, the recipient no longer sees it, and a value list change shows', async () => {
    const message = `E2E message to hide ${Date.now()}`;
    const recognitionId = recognitionToAdmin(message);
    const { context, page } = await newPage(browser);
    await loginAs(page, '100008');
    await page.getByText('WELCOME BACK').first().waitFor();

    await page.goto('/admin/moderation');
    await page.getByLabel('Find a recognition').fill(String(recognitionId));
    const list = page.getByRole('table', { name: 'Recent recognitions' });
    await list.getByText(message).waitFor();
    await list.getByRole('button', { name: `Hide the message of recognition ${recognitionId}` }).click();
    await page.getByLabel('Reason for hiding the message').fill('Personal details in the message');
    const hidden = page.waitForResponse((r) => r.url().endsWith('/api/admin/recognitionhide'));
    await page.getByRole('button', { name: 'Hide message', exact: true }).click();
    // The call's own answer first, so a refusal is named instead of the badge never showing.
    const answer = await hidden;
    expect(answer.status(), await answer.text()).toBe(200);
    // The row's badge is the lasting sign; the notification closes by itself, so it is not waited for.
    await list.getByText('Hidden', { exact: true }).waitFor();
    await snap(page, 'admin-moderation-recognition');
    await expectAccessible(page, 'admin moderation with recognitions');

    await page.goto('/myrecognition');
    await page.getByText('This message was hidden by the programme team.').first().waitFor();
    expect(await page.getByText(message).count()).toBe(0);

    await page.goto('/admin/audit-log');
    const log = page.getByRole('table', { name: /audit/i });
    await log.getByText('moderation.recognition-hide').first().waitFor();
    expect(await log.getByText(`recognition ${recognitionId}`).count()).toBeGreaterThan(0);

    await page.goto('/admin/settings');
    const reasons = page.getByRole('textbox', { name: 'Ad hoc award reasons' });
    await reasons.fill('E2E Teamwork');
    await reasons.press('Enter');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The settings were saved.').waitFor();
    await page.reload();
    await page.getByText('E2E Teamwork', { exact: true }).waitFor();
    await snap(page, 'admin-settings-lists');
    await expectAccessible(page, 'admin settings with value lists');
    await context.close();
    // Moderation, the member's view, the audit log and settings: over a minute on a busy machine.
  }, 150_000);
});
