import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, newPage } from './support/browser.js';
import { memberContact, outboxTo } from './support/database.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { addMember, chooseRecipient, openSelectMembers, signIn, toRedeem } from './support/recognition.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const HANNAH = 'Hannah Okafor';
const JAMES = 'James Whitfield';
// The points awards go to 100005, not 100001: every browser test file shares one server, and
// foundation.spec.ts checks 100001's documented opening balance.
const OLIVER = 'Oliver Bennett';

async function visit(page: Page, path: string, heading: string, shot?: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(page, path);
  if (shot) await snap(page, shot);
}

async function sent(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('button', { name: 'Send another' }).waitFor();
}

describe('recognition screens', () => {
  it('Simply Say and Pay It Forward from 100001 reach 100002: balance, statement, My Recognition, e-cards', async () => {
    const james = await newPage(browser);
    await signIn(james.page, '100002');
    const before = await toRedeem(james.page);

    const { context, page } = await newPage(browser);
    await signIn(page, '100001');
    await visit(page, '/recognise', 'Simply Say', 'simply-say-desktop');
    // Simply Say starts on e-mail, so the message box is open with the e-mail limit.
    await page.getByText('350 characters remaining').waitFor();
    await chooseRecipient(page, '100002', JAMES);
    await page.getByRole('radio', { name: 'Thank You' }).click();
    await page.getByLabel('Message').fill('Thanks for the launch plan');
    await snap(page, 'simply-say-filled-desktop');
    await sent(page, 'Send e-card');
    await expectAccessible(page, 'Simply Say sent');
    await snap(page, 'simply-say-sent-desktop');
    await page.getByRole('button', { name: 'Send another' }).click();
    await page.getByText('Nobody chosen yet', { exact: false }).waitFor();

    await visit(page, '/rewardpayitforward', 'Pay It Forward', 'pay-it-forward-desktop');
    // Pay It Forward starts on SMS.
    await page.getByText('150 characters remaining').waitFor();
    await chooseRecipient(page, '100002', JAMES);
    await page.getByRole('radio', { name: 'Well Done' }).click();
    await page.getByRole('radio', { name: /^50 / }).check();
    await page.getByLabel('Message').fill('Great work on the campaign');
    await sent(page, 'Pay it forward');
    await snap(page, 'pay-it-forward-sent-desktop');

    await visit(
      page,
      '/payitforwardstatement',
      'Peer to Peer Recognition Statement',
      'pif-statement-desktop',
    );
    await page
      .getByRole('region', { name: 'Peer to Peer Recognition Statement' })
      .getByText(/Well Done/)
      .first()
      .waitFor();

    await james.page.goto('/statement');
    await james.page.getByRole('heading', { level: 1, name: 'Points Statement' }).waitFor();
    await expect.poll(() => toRedeem(james.page)).toBe(before + 50);
    await james.page
      .getByRole('region', { name: 'Points Statement' })
      .getByText(/Pay It Forward: Well Done/)
      .first()
      .waitFor();
    await expectAccessible(james.page, 'statement');
    await snap(james.page, 'statement-desktop');
    await visit(james.page, '/myrecognition', 'My Recognition', 'my-recognition-desktop');
    const received = james.page.getByRole('region', { name: 'Recognition received' });
    await received.getByText('Thanks for the launch plan').waitFor();
    await received.getByText('Great work on the campaign').waitFor();
    // Both e-cards wait in the outbox: the Simply Say by e-mail, the Pay It Forward by SMS.
    const contact = memberContact('100002');
    expect(outboxTo(contact.email).filter((m) => m.template === 'ecard').length).toBeGreaterThanOrEqual(1);
    expect(outboxTo(contact.cellNum).filter((m) => m.template === 'ecard').length).toBeGreaterThanOrEqual(1);
    await james.context.close();
    await context.close();
  });

  it('ad hoc (100002) and points recognition (100003) reach 100005: balance, statement, My Recognition, e-cards', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, '100005');
    const before = await toRedeem(page);

    const manager = await newPage(browser);
    await signIn(manager.page, '100002');
    await visit(manager.page, '/adhocrecognition', 'Ad hoc recognition', 'adhoc-desktop');
    await expect(manager.page.getByLabel('Message').isDisabled()).resolves.toBe(true);
    await manager.page.getByRole('button', { name: 'Submit award' }).click();
    await manager.page.getByText('Please select a recipient.').first().waitFor();
    await chooseRecipient(manager.page, '100005', OLIVER);
    await manager.page.getByRole('textbox', { name: 'Reason' }).click();
    await manager.page.getByRole('option', { name: 'Client Focus' }).click();
    await manager.page.getByRole('textbox', { name: 'Points' }).click();
    await manager.page.getByRole('option', { name: /^100 / }).click();
    await manager.page.getByRole('radio', { name: 'E-mail' }).check();
    await manager.page.getByLabel('Message').fill('Thank you for the client workshop');
    await sent(manager.page, 'Submit award');
    await manager.page.getByText('Successfully submitted Adhoc Recognition.').waitFor();
    await snap(manager.page, 'adhoc-sent-desktop');
    await manager.context.close();

    const admin = await newPage(browser);
    await signIn(admin.page, '100003');
    await visit(admin.page, '/rewardtrfcustom', 'Points recognition', 'points-recognition-desktop');
    await chooseRecipient(admin.page, '100005', OLIVER);
    await admin.page.getByRole('textbox', { name: 'Value' }).click();
    await admin.page.getByRole('option', { name: 'Collaboration' }).click();
    await admin.page.getByRole('textbox', { name: 'Points amount' }).fill('99999');
    await admin.page.getByRole('radio', { name: 'SMS' }).check();
    await admin.page.getByLabel('Message').fill('Brilliant teamwork');
    await admin.page.getByRole('button', { name: 'Send recognition' }).click();
    await admin.page.getByText('Points value must be less than 20000').first().waitFor();
    await admin.page.getByRole('textbox', { name: 'Points amount' }).fill('300');
    await sent(admin.page, 'Send recognition');
    await admin.context.close();

    await page.reload();
    await expect.poll(() => toRedeem(page)).toBe(before + 400);
    await visit(page, '/myrecognition', 'My Recognition');
    const received = page.getByRole('region', { name: 'Recognition received' });
    await received.getByText('Thank you for the client workshop').waitFor();
    await received.getByText('Brilliant teamwork').waitFor();
    // Both awards are credits on the recipient's statement…
    await visit(page, '/statement', 'Points Statement');
    const statement = page.getByRole('region', { name: 'Points Statement' });
    await statement
      .getByText(/Ad hoc award: Client Focus/)
      .first()
      .waitFor();
    await statement
      .getByText(/Recognition: Collaboration/)
      .first()
      .waitFor();
    // …and their e-cards wait in the outbox: the ad hoc one by e-mail, the recognition by SMS.
    const oliver = memberContact('100005');
    expect(outboxTo(oliver.email).filter((m) => m.template === 'ecard').length).toBeGreaterThanOrEqual(1);
    expect(outboxTo(oliver.cellNum).filter((m) => m.template === 'ecard').length).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('My Recognition exports report.csv with a byte-order mark and the fixed columns', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, '100001');
    await visit(page, '/myrecognition', 'My Recognition');
    await page.getByRole('tab', { name: 'Recognition Sent' }).click();
    await page
      .getByRole('region', { name: 'Recognition sent' })
      .getByText('Thanks for the launch plan')
      .waitFor();
    await snap(page, 'my-recognition-sent-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.csv');
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      '"Type","Date","To or From","Member No","Points","Value","Message"',
    );
    expect(text).toContain('"Thanks for the launch plan"');
    await context.close();
  });

  // Who is offered All Divisions, and what each choice asks for, is
  // ManagementReportScreen.component.test.tsx; the screens' layout and axe are the every-route walk's.
  it('the management report with All Divisions downloads report.csv with both sides’ divisions', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, '100003');
    await admin.page.goto('/reportmanagement');
    await admin.page.getByRole('heading', { level: 1, name: 'Management Report' }).waitFor();
    await admin.page.getByText('All Divisions').click();
    await admin.page.getByRole('region', { name: 'Management Report' }).waitFor();
    await snap(admin.page, 'management-report-all-desktop');
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      admin.page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      '"Type","Date","From","From Member No","From Division","To","To Member No","To Division","Points","Value","Message"',
    );
    await admin.context.close();
  });

  it('works on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, '100002');
    await visit(page, '/recognise', 'Simply Say', 'simply-say-phone');
    await visit(page, '/rewardpayitforward', 'Pay It Forward', 'pay-it-forward-phone');
    await visit(page, '/adhocrecognition', 'Ad hoc recognition', 'adhoc-phone');
    await openSelectMembers(page);
    await addMember(page, '100001', HANNAH);
    // The modal's rules and messages are component tests (RewardScreen.component.test.tsx).
    await expectAccessible(page, 'Select Members modal');
    await snap(page, 'select-members-phone');
    await page.getByRole('button', { name: 'Done' }).click();
    await visit(page, '/myrecognition', 'My Recognition', 'my-recognition-phone');
    await visit(page, '/reportmanagement', 'Management Report', 'management-report-phone');
    await visit(page, '/statement', 'Points Statement', 'statement-phone');
    await context.close();
  });
});
