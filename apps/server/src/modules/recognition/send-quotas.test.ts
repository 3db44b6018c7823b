import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEND_QUOTAS, type TSendQuota } from '@portal/contract';
import { buildApp } from '../../app.js';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { checkAnswersAgainstDocument } from '../../../test/openapi-answers.js';
import { sessionFor } from '../../../test/personas.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from '../../cli/admin/run.js';
import { QUOTA_MESSAGES } from './send-quotas.js';
import { newMember, recognitionsFrom, valid, type TestMember } from '../../../test/support/recognition.js';

let t: TestApp;
let admin: string;
let crowd: TestMember[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.database, '100008');
  crowd = [];
  for (let i = 0; i < 60; i++) crowd.push(await newMember(t));
});
afterAll(async () => {
  expect((await auditLedger(t.database.db)).problems).toEqual([]);
  await t.close();
});

const send = (token: string, body: object) => t.post('/api/reward/doreward', body, token);
const smsCard = (n: number, from = 0) => ({
  ...valid.thankyou,
  sendBy: 'sms',
  recipients: crowd.slice(from, from + n).map((m) => m.memberId),
});
const smsQueuedBy = async (sender: TestMember) => {
  const ids = (await recognitionsFrom(t, sender.id)).map((r) => String(r.id));
  if (ids.length === 0) return 0;
  const rows = await t.database.db
    .selectFrom('outboxMessages')
    .select('id')
    .where('refType', '=', 'recognition')
    .where('refId', 'in', ids)
    .where('channel', '=', 'sms')
    .execute();
  return rows.length;
};
async function setQuota(tier: 'member' | 'manager' | 'programme', patch: Partial<TSendQuota>) {
  const current = (await t.post('/api/admin/settingsget', {}, admin)).body.settings.sendQuotas;
  const res = await t.post(
    '/api/admin/settingsupdate',
    { sendQuotas: { ...current, [tier]: { ...current[tier], ...patch } } },
    admin,
  );
  expect(res.status).toBe(200);
}
/** Moves a sender's recorded sends back in time, as if the clock had run on. */
async function age(memberId: number, minutes: number) {
  const rows = await t.database.db
    .selectFrom('recognitionSends')
    .select(['id', 'createdAt'])
    .where('memberId', '=', memberId)
    .execute();
  for (const r of rows) {
    const createdAt = new Date(Date.parse(r.createdAt) - minutes * 60_000).toISOString();
    await t.database.db.updateTable('recognitionSends').set({ createdAt }).where('id', '=', r.id).execute();
  }
}
const resetQuotas = () =>
  t.post('/api/admin/settingsupdate', { sendQuotas: DEFAULT_SEND_QUOTAS }, admin).then((r) => {
    expect(r.status).toBe(200);
  });

describe('e-card sending quotas', () => {
  it('the reported attack: 10 × 50-recipient SMS sends at once queue nothing over the quota', async () => {
    const sender = await newMember(t);
    const wide = await Promise.all(Array.from({ length: 10 }, () => send(sender.token, smsCard(50))));
    expect(wide.map((r) => r.status)).toEqual(Array(10).fill(429));
    expect(wide[0]!.body.message).toBe(
      QUOTA_MESSAGES.recipients(DEFAULT_SEND_QUOTAS.member.recipientsPerSend),
    );
    // Within the recipients limit, concurrent sends still stop at the hourly SMS quota (20).
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(sender.token, smsCard(15, (i * 5) % 45))),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(9);
    expect(burst.find((r) => r.status === 429)!.body.message).toBe(QUOTA_MESSAGES.smsPerHour(20));
    expect(await smsQueuedBy(sender)).toBe(15);
    // E-mail is not SMS: the member may still send by e-mail.
    expect((await send(sender.token, { ...smsCard(10), sendBy: 'email' })).status).toBe(200);
  });

  it('counts sends per hour and per day over sliding windows', async () => {
    await setQuota('member', { sendsPerHour: 3, sendsPerDay: 5 });
    try {
      const sender = await newMember(t);
      const one = (i: number) => send(sender.token, { ...valid.thankyou, recipients: [crowd[i]!.memberId] });
      for (let i = 0; i < 3; i++) expect((await one(i)).status).toBe(200);
      const fourth = await one(3);
      expect(fourth).toEqual({ status: 429, body: { message: QUOTA_MESSAGES.sendsPerHour(3) } });
      await age(sender.id, 61);
      expect((await one(4)).status).toBe(200);
      expect((await one(5)).status).toBe(200);
      await age(sender.id, 61);
      expect(await one(6)).toEqual({ status: 429, body: { message: QUOTA_MESSAGES.sendsPerDay(5) } });
      expect(await recognitionsFrom(t, sender.id)).toHaveLength(5);
      // The first three sends are now 24 h 2 min old: they have left the day's window.
      await age(sender.id, 22 * 60);
      expect((await one(7)).status).toBe(200);
    } finally {
      await resetQuotas();
    }
  });

  it('count from running totals that stay right after a clock set back and after old sends are pruned', async () => {
    await setQuota('member', { sendsPerHour: 3, sendsPerDay: 5 });
    try {
      const sender = await newMember(t);
      const one = (i: number) => send(sender.token, { ...valid.thankyou, recipients: [crowd[i]!.memberId] });
      const recorded = () =>
        t.database.db
          .selectFrom('recognitionSends')
          .select(['createdAt', 'totalSends'])
          .where('memberId', '=', sender.id)
          .orderBy('id')
          .execute();
      for (let i = 0; i < 2; i++) expect((await one(i)).status).toBe(200);
      // The second send was recorded by a clock running ten minutes fast, since set right.
      const [, second] = await recorded();
      const ahead = new Date(Date.parse(second!.createdAt) + 10 * 60_000).toISOString();
      await t.database.db
        .updateTable('recognitionSends')
        .set({ createdAt: ahead })
        .where('memberId', '=', sender.id)
        .where('totalSends', '=', 2)
        .execute();
      expect((await one(2)).status).toBe(200);
      // Recorded no earlier than the send before it, so the totals keep their order.
      const third = (await recorded())[2]!;
      expect([third.createdAt, Number(third.totalSends)]).toEqual([ahead, 3]);
      expect(await one(3)).toEqual({ status: 429, body: { message: QUOTA_MESSAGES.sendsPerHour(3) } });
      // A day later the retention job has pruned all but the latest: nothing counts against the sender.
      await age(sender.id, 25 * 60);
      await t.database.db
        .deleteFrom('recognitionSends')
        .where('memberId', '=', sender.id)
        .where('totalSends', '<', 3)
        .execute();
      for (let i = 4; i < 7; i++) expect((await one(i)).status).toBe(200);
      expect(await one(7)).toEqual({ status: 429, body: { message: QUOTA_MESSAGES.sendsPerHour(3) } });
      expect((await recorded()).map((r) => Number(r.totalSends))).toEqual([3, 4, 5, 6]);
    } finally {
      await resetQuotas();
    }
  });

  it('managers and the programme team have limits of their own', async () => {
    const member = await newMember(t);
    const manager = await newMember(t, { overrides: { isManager: 1 } });
    const programme = await newMember(t, { overrides: { isProgrammeAdmin: 1 } });
    const card = { ...valid.thankyou, recipients: crowd.slice(0, 40).map((m) => m.memberId) };
    expect((await send(member.token, card)).status).toBe(429);
    expect((await send(manager.token, card)).status).toBe(200);
    const all = { ...card, recipients: crowd.map((m) => m.memberId) };
    expect((await send(manager.token, all)).body.message).toBe(QUOTA_MESSAGES.recipients(50));
    expect((await send(programme.token, all)).status).toBe(200);
  });

  it('counts from the database, so a second server instance sees the first one’s sends', async () => {
    await setQuota('member', { sendsPerHour: 2 });
    const second = await buildApp({
      config: t.ctx.config,
      database: t.database,
      clock: t.ctx.clock,
      logger: false,
    });
    checkAnswersAgainstDocument(second);
    try {
      const sender = await newMember(t);
      const body = (i: number) => ({ ...valid.thankyou, recipients: [crowd[i]!.memberId] });
      expect((await send(sender.token, body(0))).status).toBe(200);
      const viaSecond = (i: number) =>
        second.inject({
          method: 'POST',
          url: '/api/reward/doreward',
          payload: body(i),
          headers: { authorization: `Bearer ${sender.token}` },
        });
      expect((await viaSecond(1)).statusCode).toBe(200);
      expect((await viaSecond(2)).statusCode).toBe(429);
      expect((await send(sender.token, body(3))).status).toBe(429);
    } finally {
      await second.close();
      await resetQuotas();
    }
  });

  it('are settings a programme admin reads and changes, checked like every setting', async () => {
    const got = await t.post('/api/admin/settingsget', {}, admin);
    expect(got.body.settings.sendQuotas).toEqual(DEFAULT_SEND_QUOTAS);
    const bad = await t.post(
      '/api/admin/settingsupdate',
      { sendQuotas: { ...DEFAULT_SEND_QUOTAS, member: { ...DEFAULT_SEND_QUOTAS.member, smsPerHour: 0 } } },
      admin,
    );
    expect(bad.status).toBe(400);
    const member = await sessionFor(t.database, '100001');
    expect((await t.post('/api/admin/settingsget', {}, member)).status).toBe(403);
    // The same settings from the shell.
    const cli = capture();
    const member2 = { ...DEFAULT_SEND_QUOTAS.member, sendsPerHour: 7 };
    const json = JSON.stringify({ ...DEFAULT_SEND_QUOTAS, member: member2 });
    expect(await runAdminCommand(t.ctx, ['settings', `sendQuotas=${json}`, 'smsUnitCost=0.05'], cli.io)).toBe(
      0,
    );
    expect((await t.post('/api/admin/settingsget', {}, admin)).body.settings).toMatchObject({
      sendQuotas: { member: { sendsPerHour: 7 } },
      smsUnitCost: 0.05,
    });
    await resetQuotas();
  });
});

describe('SMS spend of the month', () => {
  it('counts this month’s SMS from the outbox at the programme’s per-SMS cost', async () => {
    await t.post('/api/admin/settingsupdate', { smsUnitCost: 0.1, smsCurrency: 'EUR' }, admin);
    const before = (await t.post('/api/admin/smsspend', {}, admin)).body;
    const sender = await newMember(t);
    expect((await send(sender.token, smsCard(3))).status).toBe(200);
    const after = (await t.post('/api/admin/smsspend', {}, admin)).body;
    expect(after).toMatchObject({ unitCost: 0.1, currency: 'EUR' });
    expect(after.sms - before.sms).toBe(3);
    expect(after.ecardSms - before.ecardSms).toBe(3);
    expect(after.cost).toBe(Math.round(after.sms * 10) / 100);
    expect(after.month).toMatch(/^\d{4}-\d{2}$/);
    const cli = capture();
    expect(await runAdminCommand(t.ctx, ['sms-spend'], cli.io)).toBe(0);
    expect(cli.out[0]).toContain(`${after.sms} SMS`);
    expect((await t.post('/api/admin/smsspend', {}, sender.token)).status).toBe(403);
  });
});
