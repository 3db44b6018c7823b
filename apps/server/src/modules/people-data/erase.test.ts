import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/index.js';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { apiTokenFor, sessionFor } from '../../../test/personas.js';
import { findEverywhere } from './find-everywhere.js';
import {
  livedAnotherLife,
  PERSON,
  PROVIDER_NAMES,
  RENAMED,
  richMember,
  type RichMember,
} from '../../../test/support/people-data.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });
let z: RichMember;
let scimToken: string;
beforeAll(async () => {
  z = await richMember(t);
  scimToken = (await apiTokenFor(t.database, ['scim'])).secret;
  await livedAnotherLife(t, z, scimToken);
});
const scimGet = async (path: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/scim/v2${path}`,
    headers: { authorization: `Bearer ${scimToken}` },
  });
  return { status: res.statusCode, body: res.json() };
};

const erase = (body: object, token = t.admin) => t.post('/api/admin/membererase', body, token);
/** Every name, e-mail, mobile and identity-provider name the member ever had, and their profile text. */
const NEEDLES = [
  PERSON.firstname,
  PERSON.legalFirstname,
  PERSON.surname,
  PERSON.email,
  PERSON.cellNum,
  PERSON.otherInfo,
  ...Object.values(RENAMED),
  ...Object.values(PROVIDER_NAMES),
];

describe('erasure', () => {
  it('the search finds the member everywhere before the erasure (so finding nothing after means something)', async () => {
    const hits = await findEverywhere(t.database, NEEDLES);
    const tables = new Set(hits.map((h) => h.split('.')[0]));
    for (const table of [
      'members',
      'recognitions',
      'nominations',
      'outbox_messages',
      'ledger_transfers',
      'contact_messages',
      'shop_orders',
      'otp_verifications',
      'admin_audit_log',
      'admin_jobs',
      'scim_users',
      'member_former_details',
      'notifications',
      'recognition_comments',
    ])
      expect([...tables], table).toContain(table);
  });

  it('refuses an active member unless forced with a reason', async () => {
    const refused = await erase({ memberNumber: z.memberNumber });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/still active/);
    const noReason = await erase({ memberNumber: z.memberNumber, force: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.formErrors.reason).toBeTruthy();
    expect((await erase({ memberNumber: 'nobody-here' })).status).toBe(404);
    const self = await erase({ memberNumber: '100008', force: true, reason: 'test' });
    expect(self.status).toBe(400);
  });

  it('erases every personal field everywhere; the ledger, orders and audit rows stay under "Former member #n"', async () => {
    const res = await erase({
      memberNumber: z.memberNumber,
      force: true,
      reason: 'Left; asked to be forgotten',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const label = `Former member #${z.id}`;
    expect(res.body).toMatchObject({ label, memberNumber: z.memberNumber });
    expect(res.body.removed.pictures).toBe(2);
    expect(res.body.removed.messagesWritten).toBeGreaterThanOrEqual(3);

    expect(await findEverywhere(t.database, NEEDLES)).toEqual([]);
    const db = t.database.db;

    // The identity provider no longer finds them by its old names, nor reads them back.
    const user = await scimGet(`/Users/${z.id}`);
    expect(user.status).toBe(200);
    expect(user.body).not.toHaveProperty('externalId');
    expect(user.body.userName).toBe(z.memberNumber);
    for (const filter of [
      `userName eq "${PROVIDER_NAMES.laterUserName}"`,
      `userName eq "${RENAMED.email.toLowerCase()}"`,
      `externalId eq "${PROVIDER_NAMES.laterExternalId}"`,
    ])
      expect((await scimGet(`/Users?filter=${encodeURIComponent(filter)}`)).body.totalResults, filter).toBe(
        0,
      );
    // What they wrote on the feed is gone, not shown under their pseudonym.
    expect(
      await db.selectFrom('recognitionComments').select('id').where('memberId', '=', z.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('memberId', '=', z.id).execute()).toEqual(
      [],
    );
    const told = await db
      .selectFrom('notifications')
      .select('title')
      .where('actorMemberId', '=', z.id)
      .execute();
    expect(told.length).toBeGreaterThan(0);
    for (const n of told) expect(n.title).toContain(label);

    const m = await db.selectFrom('members').selectAll().where('id', '=', z.id).executeTakeFirstOrThrow();
    expect(m).toMatchObject({
      firstname: 'Former member',
      surname: `#${z.id}`,
      email: '',
      cellNum: '',
      dobDd: '',
      employmentStatus: 'leaver',
      passwordHash: null,
      picId: null,
    });
    expect(m.erasedAt).toBeTruthy();
    // The records stay: transfers, orders, recognitions' points, the like on nothing is gone with the picture.
    const accounts = await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('memberId', '=', z.id)
      .execute();
    const transfers = await db
      .selectFrom('ledgerTransfers')
      .select(['amount', 'description'])
      .where((eb) =>
        eb.or([
          eb(
            'fromAccountId',
            'in',
            accounts.map((a) => a.id),
          ),
          eb(
            'toAccountId',
            'in',
            accounts.map((a) => a.id),
          ),
        ]),
      )
      .execute();
    expect(transfers.length).toBeGreaterThanOrEqual(4);
    expect(transfers.some((tr) => tr.description.includes(label))).toBe(true);
    const order = await db
      .selectFrom('shopOrders')
      .selectAll()
      .where('orderNum', '=', z.orderNum)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ memberId: z.id, pointsPaid: 40, cellNum: '' });
    const received = await db
      .selectFrom('recognitions')
      .select('message')
      .where('toMemberId', '=', z.id)
      .executeTakeFirstOrThrow();
    expect(received.message).toBe(`Thanks ${label}, you are a star`);
    const sent = await db
      .selectFrom('recognitions')
      .select(['message', 'points'])
      .where('fromMemberId', '=', z.id)
      .execute();
    expect(sent.map((r) => r.message)).toEqual(['', '', '']);
    expect(sent.map((r) => r.points).sort()).toEqual([0, 0, 50]);
    expect(await db.selectFrom('sessions').select('id').where('memberId', '=', z.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('getinvolvedLikes').select('pictureId').where('ownerId', '=', z.id).execute(),
    ).toEqual([]);
    // Their old session no longer works.
    expect((await t.post('/api/member/getmemberdata', {}, z.token)).status).toBe(401);

    // Recorded in the audit log, without the erased data.
    const log = await t.post('/api/admin/auditlog', { action: 'people.erase' }, t.admin);
    expect(log.body.entries[0]).toMatchObject({
      action: 'people.erase',
      target: `member ${z.memberNumber} ${label}`,
    });
    expect(log.body.entries[0].after).toMatchObject({
      erased: true,
      forced: true,
      reason: 'Left; asked to be forgotten',
    });
    // The admin edit made before keeps what was done, not the values.
    const edits = await t.post(
      '/api/admin/auditlog',
      { action: 'people.edit', search: z.memberNumber },
      t.admin,
    );
    expect(edits.body.entries.length).toBeGreaterThanOrEqual(1);

    expect((await auditLedger(db)).problems).toEqual([]);
  });

  it('erases a leaver without force, and never twice', async () => {
    const id = await createMember(t.database, {
      employmentStatus: 'leaver',
      firstname: 'Ottoline',
      surname: 'Marchbanks',
    });
    const memberNumber = await memberNumberOf(t.database, id);
    // Key columns are never rewritten: these two buckets would become one and break the erasure.
    const email = 'Ottoline.Marchbanks@example.test';
    await t.database.db.updateTable('members').set({ email }).where('id', '=', id).execute();
    const windowStart = new Date().toISOString();
    await t.database.db
      .insertInto('rateLimits')
      .values([
        { bucket: `contact:${email}`, windowStart, hits: 1 },
        { bucket: `contact:${email.toLowerCase()}`, windowStart, hits: 1 },
      ])
      .execute();
    const res = await erase({ memberNumber });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.label).toBe(`Former member #${id}`);
    expect(await findEverywhere(t.database, [email])).toEqual([]);
    const again = await erase({ memberNumber, force: true, reason: 'again' });
    expect(again.status).toBe(409);
    expect(await findEverywhere(t.database, ['Ottoline', 'Marchbanks'])).toEqual([]);
  });

  it('two erasures at once: one erases, the other is told it is done', async () => {
    const id = await createMember(t.database, {
      employmentStatus: 'leaver',
      firstname: 'Araminta',
      surname: 'Fotheringay',
    });
    const memberNumber = await memberNumberOf(t.database, id);
    const other = await sessionFor(t.database, '100008');
    const answers = await Promise.all([
      erase({ memberNumber, reason: 'Araminta Fotheringay asked' }),
      erase({ memberNumber }, other),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await findEverywhere(t.database, ['Araminta', 'Fotheringay'])).toEqual([]);
    const entries = await t.database.db
      .selectFrom('adminAuditLog')
      .select('id')
      .where('action', '=', 'people.erase')
      .where('target', 'like', `member ${memberNumber} %`)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('only a programme admin may erase', async () => {
    const member = await sessionFor(t.database, '100001');
    expect((await erase({ memberNumber: '100006' }, member)).status).toBe(403);
  });
});
