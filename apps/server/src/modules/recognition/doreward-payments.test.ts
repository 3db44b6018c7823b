import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  balances,
  currentMonth,
  newMember,
  outboxFor,
  recognitionsFrom,
  valid,
  type TestMember,
} from '../../../test/support/recognition.js';

const PUBLIC_URL = 'https://shine.example.com';
let t: TestApp;
let to: TestMember;
let other: TestMember;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } });
  to = await newMember(t, { overrides: { firstname: 'Rosa', surname: 'Recipient' } });
  other = await newMember(t, { overrides: { cellNum: '', firstname: 'Noel', surname: 'Nocell' } });
});
afterAll(async () => {
  const audit = await auditLedger(t.database.db);
  expect(audit.problems).toEqual([]);
  await t.close();
});

const send = (token: string, body: object) => t.post('/api/reward/doreward', body, token);
const sentBy = async (sender: TestMember) => {
  const rows = await recognitionsFrom(t, sender.id);
  return {
    rows,
    outbox: await outboxFor(
      t,
      rows.map((r) => r.id),
    ),
  };
};

describe('each kind pays the right accounts and writes its e-card', () => {
  it('Simply Say moves no points and e-mails a card with the valued banner', async () => {
    const sender = await newMember(t, { pif: 200, overrides: { firstname: 'Sam', surname: 'Sender' } });
    const before = await balances(t, to.id);
    const res = await send(sender.token, {
      ...valid.thankyou,
      message: 'You <b>rock</b> & more',
      recipients: [to.memberId],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await balances(t, to.id)).toEqual(before);
    expect(await balances(t, sender.id)).toMatchObject({ pif: 200 });
    const { rows, outbox } = await sentBy(sender);
    expect(rows).toMatchObject([
      { type: 'THX', toMemberId: to.id, value: 'Integrity', points: 0, sendBy: 'email' },
    ]);
    expect(outbox).toHaveLength(1);
    const mail = outbox[0]!;
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: to.email,
      template: 'ecard',
      dedupeKey: `ecard:${rows[0]!.id}`,
    });
    expect(mail.subject).toBe('Sam Sender sent you an Integrity e-card');
    expect(mail.bodyHtml).toContain(`src="${PUBLIC_URL}/ecard/banner/valued.svg"`);
    expect(mail.bodyHtml).toContain('You &lt;b&gt;rock&lt;/b&gt; &amp; more');
    expect(mail.bodyHtml).not.toContain('<b>rock');
    expect(mail.bodyText).toContain('You <b>rock</b> & more');
  });

  it('Pay It Forward moves points from pif to each recipient and texts them', async () => {
    const sender = await newMember(t, { pif: 200, overrides: { firstname: 'Pat', surname: 'Forward' } });
    const before = (await balances(t, to.id)).redeem;
    const message = 'm'.repeat(150);
    const res = await send(sender.token, {
      ...valid.payitforward,
      points: 75,
      message,
      recipients: [to.memberId, other.memberId],
    });
    expect(res.status).toBe(200);
    expect(await balances(t, sender.id)).toMatchObject({ pif: 50, redeem: 0 });
    expect((await balances(t, to.id)).redeem).toBe(before + 75);
    expect((await balances(t, other.id)).redeem).toBe(75);
    const { rows, outbox } = await sentBy(sender);
    expect(rows.map((r) => [r.type, r.points])).toEqual([
      ['PIF', 75],
      ['PIF', 75],
    ]);
    const sms = outbox.find((m) => m.refId === String(rows.find((r) => r.toMemberId === to.id)!.id))!;
    expect(sms).toMatchObject({
      channel: 'sms',
      recipient: to.cellNum,
      template: 'ecard',
      subject: '',
      bodyHtml: '',
    });
    expect(sms.bodyText.length).toBeLessThanOrEqual(150);
    expect(sms.bodyText).toMatch(/^Pat Forward sent you "Well Done" with 75 Beauty Bucks\. m+…$/);
    // No mobile on record: the card goes by e-mail instead, with its own banner.
    const mail = outbox.find((m) => m.recipient === other.email)!;
    expect(mail.channel).toBe('email');
    expect(mail.bodyHtml).toContain(`${PUBLIC_URL}/ecard/banner/welldone.svg`);
    expect(mail.bodyHtml).toContain('+75 Beauty Bucks');
  });

  it('points recognition moves points from the recognise budget', async () => {
    const admin = await newMember(t, { overrides: { isManager: 1, isAdminReports: 1 }, recognise: 5000 });
    const res = await send(admin.token, { ...valid.reward, recipients: [other.memberId] });
    expect(res.status).toBe(200);
    expect((await balances(t, admin.id)).recognise).toBe(5000 - 1234);
    expect((await balances(t, other.id)).redeem).toBe(75 + 1234);
    const { rows, outbox } = await sentBy(admin);
    expect(rows).toMatchObject([{ type: 'RWD', points: 1234, value: 'Agility' }]);
    expect(outbox[0]!.bodyHtml).toContain(`${PUBLIC_URL}/ecard/banner/awesome.svg`);
  });

  it('an ad hoc award moves points from the manager’s budget', async () => {
    const manager = await newMember(t, { overrides: { isManager: 1 }, recognise: 1000 });
    const res = await send(manager.token, {
      ...valid.adhoc,
      points: 500,
      sendBy: 'sms',
      recipients: [to.memberId, other.memberId],
    });
    expect(res.status).toBe(200);
    expect(await balances(t, manager.id)).toMatchObject({ recognise: 0 });
    const { rows, outbox } = await sentBy(manager);
    expect(rows.map((r) => r.type)).toEqual(['ADHOC', 'ADHOC']);
    expect(outbox.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of outbox.filter((x) => x.channel === 'sms'))
      expect(m.bodyText.length).toBeLessThanOrEqual(150);
  });

  it('own banners for the six named values', async () => {
    const sender = await newMember(t);
    const banners = {
      'Thank You': 'thankyou',
      Congrats: 'congrats',
      'Happy Birthday': 'happybirthday',
      "You're Awesome": 'youreawesome',
      Hi5: 'hi5',
    };
    for (const [reason, banner] of Object.entries(banners)) {
      expect(
        (await send(sender.token, { ...valid.thankyou, reason, recipients: [to.memberId] })).status,
      ).toBe(200);
      const { outbox } = await sentBy(sender);
      expect(outbox.at(-1)!.bodyHtml).toContain(`${PUBLIC_URL}/ecard/banner/${banner}.svg`);
    }
  });
});

describe('what the recipient sees', () => {
  it('statement, My Recognition and Home reflect the recognition', async () => {
    const sender = await newMember(t, { pif: 100, overrides: { firstname: 'Gil', surname: 'Giver' } });
    const recipient = await newMember(t, { overrides: { firstname: 'Tess', surname: 'Taker' } });
    await send(sender.token, { ...valid.payitforward, points: 30, recipients: [recipient.memberId] });
    const st = await t.post('/api/report/statement', {}, recipient.token);
    expect(st.body.report[0]).toMatchObject({
      pointsValue: 30,
      transDescription: 'Pay It Forward: Well Done (Gil Giver to Tess Taker)',
    });
    const pif = await t.post('/api/report/payitforwardstatement', {}, sender.token);
    expect(pif.body.report.map((r: { pointsValue: number }) => r.pointsValue)).toEqual([-30, 100]);
    const mine = await t.post(
      '/api/report/myrecognitions',
      { selMonth: currentMonth(t), doCount: true },
      recipient.token,
    );
    expect(mine.body.report).toEqual([
      expect.objectContaining({
        type: 'PIF',
        value: 'Well Done',
        points: 30,
        memberName: 'Gil Giver',
        memberNumber: sender.memberNumber,
        isFrom: false,
      }),
    ]);
    expect(mine.body).toMatchObject({ msgCountFrom: 0, rewardCountFrom: 0, msgCountTo: 0, rewardCountTo: 1 });
    const home = await t.post('/api/member/getmemberdata', {}, sender.token);
    expect(home.body.homeStats.messagesSent).toBe(1);
    expect(home.body.homeRecentRecognition[0]).toEqual({
      fromMemberName: 'Gil Giver',
      memberName: 'Tess Taker',
      toMemberId: recipient.memberId,
      value: 'Well Done',
      picId: '',
    });
    const recent = await t.post('/api/site/getrecentrecognition', {}, sender.token);
    expect(recent.body.report[0]).toMatchObject({
      toMemberId: recipient.memberId,
      memberName: 'Tess Taker',
      fromMemberName: 'Gil Giver',
      value: 'Well Done',
      picId: '',
    });
    expect(recent.body.report[0]).not.toHaveProperty('message');
  });
});

describe('banners', () => {
  it('serves every banner as SVG and 404s anything else', async () => {
    for (const key of [
      'valued',
      'awesome',
      'thankyou',
      'congrats',
      'happybirthday',
      'welldone',
      'youreawesome',
      'hi5',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/ecard/banner/${key}.svg` });
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg[^>]+width="600" height="200"/);
    }
    for (const url of [
      '/ecard/banner/nope.svg',
      '/ecard/banner/valued.png',
      '/ecard/banner/constructor.svg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
