import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  balances,
  newMember,
  outboxFor,
  recognitionsFrom,
  transfersFrom,
  valid,
  type TestMember,
} from '../../../test/support/recognition.js';

let t: TestApp;
let member: TestMember;
let manager: TestMember;
let peer: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t, { pif: 200 });
  manager = await newMember(t, { overrides: { isManager: 1 }, pif: 200, recognise: 5000 });
  peer = await newMember(t);
});
afterAll(async () => {
  const audit = await auditLedger(t.database.db);
  expect(audit.problems).toEqual([]);
  await t.close();
});

const send = (token: string, body: object) => t.post('/api/reward/doreward', body, token);
const count = async (table: 'recognitions' | 'ledgerTransfers' | 'outboxMessages') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const totals = async () => ({
  recognitions: await count('recognitions'),
  transfers: await count('ledgerTransfers'),
  outbox: await count('outboxMessages'),
});

describe('doreward: who may send what', () => {
  it('points recognition is for admin-report users only', async () => {
    for (const sender of [member, manager]) {
      const res = await send(sender.token, { ...valid.reward, recipients: [peer.memberId] });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Module not implemented');
    }
  });
  it('ad hoc awards are for managers only', async () => {
    const res = await send(member.token, { ...valid.adhoc, recipients: [peer.memberId] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only a manager may access this module.');
  });
  it('needs a session', async () => {
    expect(
      (await t.post('/api/reward/doreward', { ...valid.thankyou, recipients: [peer.memberId] })).status,
    ).toBe(401);
  });
});

describe('doreward: recipients', () => {
  it.each([
    [[], 'Please select at least one recipient.'],
    [['div:MKT-GB'], 'Only individuals can be selected'],
  ])('refuses %j', async (recipients, message) => {
    const res = await send(member.token, { ...valid.thankyou, recipients });
    expect(res.status).toBe(400);
    expect(res.body.formErrors.recipients).toBe(message);
  });
  it('refuses yourself, in either id form', async () => {
    for (const id of [member.memberId, `0.${member.id}`]) {
      const res = await send(member.token, { ...valid.thankyou, recipients: [peer.memberId, id] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'You cannot recognise yourself.',
        formErrors: { recipients: 'You cannot recognise yourself.' },
      });
    }
  });
  it('refuses unknown members and leavers', async () => {
    const leaver = await newMember(t, { overrides: { employmentStatus: 'leaver', surname: 'Gone' } });
    const unknown = await send(member.token, { ...valid.thankyou, recipients: ['99999999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.formErrors.recipients).toBe('A selected member could not be found.');
    const left = await send(member.token, { ...valid.thankyou, recipients: [String(leaver.id)] });
    expect(left.status).toBe(400);
    expect(left.body.formErrors.recipients).toBe('Test Gone is no longer an active member.');
    expect(await recognitionsFrom(t, member.id)).toHaveLength(0);
  });
  it('pays an unregistered member, who keeps the points until they register', async () => {
    const newcomer = await newMember(t, { overrides: { registeredAt: null } });
    expect(newcomer.memberId).toMatch(/^0\./);
    const res = await send(member.token, { ...valid.payitforward, recipients: [newcomer.memberId] });
    expect(res.status).toBe(200);
    expect((await balances(t, newcomer.id)).redeem).toBe(50);
    await send(member.token, { ...valid.payitforward, recipients: [peer.memberId], points: 50 });
  });
});

describe('doreward: fields', () => {
  it.each([
    ['thankyou', { reason: 'Agility' }, 'reason', 'Choose a value from the list'],
    ['thankyou', { reason: '' }, 'reason', 'Required'],
    ['payitforward', { points: 40 }, 'points', 'Choose 30, 50, 75 or 100 points'],
    ['payitforward', { reason: 'Integrity' }, 'reason', 'Choose a value from the list'],
    ['adhoc', { points: 7 }, 'points', 'Choose one of the listed amounts'],
    ['adhoc', { reason: 'Well Done' }, 'reason', 'Choose a value from the list'],
    ['thankyou', { message: 'x'.repeat(351) }, 'message', 'Must be at most 350 characters'],
    [
      'payitforward',
      { sendBy: 'email', message: 'x'.repeat(351) },
      'message',
      'Must be at most 350 characters',
    ],
    ['adhoc', { sendBy: 'sms', message: 'x'.repeat(151) }, 'message', 'Must be at most 150 characters'],
    ['thankyou', { sendBy: 'sms', message: 'x'.repeat(151) }, 'message', 'Must be at most 150 characters'],
    ['thankyou', { sendBy: 'fax' }, 'sendBy', 'Choose email or SMS'],
  ] as const)('%s with %j: %s error', async (what, change, field, message) => {
    const res = await send(manager.token, { ...valid[what], recipients: [peer.memberId], ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.formErrors[field]).toBe(message);
  });
  it('points recognition: 1 to 20000 and e-mail up to 600 characters', async () => {
    const admin = await newMember(t, { overrides: { isManager: 1, isAdminReports: 1 }, recognise: 30000 });
    for (const points of [0, 20001]) {
      const res = await send(admin.token, { ...valid.reward, recipients: [peer.memberId], points });
      expect(res.status).toBe(400);
      expect(res.body.formErrors.points).toBe('Points value must be less than 20000');
    }
    const long = await send(admin.token, {
      ...valid.reward,
      recipients: [peer.memberId],
      message: 'x'.repeat(601),
    });
    expect(long.body.formErrors.message).toBe('Must be at most 600 characters');
    const ok = await send(admin.token, {
      ...valid.reward,
      recipients: [peer.memberId],
      points: 20000,
      message: 'x'.repeat(600),
    });
    expect(ok.status).toBe(200);
  });
});

describe('doreward: budget and repeats', () => {
  it('refuses more than the budget covers and writes nothing', async () => {
    const sender = await newMember(t, { pif: 120 });
    const others = [peer, member, manager];
    const before = await totals();
    const res = await send(sender.token, {
      ...valid.payitforward,
      recipients: others.map((o) => o.memberId),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You have 120 Beauty Bucks to give; this needs 150.');
    expect(res.body.formErrors.points).toBe(res.body.message);
    expect(await totals()).toEqual(before);
    expect(await transfersFrom(t, sender.id)).toHaveLength(0);
    expect((await balances(t, sender.id)).pif).toBe(120);
  });
  it('a repeated requestId pays once and sends one e-card per recipient', async () => {
    const sender = await newMember(t, { pif: 200 });
    const a = await newMember(t);
    const b = await newMember(t);
    const body = { ...valid.payitforward, recipients: [a.memberId, b.memberId], requestId: 'req-123' };
    const results = await Promise.all([
      send(sender.token, body),
      send(sender.token, body),
      send(sender.token, body),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await send(sender.token, body)).status).toBe(200);
    expect((await balances(t, sender.id)).pif).toBe(100);
    expect((await balances(t, a.id)).redeem).toBe(50);
    expect((await balances(t, b.id)).redeem).toBe(50);
    const rows = await recognitionsFrom(t, sender.id);
    expect(rows).toHaveLength(2);
    expect(
      await outboxFor(
        t,
        rows.map((r) => r.id),
      ),
    ).toHaveLength(2);
  });
  it('20 concurrent sends from one budget never overdraw it', async () => {
    const sender = await newMember(t, { pif: 500 });
    const to = await newMember(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(sender.token, {
          ...valid.payitforward,
          points: 100,
          recipients: [to.memberId],
          requestId: `conc-${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect(r.body.message).toMatch(/^You have \d+ Beauty Bucks to give; this needs 100\.$/);
    expect(await balances(t, sender.id)).toMatchObject({ pif: 0 });
    expect((await balances(t, to.id)).redeem).toBe(500);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(5);
  });
});
