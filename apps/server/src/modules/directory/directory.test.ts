import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { newMember, type TestMember } from '../../../test/support/recognition.js';

let t: TestApp;
let hannah: string;
let leaver: TestMember;
let odd: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  hannah = await sessionFor(t.database, '100001');
  leaver = await newMember(t, {
    overrides: { employmentStatus: 'leaver', firstname: 'Lena', surname: 'Zzleaver' },
  });
  odd = await newMember(t, { overrides: { firstname: 'Ana', surname: 'Zz_100%', divisionCode: 'FIN-GB' } });
});
afterAll(async () => {
  expect((await auditLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

type Row = {
  memberId: string;
  memberNumber: string;
  firstname: string;
  surname: string;
  division: string;
  divisionCode: string;
  isManager: boolean;
};
const search = async (body: object, token = hannah): Promise<Row[]> => {
  const res = await t.post('/api/site/getmemberlist', body, token);
  expect(res.status).toBe(200);
  return res.body.memberList;
};

describe('getmemberlist', () => {
  it('finds by surname, first name or both, whatever the case', async () => {
    const james = (await search({ search: 'whitf' })).map((r) => r.memberNumber);
    expect(james).toContain('100002');
    expect((await search({ search: 'JAMES WHIT' })).map((r) => r.memberNumber)).toContain('100002');
    expect((await search({ search: 'whitfield james' })).map((r) => r.memberNumber)).toContain('100002');
    const rows = await search({ search: 'priya' });
    expect(rows.find((r) => r.memberNumber === '100003')).toMatchObject({
      firstname: 'Priya',
      surname: 'Raman',
      division: 'Marketing',
      divisionCode: 'MKT-GB',
      isManager: true,
    });
  });
  it('finds by member number prefix', async () => {
    expect((await search({ search: '100002' })).map((r) => r.memberNumber)).toEqual(['100002']);
    const many = await search({ search: '10010' });
    expect(many.length).toBeGreaterThan(1);
    for (const r of many) expect(r.memberNumber.startsWith('10010')).toBe(true);
  });
  it('leaves the caller out unless includeSelf', async () => {
    expect((await search({ search: 'Okafor' })).map((r) => r.memberNumber)).not.toContain('100001');
    expect((await search({ search: 'Okafor', includeSelf: true })).map((r) => r.memberNumber)).toContain(
      '100001',
    );
  });
  it('filters by division', async () => {
    const rows = await search({ divisionCode: 'MKT-GB' });
    expect(rows.length).toBe(50);
    for (const r of rows) expect(r.divisionCode).toBe('MKT-GB');
    expect(await search({ divisionCode: 'FIN-GB', search: 'Okafor', includeSelf: true })).toEqual([]);
  });
  it('orders by surname, then first name', async () => {
    for (const [firstname, surname] of [
      ['Bo', 'Qqorderb'],
      ['Al', 'Qqordera'],
      ['Cy', 'Qqorderb'],
    ]) {
      await newMember(t, { overrides: { firstname, surname } });
    }
    expect((await search({ search: 'qqorder' })).map((r) => r.firstname)).toEqual(['Al', 'Bo', 'Cy']);
  });
  it('shows active members only and caps the list', async () => {
    expect(await search({ search: 'Zzleaver' })).toEqual([]);
    expect((await search({})).length).toBe(50);
  });
  it('treats % and _ as letters, not wildcards', async () => {
    expect((await search({ search: 'zz_100%' })).map((r) => r.memberId)).toEqual([odd.memberId]);
    expect(await search({ search: '%' })).toEqual([]);
    expect(await search({ search: '_' })).toEqual([]);
  });
  it('marks unregistered members with the 0. prefix', async () => {
    const rows = await search({ search: 'Doyle' });
    expect(rows.find((r) => r.memberNumber === '100007')?.memberId).toMatch(/^0\.\d+$/);
  });
  it('refuses a search longer than 20 characters with a field error', async () => {
    const res = await t.post('/api/site/getmemberlist', { search: 'x'.repeat(21) }, hannah);
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('search');
  });
});

describe('getmemberget', () => {
  it('returns one member in either id form', async () => {
    const [row] = await search({ search: '100002' });
    const res = await t.post('/api/site/getmemberget', { memberId: row!.memberId }, hannah);
    expect(res.body).toEqual({
      companyName: 'Lumière Beauty',
      firstName: 'James',
      surname: 'Whitfield',
      memberId: row!.memberId,
      memberNumber: '100002',
    });
    const again = await t.post('/api/site/getmemberget', { memberId: `0.${row!.memberId}` }, hannah);
    expect(again.body.memberId).toBe(row!.memberId);
  });
  it('answers 404 for unknown members and leavers', async () => {
    for (const memberId of ['99999999', leaver.memberId, 'abc']) {
      const res = await t.post('/api/site/getmemberget', { memberId }, hannah);
      expect(res.status, memberId).toBe(404);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('getdivisionlist', () => {
  it('lists the countries and their divisions', async () => {
    const res = await t.post('/api/site/getdivisionlist', {}, hannah);
    expect(res.body.countryList).toContainEqual({ countryCode: 'GB', country: 'United Kingdom' });
    expect(res.body.countryList).toHaveLength(5);
    expect(res.body.divisionList).toContainEqual({
      divisionCode: 'MKT-GB',
      countryCode: 'GB',
      division: 'Marketing',
    });
    expect(res.body.divisionList.map((d: { division: string }) => d.division)).toContain('Sales-Field');
  });
});
