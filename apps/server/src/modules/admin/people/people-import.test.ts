import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import { multipart } from '../../../images/test-images.js';
import { auditLedger, memberBalances } from '../../../ledger/index.js';
import { exportHrCsv } from './hr-export.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();

async function upload(csv: string, token = t.admin, name = 'hr.csv') {
  const { payload, contentType } = await multipart('file', Buffer.from(csv), name, 'text/csv');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/peopleimportstart',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

async function waitFor(jobId: string, until: (s: string) => boolean) {
  for (let i = 0; i < 300; i++) {
    const res = await t.post('/api/admin/peopleimportstatus', { jobId }, t.admin);
    expect(res.status).toBe(200);
    if (until(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('import did not finish');
}

/** The demo members as an HR file, as rows of cells, to change before upload. */
async function hrRows(): Promise<string[][]> {
  const parsed = Papa.parse<string[]>(await exportHrCsv(t.database.db), { skipEmptyLines: true });
  return parsed.data;
}
const csvOf = (rows: string[][]) => Papa.unparse(rows);
const member = (n: string) =>
  t.database.db.selectFrom('members').selectAll().where('memberNumber', '=', n).executeTakeFirstOrThrow();

describe('HR import', () => {
  it('re-importing the programme as it is changes nothing', async () => {
    const job = await upload(csvOf(await hrRows()));
    expect(job.status).toBe(200);
    const done = await waitFor(job.body.jobId, (s) => s !== 'validating');
    expect(done.status).toBe('previewed');
    expect(done.preview.counts).toEqual({ new: 0, changed: 0, leaving: 0, errors: 0 });
  });

  it('previews new, changed, leaving and bad rows with row numbers, applies nothing until confirmed, then applies once', async () => {
    const [header, ...rows] = await hrRows();
    const col = (name: string) => header!.indexOf(name);
    const byNumber = (n: string) => rows.find((r) => r[col('member_number')] === n)!;
    // 100001 changes division; a member with points and nobody to manage leaves; two bad rows;
    // one new member managed by 100002.
    const leaving = await t.database.db
      .selectFrom('members as m')
      .innerJoin('ledgerAccounts as a', (j) => j.onRef('a.memberId', '=', 'm.id').on('a.kind', '=', 'redeem'))
      .select(['m.memberNumber', 'm.id'])
      .where('a.balance', '>', 0)
      .where('m.memberNumber', '>', '100100')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('members as r').select('r.id').whereRef('r.managerId', '=', 'm.id'))),
      )
      .orderBy('m.memberNumber')
      .executeTakeFirstOrThrow();
    byNumber('100001')[col('division')] = 'FIN-GB';
    byNumber('100001')[col('cluster')] = 'GB';
    byNumber(leaving.memberNumber)[col('status')] = 'leaver';
    const bad1 = [...byNumber('100101')];
    bad1[col('member_number')] = '900001';
    bad1[col('email')] = 'not-an-email';
    const bad2 = [...byNumber('100101')];
    bad2[col('member_number')] = '900002';
    bad2[col('division')] = 'NOPE';
    bad2[col('cluster')] = '';
    const fresh = [...byNumber('100101')];
    fresh[col('member_number')] = '900003';
    fresh[col('first_name')] = 'Nadia';
    fresh[col('surname')] = 'Newcomer';
    fresh[col('email')] = 'nadia.newcomer@example.com';
    fresh[col('manager_number')] = '100002';
    const all = [header!, ...rows, bad1, bad2, fresh];
    const badRow1 = all.length - 2; // spreadsheet row of bad1 (header is row 1)
    const hannahBefore = await memberBalances(t.database.db, (await member(leaving.memberNumber)).id);

    const job = await upload(csvOf(all));
    const preview = (await waitFor(job.body.jobId, (s) => s !== 'validating')).preview;
    expect(preview.counts).toEqual({ new: 1, changed: 1, leaving: 1, errors: 2 });
    expect(preview.changed[0]).toMatchObject({
      memberNumber: '100001',
      changes: [expect.stringMatching(/^division: .+ → FIN-GB$/)],
    });
    expect(preview.leaving[0]).toMatchObject({ memberNumber: leaving.memberNumber });
    expect(preview.newMembers[0]).toMatchObject({ memberNumber: '900003', name: 'Nadia Newcomer' });
    expect(preview.errors).toEqual([
      { row: badRow1, memberNumber: '900001', field: 'email', message: 'Not an e-mail address' },
      {
        row: badRow1 + 1,
        memberNumber: '900002',
        field: 'division',
        message: expect.stringMatching(/^Unknown division NOPE/),
      },
    ]);
    expect((await member('100001')).divisionCode).not.toBe('FIN-GB');
    // A file with errors cannot be applied.
    const refused = await t.post('/api/admin/peopleimportapply', { jobId: job.body.jobId }, t.admin);
    expect(refused.status).toBe(400);

    // Fixed file: apply.
    await t.post('/api/admin/settingsupdate', { leaverPoints: 'return' }, t.admin);
    const hannahSession = await sessionFor(t.database, leaving.memberNumber);
    const fixed = await upload(csvOf([header!, ...rows, fresh]), t.admin, 'fixed.csv');
    const fixedPreview = await waitFor(fixed.body.jobId, (s) => s !== 'validating');
    expect(fixedPreview.preview.counts).toEqual({ new: 1, changed: 1, leaving: 1, errors: 0 });
    expect((await member('100001')).divisionCode).not.toBe('FIN-GB');
    const applying = await t.post('/api/admin/peopleimportapply', { jobId: fixed.body.jobId }, t.admin);
    expect(applying.status).toBe(200);
    const again = await t.post('/api/admin/peopleimportapply', { jobId: fixed.body.jobId }, t.admin);
    expect(again.status).toBe(409);
    const applied = await waitFor(fixed.body.jobId, (s) => s === 'applied' || s === 'failed');
    expect(applied.status).toBe('applied');

    expect((await member('100001')).divisionCode).toBe('FIN-GB');
    const newcomer = await member('900003');
    expect(newcomer).toMatchObject({ firstname: 'Nadia', employmentStatus: 'active', registeredAt: null });
    expect(newcomer.managerId).toBe((await member('100002')).id);
    const leaver = await member(leaving.memberNumber);
    expect(leaver.employmentStatus).toBe('leaver');
    expect((await t.post('/api/member/getmemberdata', {}, hannahSession)).status).toBe(401);
    expect(hannahBefore.redeem).toBeGreaterThan(0);
    expect((await memberBalances(t.database.db, leaver.id)).redeem).toBe(0);
    expect((await auditLedger(t.database.db)).ok).toBe(true);

    const log = await t.post('/api/admin/auditlog', { action: 'people.import' }, t.admin);
    expect(log.body.entries[0]).toMatchObject({
      actorMemberNumber: '100008',
      target: expect.stringMatching(/^HR file fixed\.csv/),
      after: {
        new: 1,
        changed: 1,
        leaving: 1,
        pointsReturned: hannahBefore.redeem,
        newMembers: ['900003'],
        leavers: [leaving.memberNumber],
      },
    });
  });

  it('sets the language of new and unregistered members; a registered member keeps their own', async () => {
    const [header, ...rows] = await hrRows();
    const col = (name: string) => header!.indexOf(name);
    const set = (n: string, language: string) => {
      const row = rows.find((r) => r[col('member_number')] === n)!;
      row[col('language')] = language;
    };
    set('100007', 'fr-FR'); // not registered yet: the file's language, as the portal spells it
    set('100001', 'ar'); // registered: chooses in the profile
    const fresh = [...rows.find((r) => r[col('member_number')] === '100007')!];
    fresh[col('member_number')] = '900010';
    fresh[col('email')] = 'thandi.zulu@example.test';
    fresh[col('manager_number')] = '';
    fresh[col('language')] = 'zu';
    const bad = [...fresh];
    bad[col('member_number')] = '900011';
    bad[col('email')] = '';
    bad[col('language')] = 'tlh';
    const job = await upload(csvOf([header!, ...rows, fresh, bad]));
    const preview = (await waitFor(job.body.jobId, (s) => s !== 'validating')).preview;
    expect(preview.errors).toEqual([expect.objectContaining({ memberNumber: '900011', field: 'language' })]);
    const fixed = await upload(csvOf([header!, ...rows, fresh]), t.admin, 'languages.csv');
    const fixedPreview = (await waitFor(fixed.body.jobId, (s) => s !== 'validating')).preview;
    expect(fixedPreview.counts).toMatchObject({ new: 1, changed: 1, errors: 0 });
    expect(fixedPreview.changed).toEqual([
      expect.objectContaining({ memberNumber: '100007', changes: ['language: — → fr'] }),
    ]);
    expect((await t.post('/api/admin/peopleimportapply', { jobId: fixed.body.jobId }, t.admin)).status).toBe(
      200,
    );
    expect((await waitFor(fixed.body.jobId, (s) => s === 'applied' || s === 'failed')).status).toBe(
      'applied',
    );
    expect((await member('100007')).language).toBe('fr');
    expect((await member('900010')).language).toBe('zu');
    expect((await member('100001')).language).toBe('');
  });

  it('refuses a file without the required columns as a whole, and an upload that is not a file', async () => {
    const job = await upload('name,number\nA,1\n');
    const failed = await waitFor(job.body.jobId, (s) => s !== 'validating');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(
      /^The file has no memberNumber, firstName, surname, division, status column/,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/peopleimportstart',
      payload: {},
      headers: { authorization: `Bearer ${t.admin}` },
    });
    // A JSON body where the call takes a file: the wrong media type.
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart/);
  });

  it('is for programme admins only', async () => {
    const manager = await sessionFor(t.database, '100003');
    expect((await upload('x', manager)).status).toBe(403);
  });
});
