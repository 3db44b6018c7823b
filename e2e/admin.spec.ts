import Database from 'better-sqlite3';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFile } from './support/stack.js';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launch, newPage } from './support/browser.js';
import { expectAccessible } from './support/a11y.js';
import { snap } from './support/screens.js';
import { signIn } from './support/recognition.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const HEADER = [
  'member_number',
  'first_name',
  'surname',
  'email',
  'mobile',
  'division',
  'cluster',
  'manager_number',
  'hire_date',
  'birth_day',
  'birth_month',
  'status',
  'job_title',
];
type MemberRow = {
  n: string;
  first: string;
  surname: string;
  email: string;
  cell: string;
  division: string;
  cluster: string;
  manager: string | null;
  hire: string | null;
  dd: string;
  mm: string;
  status: string;
  job: string;
  managesOthers: number;
  isManager: number;
};

/** Reads the e2e server's database read-only, as an operator's export would. */
function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function demoMembers(): MemberRow[] {
  return query<MemberRow>(`
    SELECT m.member_number n, m.legal_firstname first, m.surname, m.email, m.cell_num cell, m.division_code division, d.cluster_code cluster,
           b.member_number manager, m.hire_date hire, m.dob_dd dd, m.dob_mm mm, m.employment_status status, m.job_title job,
           EXISTS (SELECT 1 FROM members r WHERE r.manager_id = m.id) managesOthers, m.is_manager isManager
    FROM members m JOIN divisions d ON d.code = m.division_code LEFT JOIN members b ON b.id = m.manager_id
    WHERE m.employment_status = 'active'
    ORDER BY m.member_number`);
}

const toCells = (m: MemberRow) => [
  m.n,
  m.first,
  m.surname,
  m.email,
  m.cell,
  m.division,
  m.cluster,
  m.manager ?? '',
  m.hire ?? '',
  m.dd,
  m.mm,
  m.status,
  m.job,
];
const memberByNumber = (n: string) =>
  query<{ division: string; status: string }>(
    'SELECT division_code division, employment_status status FROM members WHERE member_number = ?',
    n,
  )[0];

async function uploadCsv(page: Page, name: string, csv: string) {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file' }).click();
}

// Each admin screen's axe and layout as it first opens, at 375 and 1280 px, are the every-route
// walk's; axe here is for the states only reached by using the screens (the import's errors).
describe('programme administration', () => {
  it('100008 imports an HR file (errors first, nothing applied until confirmed), funds a budget, and the audit log shows both', async () => {
    // 497 demo members (generated ones: the fixed accounts belong to the other browser tests),
    // one of them changing division and one leaving, one new member and two bad rows: 500 rows.
    const members = demoMembers().filter((m) => Number(m.n) >= 100_101);
    // Leaver and mover from a range no other browser test signs in as or nominates from.
    const spare = members.filter((m) => Number(m.n) >= 100_500 && m.manager !== '100002');
    const leaver = spare.find((m) => !m.managesOthers && !m.isManager)!;
    const mover = spare.find((m) => m !== leaver && m.division !== 'FIN-GB' && m.cluster === 'GB')!;
    const chosen = [leaver, mover, ...members.filter((m) => m !== leaver && m !== mover).slice(0, 495)];
    const rows = chosen.map(toCells);
    rows[0]![11] = 'leaver';
    rows[1]![5] = 'FIN-GB';
    rows.push([
      '990001',
      'Zara',
      'Newhall',
      'zara.newhall@example.com',
      '+44 7700 900999',
      'DIG-GB',
      'GB',
      mover.n,
      '2026-11-01',
      '3',
      '4',
      'active',
      'Analyst',
    ]);
    const bad = [
      ['990002', 'Bad', 'Email', 'not-an-email', '', 'DIG-GB', 'GB', '', '', '', '', 'active', ''],
      [
        '990003',
        'Bad',
        'Division',
        'bad.division@example.com',
        '',
        'NOWHERE',
        '',
        '',
        '',
        '',
        '',
        'active',
        '',
      ],
    ];
    // The bad rows sit at spreadsheet rows 101 and 301 (the header is row 1).
    const withErrors = [...rows.slice(0, 99), bad[0]!, ...rows.slice(99, 298), bad[1]!, ...rows.slice(298)];
    expect(withErrors).toHaveLength(500);

    const { context, page } = await newPage(browser);
    await signIn(page, '100008');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programme administration' }).waitFor();
    await snap(page, 'admin-overview-desktop');

    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Import people' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Import people' }).waitFor();
    await uploadCsv(page, 'hr-with-errors.csv', Papa.unparse([HEADER, ...withErrors]));
    await page.getByText('The file has errors').waitFor();
    const summary = page.getByLabel('Summary');
    await expect
      .poll(() => summary.innerText())
      .toMatch(/500 rows[\s\S]*1 new[\s\S]*1 changed[\s\S]*1 leaving[\s\S]*2 with errors/i);
    const errors = page.getByRole('table', { name: 'Rows with errors' });
    await expect
      .poll(() => errors.getByRole('row').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Row/),
        expect.stringMatching(/^101\s+990002\s+email\s+Not an e-mail address$/),
        expect.stringMatching(/^301\s+990003\s+division\s+Unknown division NOWHERE/),
      ]);
    expect(await page.getByRole('button', { name: 'Confirm and apply' }).count()).toBe(0);
    await expectAccessible(page, 'import preview with errors');
    await snap(page, 'admin-import-errors-desktop');
    expect(memberByNumber(mover.n)!.division).toBe(mover.division);
    expect(memberByNumber(leaver.n)!.status).toBe('active');
    expect(query('SELECT 1 FROM members WHERE member_number = ?', '990001')).toHaveLength(0);

    // The fixed file: previewed, still nothing applied, then confirmed.
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await uploadCsv(page, 'hr-fixed.csv', Papa.unparse([HEADER, ...rows]));
    await page.getByText('Nothing has changed yet').waitFor();
    await page.getByRole('tab', { name: 'Changed (1)' }).click();
    await page
      .getByRole('table', { name: 'Changed members' })
      .getByText(`division: ${mover.division} → FIN-GB`)
      .waitFor();
    expect(memberByNumber(mover.n)!.division).toBe(mover.division);
    await page.getByRole('button', { name: 'Confirm and apply' }).click();
    await page.getByText('Import applied').waitFor();
    await snap(page, 'admin-import-applied-desktop');
    expect(memberByNumber(mover.n)!.division).toBe('FIN-GB');
    expect(memberByNumber(leaver.n)!.status).toBe('leaver');
    expect(memberByNumber('990001')!.division).toBe('DIG-GB');

    // Fund a manager's budget.
    const manager = members.find((m) => m.isManager && m !== leaver && m !== mover)!;
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Budgets' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    await page.getByLabel(/Manager’s member number/).fill(manager.n);
    await page.getByRole('textbox', { name: 'Points' }).fill('1234');
    await page.getByLabel('Note on the statement').fill('E2E top-up');
    await page.getByRole('button', { name: 'Fund budget' }).click();
    await page.getByText('Budget funded').waitFor();

    // The audit log shows both, newest first.
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.getByText('budget.fund').waitFor();
    const lines = await log.getByRole('row').allInnerTexts();
    expect(lines[1]).toMatch(new RegExp(`100008 Megan Price\\s+budget\\.fund\\s+member ${manager.n} `));
    expect(lines[2]).toMatch(
      /100008 Megan Price\s+people\.import\s+HR file hr-fixed\.csv \(498 rows\)\s+unchanged: 495; new: 1; changed: 1; leaving: 1/,
    );
    await snap(page, 'admin-audit-log-desktop');
    await context.close();
  });

  it('works on a phone, and is refused to members who are not programme admins', async () => {
    const phone = await newPage(browser, PHONE);
    await signIn(phone.page, '100008');
    await phone.page.goto('/admin/people/import');
    await phone.page.getByRole('heading', { level: 1, name: 'Import people' }).waitFor();
    // One menu button on a phone: the site's, which holds the admin links too.
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Members' })
      .click();
    await phone.page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await snap(phone.page, 'admin-members-phone');
    await phone.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, '100003');
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count(),
    ).toBe(0);
    await page.goto('/admin');
    await page.getByText('Only authoirised personel may access this module.').waitFor();
    await context.close();
  });
});
