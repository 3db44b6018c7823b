import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { currentMonth, newMember, valid, type TestMember } from '../../../test/support/recognition.js';

let t: TestApp;
let hannah: string;
let james: string;
let priya: string;
let mkt: TestMember;
let fin: TestMember;
let hr: TestMember;
let hr2: TestMember;
let month: string;
beforeAll(async () => {
  t = await createTestApp();
  hannah = await sessionFor(t.database, '100001');
  james = await sessionFor(t.database, '100002');
  priya = await sessionFor(t.database, '100003');
  mkt = await newMember(t, {
    overrides: { divisionCode: 'MKT-GB', firstname: 'Mia', surname: 'Marketer' },
    pif: 500,
  });
  fin = await newMember(t, {
    overrides: { divisionCode: 'FIN-GB', firstname: 'Fin', surname: 'Ance' },
    pif: 500,
  });
  hr = await newMember(t, {
    overrides: { divisionCode: 'HR-GB', firstname: 'Harry', surname: 'Resources' },
    pif: 500,
  });
  hr2 = await newMember(t, {
    overrides: { divisionCode: 'HR-GB', firstname: 'Hetty', surname: 'Resources' },
  });
  month = currentMonth(t);
  const send = (from: TestMember, body: object) => t.post('/api/reward/doreward', body, from.token);
  await send(mkt, { ...valid.thankyou, recipients: [fin.memberId], message: 'mkt to fin' });
  await send(mkt, { ...valid.payitforward, recipients: [fin.memberId], message: 'mkt pays fin' });
  await send(fin, { ...valid.thankyou, recipients: [mkt.memberId], message: 'fin to mkt' });
  await send(hr, { ...valid.payitforward, recipients: [hr2.memberId], message: 'hr to hr' });
});
afterAll(async () => {
  const audit = await auditLedger(t.database.db);
  expect(audit.problems).toEqual([]);
  await t.close();
});

describe('myrecognitions', () => {
  it('lists what the member sent and received in the month, newest first, with counts', async () => {
    const res = await t.post('/api/report/myrecognitions', { selMonth: month, doCount: true }, mkt.token);
    expect(res.status).toBe(200);
    expect(res.body.report).toEqual([
      {
        type: 'THX',
        date: expect.any(String),
        value: 'Integrity',
        message: 'fin to mkt',
        points: 0,
        memberName: 'Fin Ance',
        memberNumber: fin.memberNumber,
        picId: '',
        isFrom: false,
      },
      expect.objectContaining({
        type: 'PIF',
        message: 'mkt pays fin',
        points: 50,
        memberName: 'Fin Ance',
        isFrom: true,
      }),
      expect.objectContaining({ type: 'THX', message: 'mkt to fin', points: 0, isFrom: true }),
    ]);
    expect(res.body).toMatchObject({ msgCountFrom: 1, rewardCountFrom: 1, msgCountTo: 1, rewardCountTo: 0 });
  });
  it('gives no counts without doCount, and nothing for another month', async () => {
    const res = await t.post('/api/report/myrecognitions', { selMonth: month, doCount: false }, fin.token);
    expect(res.body.report).toHaveLength(3);
    expect(res.body).toMatchObject({ msgCountFrom: 0, rewardCountFrom: 0, msgCountTo: 0, rewardCountTo: 0 });
    const old = await t.post('/api/report/myrecognitions', { selMonth: '2001-01', doCount: true }, fin.token);
    expect(old.body).toEqual({
      report: [],
      msgCountFrom: 0,
      rewardCountFrom: 0,
      msgCountTo: 0,
      rewardCountTo: 0,
      nextCursor: null,
      timeZone: 'Europe/London',
    });
  });
  it('refuses a malformed month', async () => {
    const res = await t.post('/api/report/myrecognitions', { selMonth: '2026-13' }, hannah);
    expect(res.status).toBe(400);
    expect(res.body.formErrors.selMonth).toBe('Choose a month');
  });
});

describe('statements', () => {
  it('redeem, Pay It Forward and management statements, newest first, debits negative', async () => {
    const st = await t.post('/api/report/statement', {}, fin.token);
    expect(st.body.report[0]).toMatchObject({
      pointsValue: 50,
      transDescription: 'Pay It Forward: Well Done (Mia Marketer to Fin Ance)',
    });
    const pif = await t.post('/api/report/payitforwardstatement', {}, mkt.token);
    expect(pif.body.report.map((r: { pointsValue: number }) => r.pointsValue)).toEqual([-50, 500]);
    for (const r of pif.body.report)
      expect(Object.keys(r).sort()).toEqual(['pointsValue', 'transDate', 'transDescription']);
    const mng = await t.post('/api/report/managementstatement', {}, james);
    expect(mng.body.report.at(0)).toMatchObject({
      pointsValue: 10000,
      transDescription: 'Recognition budget',
    });
  });
  it('the management statement is for managers only', async () => {
    const res = await t.post('/api/report/managementstatement', {}, hannah);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a manager may access this module.');
  });
});

describe('reportmanagement', () => {
  const rowsFor = async (token: string, isAll: boolean) => {
    const res = await t.post('/api/report/reportmanagement', { selMonth: month, isAll }, token);
    expect(res.status).toBe(200);
    return res.body.report as Array<Record<string, unknown>>;
  };
  it('shows a manager the recognitions sent or received in their division', async () => {
    const rows = await rowsFor(james, false);
    const messages = rows.map((r) => r.message);
    expect(messages).toEqual(expect.arrayContaining(['mkt to fin', 'mkt pays fin', 'fin to mkt']));
    expect(messages).not.toContain('hr to hr');
    for (const r of rows) expect([r.fromDivision, r.toDivision]).toContain('Marketing');
    expect(rows.find((r) => r.message === 'mkt pays fin')).toEqual({
      type: 'PIF',
      date: expect.any(String),
      from: 'Mia Marketer',
      fromMemberNo: mkt.memberNumber,
      fromDivision: 'Marketing',
      to: 'Fin Ance',
      toMemberNo: fin.memberNumber,
      toDivision: 'Finance',
      points: 50,
      value: 'Well Done',
      message: 'mkt pays fin',
    });
  });
  it('isAll is ignored for managers without admin reports', async () => {
    expect((await rowsFor(james, true)).map((r) => r.message)).not.toContain('hr to hr');
  });
  it('isAll shows admin-report users every division', async () => {
    expect((await rowsFor(priya, false)).map((r) => r.message)).not.toContain('hr to hr');
    expect((await rowsFor(priya, true)).map((r) => r.message)).toEqual(
      expect.arrayContaining(['hr to hr', 'mkt to fin']),
    );
  });
  it('is for managers only', async () => {
    const res = await t.post('/api/report/reportmanagement', { selMonth: month }, hannah);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a manager may access this module.');
  });
});

describe('managerbalances', () => {
  it('lists every manager with their recognise balance', async () => {
    const res = await t.post('/api/report/managerbalances', {}, priya);
    expect(res.status).toBe(200);
    const managers = await t.database.db
      .selectFrom('members')
      .select('memberNumber')
      .where('isManager', '=', 1)
      .execute();
    expect(res.body.report).toHaveLength(managers.length);
    expect(res.body.report.find((r: { memberNumber: string }) => r.memberNumber === '100002')).toEqual({
      memberNumber: '100002',
      companyName: 'Lumière Beauty',
      firstName: 'James',
      surname: 'Whitfield',
      dateCreated: expect.any(String),
      memberStatus: 'Active',
      points: 10000,
    });
  });
  it('is for admin-report users only', async () => {
    const res = await t.post('/api/report/managerbalances', {}, james);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only authoirised personel may access this module.');
  });
});
