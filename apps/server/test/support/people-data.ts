/** Helpers the people's-data tests share (not used by the server itself). */
import { expect } from 'vitest';
import { createMember, fund } from '../factories.js';
import { sessionFor } from '../personas.js';
import type { TestApp } from '../app.js';
import { newProduct } from './shop.js';
import { nextUnique } from '../unique.js';

/** Distinctive details, so a search for them finds only this person's data. */
export const PERSON = {
  legalFirstname: 'Zebediah',
  firstname: 'Zebedee',
  surname: 'Quillfeather',
  email: 'Zebedee.Quillfeather@example.test',
  cellNum: '+447700911234',
  otherInfo: 'Kite surfing off Achill Island',
  interestOtherDesc: 'Sailing',
  jobTitle: 'Colour chemist',
  dobDd: '07',
  dobMm: '03',
} as const;

export interface RichMember {
  id: number;
  memberNumber: string;
  token: string;
  peerToken: string;
  orderNum: string;
}

const ok = (res: { status: number; body: unknown }, what: string) =>
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);

/**
 * A member who has used every part of the portal: profile, pictures (profile and Get
 * Involved, with a like), recognitions both ways, a nomination about them, a shop order, a
 * contact message, a pending one-time code, and an admin edit in the audit log.
 */
export async function richMember(t: TestApp): Promise<RichMember> {
  const db = t.database.db;
  const manager = await db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100002')
    .executeTakeFirstOrThrow();
  const peer = await db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100001')
    .executeTakeFirstOrThrow();
  const id = await createMember(t.database, { ...PERSON, managerId: manager.id, interest1: 1 });
  const { memberNumber } = await db
    .selectFrom('members')
    .select('memberNumber')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await fund(t.database, id, 'pif', 200);
  await fund(t.database, id, 'redeem', 100);
  const token = await sessionFor(t.database, memberNumber);
  const peerToken = await sessionFor(t.database, '100001');
  const admin = await sessionFor(t.database, '100008');

  const doreward = async (body: object, by: string, what: string) =>
    ok(await t.post('/api/reward/doreward', body, by), what);
  const thankYou = (message: string, sendBy: 'email' | 'sms', to: number) => ({
    what: 'thankyou',
    reason: 'Integrity',
    message,
    sendBy,
    recipients: [String(to)],
  });
  await doreward(
    thankYou('Cheers from Zebedee, call me on +447700911234', 'email', peer.id),
    token,
    'thank-you sent',
  );
  const payItForward = { what: 'payitforward', reason: 'Well Done', points: 50, sendBy: 'sms' };
  await doreward(
    { ...payItForward, message: 'Well done from Zebedee Quillfeather', recipients: [String(peer.id)] },
    token,
    'pay it forward sent',
  );
  await doreward(thankYou('Thanks ZEBEDEE, you are a star', 'sms', id), peerToken, 'thank-you received');
  ok(
    await t.post(
      '/api/nom/newnom',
      { nomCat: 'Agility', reason: 'Zebedee Quillfeather turned the plan round', members: [String(id)] },
      peerToken,
    ),
    'nomination about them',
  );
  ok(
    await t.post(
      '/api/nom/newnom',
      { nomCat: 'Agility', reason: 'Nominated by Zebedee for the launch', members: [String(peer.id)] },
      token,
    ),
    'nomination by them',
  );

  const productId = await newProduct(t, { price: 40, stockMode: 'voucher' }, 1);
  ok(await t.post('/api/shop/addtobasket', { productId }, token), 'basket');
  const order = await t.post(
    '/api/shop/placeOrder',
    { cellNum: PERSON.cellNum, promoCode: '', alloc: '', vfyTotal: 40 },
    token,
  );
  ok(order, 'order');

  ok(
    await t.post(
      '/api/site/contactussend',
      {
        ContactName: `${PERSON.firstname} ${PERSON.surname}`,
        EmailAddress: PERSON.email,
        Message: 'Please call me back on +447700911234',
        AcceptTerms: true,
      },
      token,
    ),
    'contact message',
  );

  const now = new Date().toISOString();
  const picture = Buffer.from(`RIFF-profile-picture-of-${memberNumber}`);
  await db
    .insertInto('pictures')
    .values({
      id: `pic${nextUnique()}`,
      memberId: id,
      sessionId: null,
      status: 'kept',
      contentType: 'image/webp',
      data: picture,
      createdAt: now,
    })
    .execute();
  const campaign = await db.selectFrom('campaigns').select('id').orderBy('id').executeTakeFirstOrThrow();
  const gi = await db
    .insertInto('getinvolvedPictures')
    .values({
      campaignId: campaign.id,
      memberId: id,
      picKey: `k${nextUnique()}`,
      status: 'published',
      sessionId: null,
      contentType: 'image/webp',
      data: Buffer.from('RIFF-getinvolved-picture'),
      createdAt: now,
      publishedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('getinvolvedLikes')
    .values({ pictureId: gi.id, memberId: peer.id, ownerId: id, createdAt: now })
    .execute();
  await db
    .insertInto('otpVerifications')
    .values({
      authHash: `a${nextUnique()}`,
      codeHash: 'x',
      purpose: 'reset',
      memberId: id,
      cellNum: PERSON.cellNum,
      attempts: 0,
      expiresAt: now,
      usedAt: null,
      createdAt: now,
    })
    .execute();

  // An HR file uploaded but not yet applied holds their row, column by column.
  await db
    .insertInto('adminJobs')
    .values({
      id: `00000000-0000-4000-9000-${String(nextUnique()).padStart(12, '0')}`,
      kind: 'people-import',
      status: 'previewed',
      phase: '',
      done: 0,
      total: 1,
      createdBy: null,
      input: `member_number,first_name,surname,email\n${memberNumber},${PERSON.firstname},${PERSON.surname},${PERSON.email.toLowerCase()}\n`,
      resultJson: '{"fileName":"hr.csv","preview":null}',
      error: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();

  const detail = await t.post('/api/admin/memberget', { memberNumber }, admin);
  ok(detail, 'admin reads the member');
  const { divisionName: _d, registered: _r, managerName: _m, balances: _b, ...edit } = detail.body.member;
  ok(
    await t.post('/api/admin/memberedit', { ...edit, jobTitle: 'Senior colour chemist' }, admin),
    'admin edit',
  );

  return { id, memberNumber, token, peerToken, orderNum: order.body.orderNum };
}

/** Who the rich member became later: the details of PERSON are then all former ones. */
export const RENAMED = {
  legalFirstname: 'Marigolde',
  firstname: 'Marigold',
  surname: 'Pennywhistle',
  email: 'Marigold.Pennywhistle@example.test',
  cellNum: '+447700955501',
} as const;
/** The identity provider's names for them, first and later. */
export const PROVIDER_NAMES = {
  userName: 'zebedee.q@idp.example',
  externalId: '00uZEBEDEE4242',
  laterUserName: 'marigold.p@idp.example',
  laterExternalId: '00uMARIGOLD9999',
} as const;

/**
 * Gives the rich member a past: linked by the identity provider (whose names for them then
 * change), active on the feed (a comment, a reaction, a comment about them that mentions them),
 * then renamed with a new e-mail and mobile, and a recognition sent under the new name. Every
 * detail of PERSON is then one they used before.
 */
export async function livedAnotherLife(t: TestApp, z: RichMember, scimToken: string): Promise<void> {
  const db = t.database.db;
  const scim = async (ops: object[]) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/scim/v2/Users/${z.id}`,
      headers: { authorization: `Bearer ${scimToken}`, 'content-type': 'application/scim+json' },
      payload: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: ops,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await scim([
    { op: 'replace', path: 'userName', value: PROVIDER_NAMES.userName },
    { op: 'replace', path: 'externalId', value: PROVIDER_NAMES.externalId },
  ]);
  await scim([
    { op: 'replace', path: 'userName', value: PROVIDER_NAMES.laterUserName },
    { op: 'replace', path: 'externalId', value: PROVIDER_NAMES.laterExternalId },
  ]);

  const peer = await db
    .selectFrom('members')
    .select('id')
    .where('memberNumber', '=', '100001')
    .executeTakeFirstOrThrow();
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
    .executeTakeFirstOrThrow();
  ok(await t.post('/api/feed/react', { recognitionId: given.id, kind: 'clap' }, z.token), 'reaction');
  ok(
    await t.post('/api/feed/commentadd', { recognitionId: given.id, text: 'Glad to help, Zebedee' }, z.token),
    'comment by them',
  );
  ok(
    await t.post(
      '/api/feed/commentadd',
      { recognitionId: received.id, text: 'Well deserved @Zebedee Quillfeather', mentions: [String(z.id)] },
      z.peerToken,
    ),
    'comment about them',
  );

  const admin = await sessionFor(t.database, '100008');
  const detail = await t.post('/api/admin/memberget', { memberNumber: z.memberNumber }, admin);
  ok(detail, 'admin reads the member');
  const { divisionName: _d, registered: _r, managerName: _m, balances: _b, ...edit } = detail.body.member;
  ok(await t.post('/api/admin/memberedit', { ...edit, ...RENAMED }, admin), 'renamed');
  ok(
    await t.post(
      '/api/reward/doreward',
      {
        what: 'thankyou',
        reason: 'Integrity',
        message: 'From Marigold now',
        sendBy: 'email',
        recipients: [String(peer.id)],
      },
      z.token,
    ),
    'thank-you under the new name',
  );
}
