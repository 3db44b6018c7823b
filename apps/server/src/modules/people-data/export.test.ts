import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { transfer } from '../../ledger/index.js';
import { sessionFor } from '../../../test/personas.js';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { PERSON, richMember, type RichMember } from '../../../test/support/people-data.js';
import { appPerFile } from '../../../test/support/suite.js';
import { nextUnique } from '../../../test/unique.js';
import { EXPORT_COVERAGE, tablesReferringToMembers } from './export-coverage.js';

const t = appPerFile({ auditLedger: true });
let z: RichMember;
beforeAll(async () => {
  z = await richMember(t);
  // A message that would start a spreadsheet formula, and a like they gave.
  const peer = await t.database.db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100001')
    .executeTakeFirstOrThrow();
  expect(
    (
      await t.post(
        '/api/reward/doreward',
        {
          what: 'thankyou',
          reason: 'Integrity',
          message: '=HYPERLINK("http://evil.example")',
          sendBy: 'email',
          recipients: [String(z.id)],
        },
        z.peerToken,
      )
    ).status,
  ).toBe(200);
  const pic = await t.database.db
    .selectFrom('getinvolvedPictures')
    .select(['id', 'memberId'])
    .where('memberId', '<>', z.id)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('getinvolvedLikes')
    .values({ pictureId: pic.id, memberId: z.id, ownerId: pic.memberId, createdAt: new Date().toISOString() })
    .execute();
  void peer;
});

async function download(path: string, body: object, token: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
  return res;
}
const csv = (files: Record<string, Uint8Array>, name: string) => {
  expect(Object.keys(files)).toContain(name);
  // TextDecoder drops a byte-order mark unless told to keep it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files[name]!);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
};

describe('member data export', () => {
  it('a member downloads everything held about them as a ZIP of JSON and CSV', async () => {
    const res = await download('/api/member/exportmydata', {}, z.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="portal-data-${z.memberNumber}.zip"`,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));

    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.member).toMatchObject({
      memberNumber: z.memberNumber,
      email: PERSON.email,
      cellNum: PERSON.cellNum,
      otherInfo: PERSON.otherInfo,
      dobDd: '07',
      dobMm: '03',
    });
    expect(profile.member.passwordHash).toBeUndefined();
    expect(profile.manager.memberNumber).toBe('100002');
    expect(profile.balances.redeem).toBe(60);

    const received = csv(files, 'recognitions-received.csv');
    expect(received[0]!.join(',')).toBe(
      'Date,Type,From,Member No,Value,Message,Points,Sent by,Hidden by moderation',
    );
    expect(received.map((r) => r[5])).toEqual(
      expect.arrayContaining(['Thanks ZEBEDEE, you are a star', `'=HYPERLINK("http://evil.example")`]),
    );
    const sent = csv(files, 'recognitions-sent.csv');
    expect(sent.slice(1).map((r) => r[5])).toEqual([
      'Cheers from Zebedee, call me on +447700911234',
      'Well done from Zebedee Quillfeather',
    ]);
    expect(csv(files, 'nominations-received.csv')[1]?.[2]).toBe('Zebedee Quillfeather turned the plan round');
    expect(csv(files, 'nominations-made.csv')[1]?.[2]).toBe('Nominated by Zebedee for the launch');
    const orders = csv(files, 'orders.csv');
    expect(orders[1]?.[0]).toBe(z.orderNum);
    expect(orders[1]?.[9]).toBe(`'${PERSON.cellNum}`);
    const redeem = csv(files, 'statement-redeem.csv');
    expect(redeem.at(-1)?.[4]).toBe('60');
    expect(csv(files, 'statement-pif.csv').at(-1)?.[4]).toBe('150');
    const messages = csv(files, 'messages.csv');
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.slice(1).every((r) => [PERSON.email, `'${PERSON.cellNum}`].includes(r[2]!))).toBe(true);
    expect(csv(files, 'likes-given.csv')).toHaveLength(2);
    expect(csv(files, 'getinvolved-pictures.csv')).toHaveLength(2);
    expect(csv(files, 'contact-messages.csv')[1]?.[3]).toBe('Please call me back on +447700911234');
    expect(csv(files, 'sessions.csv').length).toBeGreaterThanOrEqual(2);
    const pictures = Object.keys(files).filter(
      (f) => f.startsWith('pictures/') || f.startsWith('getinvolved/'),
    );
    expect(pictures).toHaveLength(2);
    expect(strFromU8(files[pictures.find((p) => p.startsWith('pictures/'))!]!)).toBe(
      `RIFF-profile-picture-of-${z.memberNumber}`,
    );
    expect(files['README.txt']).toBeDefined();
  });

  it('members export only themselves, whatever the body says', async () => {
    const res = await download(
      '/api/member/exportmydata',
      { memberNumber: '100001', memberId: '1' },
      z.token,
    );
    const profile = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['profile.json']!));
    expect(profile.member.memberNumber).toBe(z.memberNumber);
    const member = await sessionFor(t.database, '100001');
    expect(
      (await download('/api/admin/memberexport', { memberNumber: z.memberNumber }, member)).statusCode,
    ).toBe(403);
    expect((await t.post('/api/member/exportmydata', {})).status).toBe(401);
  });

  it('a member number that could not go into a header is made safe in the file name', async () => {
    const id = await createMember(t.database, { memberNumber: `HR"${nextUnique()}\r\nX: y` });
    const memberNumber = await memberNumberOf(t.database, id);
    const res = await download('/api/member/exportmydata', {}, await sessionFor(t.database, memberNumber));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="portal-data-HR_\d+__X__y\.zip"$/,
    );
  });

  it('a programme admin downloads any member’s data', async () => {
    const res = await download('/api/admin/memberexport', { memberNumber: z.memberNumber }, t.admin);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(JSON.parse(strFromU8(files['profile.json']!)).member.email).toBe(PERSON.email);
    expect((await t.post('/api/admin/memberexport', { memberNumber: 'nobody-here' }, t.admin)).status).toBe(
      404,
    );
  });

  it('a long history is written page by page with the running balance', async () => {
    const at = new Date().toISOString();
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 1_100; i++)
        await transfer(trx, {
          from: { system: 'funding' },
          to: { memberId: z.id, kind: 'redeem' },
          amount: 1,
          type: 'FUND',
          description: `Top-up ${i}`,
          idempotencyKey: `export-test:${i}`,
          at,
        });
    });
    const res = await download('/api/member/exportmydata', {}, z.token);
    const rows = csv(unzipSync(new Uint8Array(res.rawPayload)), 'statement-redeem.csv');
    expect(rows.filter((r) => r[1] === 'FUND')).toHaveLength(1_101);
    expect(rows.at(-1)?.[4]).toBe(String(60 + 1_100));
  });

  it('includes their comments, reactions, notifications, push devices and the details they used before', async () => {
    const db = t.database.db;
    const given = await db
      .selectFrom('recognitions')
      .select('id')
      .where('fromMemberId', '=', z.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const received = await db
      .selectFrom('recognitions')
      .select('id')
      .where('toMemberId', '=', z.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const ok = (res: { status: number; body: unknown }) =>
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    ok(await t.post('/api/feed/react', { recognitionId: given.id, kind: 'heart' }, z.token));
    ok(
      await t.post('/api/feed/commentadd', { recognitionId: given.id, text: 'Kumquat of a launch' }, z.token),
    );
    ok(
      await t.post(
        '/api/feed/commentadd',
        { recognitionId: received.id, text: 'Hear hear @Zebedee', mentions: [String(z.id)] },
        z.peerToken,
      ),
    );
    const at = new Date().toISOString();
    await db
      .insertInto('pushSubscriptions')
      .values({
        memberId: z.id,
        endpoint: `https://push.example.test/send/${nextUnique()}`,
        p256dh: 'public-key-of-the-browser',
        auth: 'auth-secret-of-the-browser',
        label: 'Firefox on Android',
        createdAt: at,
        lastPushAt: null,
      })
      .execute();
    await db
      .insertInto('notificationPreferences')
      .values({ memberId: z.id, kind: 'reaction', inApp: 1, email: 0, push: 1 })
      .execute();
    await db
      .insertInto('scimUsers')
      .values({
        memberId: z.id,
        userName: 'zq@idp.example',
        externalId: 'ext-zq-1',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    // A new legal name and identity-provider id: the old ones are kept, so they are in the download.
    await db
      .updateTable('members')
      .set({ legalFirstname: 'Zebadiah', updatedAt: at })
      .where('id', '=', z.id)
      .execute();
    await db
      .updateTable('scimUsers')
      .set({ externalId: 'ext-zq-2', updatedAt: at })
      .where('memberId', '=', z.id)
      .execute();

    const res = await download('/api/member/exportmydata', {}, z.token);
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(
      csv(files, 'comments.csv')
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(['Kumquat of a launch']);
    expect(
      csv(files, 'comments-mentioning-you.csv')
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['Hear hear @Zebedee']);
    expect(
      csv(files, 'reactions.csv')
        .slice(1)
        .map((r) => [r[1], r[2]]),
    ).toEqual([[String(given.id), 'heart']]);
    const bell = csv(files, 'notifications.csv').slice(1);
    expect(bell.map((r) => r[1])).toEqual(expect.arrayContaining(['recognised', 'mention']));
    expect(csv(files, 'notification-settings.csv').slice(1)).toEqual([['reaction', 'yes', 'no', 'yes']]);
    const devices = csv(files, 'push-devices.csv');
    expect(devices.slice(1).map((r) => r[1])).toEqual(['Firefox on Android']);
    expect(JSON.stringify(devices)).not.toMatch(/public-key-of|auth-secret-of/);
    expect(
      csv(files, 'former-details.csv')
        .slice(1)
        .map((r) => [r[0], r[1]]),
    ).toEqual(
      expect.arrayContaining([
        ['legalFirstname', PERSON.legalFirstname],
        ['scimExternalId', 'ext-zq-1'],
      ]),
    );
    expect(csv(files, 'points-held.csv')).toHaveLength(1);
    expect(JSON.parse(strFromU8(files['profile.json']!)).identityProvider).toEqual({
      userName: 'zq@idp.example',
      externalId: 'ext-zq-2',
    });
  });

  it('every table that refers to members is in the download or left out for a stated reason', async () => {
    const referring = await tablesReferringToMembers(t.database);
    const missing = referring.filter((table) => !(table in EXPORT_COVERAGE));
    expect(missing.join(', '), 'add each to EXPORT_COVERAGE (export-coverage.ts) and to the download').toBe(
      '',
    );
  });
});
