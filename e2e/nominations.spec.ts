import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { addMember, openSelectMembers, signIn, toRedeem } from './support/recognition.js';
import { freshColleagueOf100001 } from './support/nominations.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const REASON = 'Ran the spring launch war room every morning and kept three teams pulling the same way.';

async function visit(page: Page, path: string, heading: string, shot?: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(page, path);
  if (shot) await snap(page, shot);
}

/** The list row of a nomination, found by the nominee's name. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Collaboration' });

/** Chooses a star rating the way a pointer does: on the star's label (the radio itself is hidden). */
async function pickStars(scope: Locator, stars: number) {
  const id = await scope
    .getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` })
    .getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
}

/** How wide the screen's own content is (the shared header is not this feature's). */
const mainWidth = (page: Page) =>
  page.evaluate(() => document.querySelector('main')?.scrollWidth ?? Infinity);

describe('nominations', () => {
  it('100001 nominates, 100002 reviews with 5 stars, 100004 rates, 100005 marks a winner, 100003 reports it', async () => {
    const nominee = freshColleagueOf100001();

    // The nominee's balance before, to see the award arrive.
    const seen = await newPage(browser);
    await signIn(seen.page, nominee.memberNumber);
    const before = await toRedeem(seen.page);

    // 100001 nominates the colleague.
    const hannah = await newPage(browser);
    await signIn(hannah.page, '100001');
    await visit(hannah.page, '/nominate', 'Nominate', 'nominate-desktop');
    await hannah.page.getByRole('button', { name: 'Submit nomination' }).click();
    await hannah.page.getByText('Please select at least one recipient.').first().waitFor();
    const dialog = await openSelectMembers(hannah.page);
    await addMember(hannah.page, nominee.memberNumber, nominee.name);
    await dialog.getByRole('button', { name: `Remove ${nominee.name}` }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await hannah.page.getByRole('radio', { name: /^Collaboration/ }).click();
    await hannah.page.getByLabel('Reason').fill(REASON);
    await hannah.page.getByText(`${750 - REASON.length} characters remaining`).waitFor();
    await snap(hannah.page, 'nominate-filled-desktop');
    await hannah.page.getByRole('button', { name: 'Submit nomination' }).click();
    await hannah.page.getByText('Successfully submitted nomination').waitFor();
    // The form and the recipients reset.
    await hannah.page.getByText('Nobody chosen yet', { exact: false }).waitFor();
    expect(await hannah.page.getByLabel('Reason').inputValue()).toBe('');
    await hannah.context.close();

    // 100002, the nominee's manager, reviews with 5 stars and puts it forward for the quarter.
    const james = await newPage(browser);
    await signIn(james.page, '100002');
    await visit(
      james.page,
      '/nominationmanagement',
      'Management Nominations Review',
      'nominations-manager-desktop',
    );
    await rowOf(james.page, nominee.name)
      .getByRole('button', { name: /^Review/ })
      .click();
    const modal = james.page.getByRole('dialog', { name: `Nomination of ${nominee.name}` });
    await modal.getByText(REASON).waitFor();
    await pickStars(modal, 3);
    await modal.getByText('This rating awards 50 Beauty Bucks.').waitFor();
    // The quarterly option exists only above 3 stars.
    expect(await modal.getByLabel('Include in the quarterly award').count()).toBe(0);
    await pickStars(modal, 5);
    await modal.getByText('This rating awards 150 Beauty Bucks.').waitFor();
    await modal.getByLabel('Include in the quarterly award').check();
    await modal.getByLabel('Quarterly motivation').fill('The launch would not have happened without her.');
    await expectAccessible(james.page, 'review modal');
    await snap(james.page, 'nominations-review-modal-desktop');
    await modal.getByRole('button', { name: 'Submit Review' }).click();
    const result = james.page.getByRole('alert').filter({ hasText: 'Submit Review' });
    await result.getByText(`${nominee.name} receives 150 Beauty Bucks.`, { exact: false }).waitFor();
    await modal.waitFor({ state: 'hidden' });
    // The list reloaded: the row is reviewed now.
    await rowOf(james.page, nominee.name).getByText('Quarterly candidate').waitFor();
    await james.context.close();

    // The nominee's balance and statement show the award.
    await seen.page.reload();
    await expect.poll(() => toRedeem(seen.page)).toBe(before + 150);
    await seen.page.goto('/statement');
    await seen.page
      .getByText(/Nomination award: Collaboration \(Hannah Okafor to /)
      .first()
      .waitFor();
    await snap(seen.page, 'nominee-statement-desktop');
    await seen.context.close();

    // 100004, cluster committee, rates it under the 'Rate' filter.
    const siobhan = await newPage(browser);
    await signIn(siobhan.page, '100004');
    await visit(siobhan.page, '/nominationmanagement', 'Management Nominations Review');
    await siobhan.page.getByText('Rate', { exact: true }).click();
    await rowOf(siobhan.page, nominee.name).getByRole('button', { name: /^Open/ }).click();
    const ccModal = siobhan.page.getByRole('dialog', { name: `Nomination of ${nominee.name}` });
    await pickStars(ccModal, 4);
    await ccModal.getByRole('button', { name: 'Save rating' }).click();
    await siobhan.page.getByText('Your rating has been saved.').waitFor();
    await siobhan.page.getByText('Rated', { exact: true }).click();
    await rowOf(siobhan.page, nominee.name).getByText('yours done', { exact: false }).waitFor();
    await snap(siobhan.page, 'nominations-committee-desktop');
    await siobhan.context.close();

    // 100005, cluster admin, marks it a winner.
    const oliver = await newPage(browser);
    await signIn(oliver.page, '100005');
    await visit(oliver.page, '/nominationmanagement', 'Management Nominations Review');
    await oliver.page.getByText('Quarters of your cluster').waitFor();
    await rowOf(oliver.page, nominee.name).getByRole('button', { name: /^Open/ }).click();
    const caModal = oliver.page.getByRole('dialog', { name: `Nomination of ${nominee.name}` });
    await caModal.getByText('Committee ratings: 1', { exact: false }).waitFor();
    await caModal.getByRole('button', { name: 'Mark as winner' }).click();
    await oliver.page.getByText('The nomination is marked as a quarterly winner.').waitFor();
    await rowOf(oliver.page, nominee.name).getByText('Quarterly winner').waitFor();
    await snap(oliver.page, 'nominations-admin-desktop');
    await oliver.context.close();

    // 100003 finds it on the quarterly award report and downloads the CSV.
    const priya = await newPage(browser);
    await signIn(priya.page, '100003');
    await visit(priya.page, '/reportquarterlyawards', 'Quarterly Award Report');
    await priya.page.getByRole('button', { name: 'Load Report' }).click();
    const row = priya.page.getByRole('row').filter({ hasText: nominee.name });
    await row.getByText('Hannah Okafor').waitFor();
    await row.getByText('James Whitfield').waitFor();
    await expectAccessible(priya.page, 'quarterly award report loaded');
    await snap(priya.page, 'quarterly-award-report-desktop');
    const [download] = await Promise.all([
      priya.page.waitForEvent('download'),
      priya.page.getByRole('button', { name: 'Export to CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('report.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toContain('"Nominee","Nominee Division"');
    expect(csv).toContain(`"${nominee.name}"`);
    expect(csv).toContain('"5/5"');
    expect(csv).toContain('"The launch would not have happened without her."');
    await priya.context.close();
    // Five people sign in and every screen is checked with axe: longer than the default on a busy machine.
  }, 360_000);

  // Select Members' whole-division rules and messages on Nominate are component tests
  // (NominateScreen.component.test.tsx).
  // A member without a nomination role gets the spec's message: a component test
  // (NominationManagementScreen.component.test.tsx); /nominate's phone layout is the every-route walk's.
  it('on a phone the manager’s list is cards, each with its action in reach', async () => {
    const manager = await newPage(browser, PHONE);
    await signIn(manager.page, '100002');
    await visit(
      manager.page,
      '/nominationmanagement',
      'Management Nominations Review',
      'nominations-manager-phone',
    );
    // On a phone the list is cards, each with its action in reach.
    await manager.page
      .getByRole('list', { name: 'Nominations' })
      .getByRole('button', { name: /^Review the nomination of / })
      .first()
      .waitFor();
    expect(await mainWidth(manager.page)).toBeLessThanOrEqual(PHONE.width);
    await manager.context.close();
  }, 120_000);
});
