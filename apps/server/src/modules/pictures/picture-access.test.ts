import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { profileForm } from '../../../test/support/profile.js';
import { multipart, solid } from '../../images/test-images.js';
import { publicMemberId } from '../../lib/member-ids.js';
import { emailHtml } from '../../messaging/ecard.js';

/**
 * Profile pictures are served only through signed references that expire, handed out in the
 * responses of signed-in calls: nobody can walk /profilepic/1..n, and e-cards carry a signed
 * URL of their own that stops working after ECARD_PICTURE_URL_DAYS.
 */
const REF = /^([A-Za-z0-9_-]{22})\.(\d{10,12})\.([A-Za-z0-9_-]{22})$/;
const HOUR = 3_600_000;

const clock = { at: Date.now(), now: () => new Date(clock.at) };
let t: TestApp;
let hannah: string; // 100001, given a picture below
let marcus: string; // 100002
let hannahRef: string;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const me = async (token: string) => (await t.post('/api/member/getmemberdata', {}, token)).body;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PICTURE_URL_HOURS: '12', ECARD_PICTURE_URL_DAYS: '30' } });
  hannah = await t.login('100001');
  marcus = await t.login('100002');
  const { payload, contentType } = await multipart('filePic', await solid('png'));
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/member/profilepicupload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${hannah}` },
  });
  expect(up.statusCode).toBe(200);
  const m = (await me(hannah)).memberData;
  const saved = await t.post('/api/member/memberupdate', profileForm(m), hannah);
  expect(saved.status).toBe(200);
  hannahRef = (await me(hannah)).memberData.picId;
});
afterAll(() => t.close());

describe('who can see a profile picture', () => {
  it('a member id, old or new form, shows nobody and tells nothing about who exists', async () => {
    const hannahRow = await t.database.db
      .selectFrom('members')
      .select(['id', 'registeredAt', 'picId'])
      .where('memberNumber', '=', '100001')
      .executeTakeFirstOrThrow();
    expect(hannahRow.picId).toBeTruthy();
    const answers = new Set<string>();
    for (const id of [
      publicMemberId(hannahRow),
      String(hannahRow.id),
      `0.${hannahRow.id}`,
      '1',
      '2',
      '3',
      '999999',
      'nobody',
    ]) {
      const res = await get(`/profilepic/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toContain('image/svg+xml');
      answers.add(res.body);
    }
    expect(answers.size).toBe(1);
  });

  it('the bare picture id, a forged or altered signature and a moved expiry are refused', async () => {
    const [, picId, expires, signature] = REF.exec(hannahRef)!;
    expect((await get(`/profilepic/${hannahRef}`)).statusCode).toBe(200);
    for (const ref of [
      picId!,
      `${picId}.${expires}.${'A'.repeat(22)}`,
      `${picId}.${Number(expires) + 3600}.${signature}`,
      `${'B'.repeat(22)}.${expires}.${signature}`,
    ]) {
      const res = await get(`/profilepic/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
    // Nor through the preview route of unsaved uploads: the kept picture is not pending.
    expect((await get(`/profilepictemp/${picId}/1`)).statusCode).toBe(404);
  });

  it('a signed reference serves the picture, cached privately and no longer than it lives', async () => {
    const res = await get(`/profilepic/${hannahRef}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const cache = String(res.headers['cache-control']);
    expect(cache).toMatch(/^private, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cache)![1]);
    const expires = Number(REF.exec(hannahRef)![2]);
    expect(maxAge).toBeLessThanOrEqual(expires - Math.floor(clock.at / 1000));
  });

  it('references last at least PICTURE_URL_HOURS, are stable within the hour, and then expire', async () => {
    const expires = Number(REF.exec(hannahRef)![2]) * 1000;
    expect(expires - clock.at).toBeGreaterThanOrEqual(12 * HOUR);
    expect(expires - clock.at).toBeLessThanOrEqual(13 * HOUR);
    expect((await me(hannah)).memberData.picId).toBe(hannahRef);

    const saved = clock.at;
    clock.at = expires + 1000;
    try {
      expect((await get(`/profilepic/${hannahRef}`)).statusCode).toBe(404);
    } finally {
      clock.at = saved;
    }
  });

  it('the silhouette for members without a picture is one shared image', async () => {
    const marcusData = (await me(marcus)).memberData;
    expect(marcusData.picId).toBe('');
    const res = await get('/profilepic/default');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('every response that shows a member carries a working reference', () => {
  const loads = async (ref: string) => {
    expect(ref).toMatch(REF);
    const res = await get(`/profilepic/${ref}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  };

  it('member data, the member search and Get To Know', async () => {
    await loads((await me(hannah)).memberData.picId);
    const list = await t.post('/api/site/getmemberlist', { search: '100001', includeSelf: true }, marcus);
    expect(list.status).toBe(200);
    await loads(
      list.body.memberList.find((r: { memberNumber: string }) => r.memberNumber === '100001').picId,
    );
    // Get To Know lists only members who opted in: opt Hannah in.
    await t.database.db
      .updateTable('members')
      .set({ interest1: 1 })
      .where('memberNumber', '=', '100001')
      .execute();
    const gtk = await t.post('/api/site/gettoknowlist', {}, marcus);
    const hers = gtk.body.members.filter((p: { picId: string }) => p.picId !== '');
    expect(hers.length).toBeGreaterThanOrEqual(1);
    for (const p of hers) await loads(p.picId);
  });

  it('recent recognition, My Recognition, Home and the e-card sent by e-mail', async () => {
    const marcusRow = await t.database.db
      .selectFrom('members')
      .select(['id', 'registeredAt'])
      .where('memberNumber', '=', '100002')
      .executeTakeFirstOrThrow();
    const sent = await t.post(
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Integrity',
        message: 'Thank you for your honesty.',
        sendBy: 'email',
        recipients: [publicMemberId(marcusRow)],
      },
      hannah,
    );
    expect(sent.status).toBe(200);

    const mine = await t.post(
      '/api/report/myrecognitions',
      { selMonth: new Date(clock.at).toISOString().slice(0, 7) },
      marcus,
    );
    const fromHannah = mine.body.report.find(
      (r: { isFrom: boolean; memberNumber: string }) => !r.isFrom && r.memberNumber === '100001',
    );
    await loads(fromHannah.picId);

    // Marcus has no picture: the lists carry '' for him, and the web shows the silhouette.
    const recent = await t.post('/api/site/getrecentrecognition', {}, hannah);
    expect(recent.body.report[0].picId).toBe('');
    const home = await me(marcus);
    for (const row of home.homeRecentRecognition as Array<{ picId: string }>)
      if (row.picId) await loads(row.picId);

    const card = await t.database.db
      .selectFrom('outboxMessages')
      .select(['bodyHtml', 'template'])
      .where('channel', '=', 'email')
      .where('template', '=', 'ecard')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const url = /<img src="http:\/\/localhost:3000\/profilepic\/([^"]+)"/.exec(
      await emailHtml(t.ctx.config, card),
    )?.[1];
    expect(url).toMatch(REF);
    await loads(url!);
    const expires = Number(REF.exec(url!)![2]) * 1000;
    expect(expires - clock.at).toBeGreaterThanOrEqual(30 * 24 * HOUR);
    const saved = clock.at;
    clock.at = expires + 1000;
    try {
      expect((await get(`/profilepic/${url}`)).statusCode).toBe(404);
    } finally {
      clock.at = saved;
    }
  });
});
