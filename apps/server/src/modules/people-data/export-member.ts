import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../http/context.js';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import { memberBalances } from '../../ledger/index.js';
import { byId, onePage, PAGE, ZipWriter } from './zip-writer.js';
import { writeActivity, writeShopAndRoles } from './export-activity.js';
import { memberIdentity } from './identity.js';
import { pictureFiles, writeStatements } from './export-ledger.js';
import { findManager, requireMemberByNumber } from '../members/index.js';

const README = `Everything the recognition portal holds about you, as of the date in profile.json.

profile.json                  your profile, roles, balances and account details
recognitions-received.csv     e-cards and points others sent you
recognitions-sent.csv         e-cards and points you sent
nominations-received.csv      nominations of you, with their review
nominations-made.csv          nominations you made
orders.csv                    your rewards shop orders, one row per line
statement-<account>.csv       every points movement of each of your accounts, with the running balance
messages.csv                  e-mails and text messages the portal sent you
likes-given.csv               Get Involved pictures you liked
getinvolved-pictures.csv      your Get Involved pictures (the files are in getinvolved/)
pictures/                     your profile pictures
contact-messages.csv          messages you sent through Contact Us from your e-mail address
sessions.csv                  when you were signed in (no secrets are kept)
comments.csv                  comments you wrote on recognitions
comments-mentioning-you.csv   comments others wrote that mention you
reactions.csv                 your reactions to recognitions
notifications.csv             what the portal told you in the bell
notification-settings.csv     how you chose to be told of each kind of thing
push-devices.csv              browsers that receive your push notifications (their keys are left out)
former-details.csv            names, e-mail addresses, mobile numbers and identity-provider names you used before
points-held.csv               points and budget held after you left, and what became of them
basket.csv                    what is in your shop basket
card-payments.csv             card payments of a shortfall (no card details are kept)
nomination-ratings.csv        ratings you gave nominations as a committee member
api-tokens.csv                API tokens you made as a programme admin (the secrets are not kept)
`;

/** The member an export or erasure names; a 404 when nobody has the number. */
export const findMemberByNumber = (db: Db, memberNumber: string): Promise<MemberRow> =>
  requireMemberByNumber(db, memberNumber);

/**
 * Everything the portal holds about a member, as a ZIP of JSON and CSV (the right of access),
 * streamed as it is read. Secrets are left out: the password hash, session and code hashes.
 */
export function exportMember(ctx: AppContext, m: MemberRow): { stream: Readable; fileName: string } {
  const zip = new ZipWriter();
  writeAll(ctx, m, zip).then(
    () => zip.end(),
    (err: unknown) => zip.fail(err),
  );
  // The name goes into a header: only characters that need no quoting.
  return { stream: zip.stream, fileName: `portal-data-${m.memberNumber.replace(/[^\w-]/g, '_')}.zip` };
}

async function writeAll(ctx: AppContext, m: MemberRow, zip: ZipWriter) {
  const db = ctx.database.db;
  const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
  const identity = await memberIdentity(db, m);
  await zip.text('README.txt', README);
  await zip.json('profile.json', await profile(ctx, m));

  const recognitions = (direction: 'from' | 'to') => {
    const own = direction === 'from' ? 'r.fromMemberId' : 'r.toMemberId';
    const other = direction === 'from' ? 'r.toMemberId' : 'r.fromMemberId';
    return byId(
      (after) =>
        db
          .selectFrom('recognitions as r')
          .leftJoin('members as o', 'o.id', other)
          .select([
            'r.id',
            'r.createdAt',
            'r.type',
            'r.value',
            'r.message',
            'r.points',
            'r.sendBy',
            'r.messageHiddenAt',
          ])
          .select(['o.memberNumber', 'o.firstname', 'o.surname'])
          .where(own, '=', m.id)
          .where('r.id', '>', after)
          .orderBy('r.id')
          .limit(PAGE)
          .execute(),
      (r) => [
        r.createdAt,
        r.type,
        name(r.firstname, r.surname),
        r.memberNumber,
        r.value,
        r.message,
        r.points,
        r.sendBy,
        r.messageHiddenAt ? 'yes' : 'no',
      ],
    );
  };
  // The other member's name stands third: who it came from, or who it went to.
  const recColumns = ['Member No', 'Value', 'Message', 'Points', 'Sent by', 'Hidden by moderation'];
  const recHeader = (who: string) => ['Date', 'Type', who, ...recColumns];
  await zip.csv('recognitions-received.csv', recHeader('From'), recognitions('to'));
  await zip.csv('recognitions-sent.csv', recHeader('To'), recognitions('from'));

  const nominations = (mine: 'by' | 'about') =>
    byId(
      (after) =>
        db
          .selectFrom('nominations as n')
          .leftJoin('members as o', 'o.id', mine === 'by' ? 'n.nomineeMemberId' : 'n.byMemberId')
          .select([
            'n.id',
            'n.createdAt',
            'n.nomCat',
            'n.reason',
            'n.nomineeKey',
            'n.reviewRating',
            'n.reviewPoints',
            'n.isIncludeInQuarterly',
            'n.awardStatus',
          ])
          .select(['o.memberNumber', 'o.firstname', 'o.surname'])
          .where(mine === 'by' ? 'n.byMemberId' : 'n.nomineeMemberId', '=', m.id)
          .where('n.id', '>', after)
          .orderBy('n.id')
          .limit(PAGE)
          .execute(),
      (n) => [
        n.createdAt,
        n.nomCat,
        n.reason,
        n.memberNumber ? name(n.firstname, n.surname) : n.nomineeKey,
        n.memberNumber,
        n.reviewRating,
        n.reviewPoints,
        n.isIncludeInQuarterly ? 'yes' : 'no',
        n.awardStatus === 'W' ? 'winner' : '',
      ],
    );
  const nomColumns = ['Member No', 'Rating', 'Points', 'Put forward for the quarter', 'Award'];
  const nomHeader = (who: string) => ['Date', 'Category', 'Reason', who, ...nomColumns];
  await zip.csv('nominations-received.csv', nomHeader('Nominated by'), nominations('about'));
  await zip.csv('nominations-made.csv', nomHeader('Nominee'), nominations('by'));

  await zip.csv(
    'orders.csv',
    [
      'Order',
      'Date',
      'Status',
      'Product code',
      'Description',
      'Qty',
      'Points',
      'Promo code',
      'Discount',
      'Mobile for vouchers',
    ],
    byId(
      (after) =>
        db
          .selectFrom('shopOrderItems as i')
          .innerJoin('shopOrders as o', 'o.id', 'i.orderId')
          .select([
            'i.id',
            'o.orderNum',
            'o.createdAt',
            'o.statusId',
            'i.productCode',
            'i.description',
            'i.qty',
            'i.total',
            'o.promoCode',
            'o.discount',
            'o.cellNum',
          ])
          .where('o.memberId', '=', m.id)
          .where('i.id', '>', after)
          .orderBy('i.id')
          .limit(PAGE)
          .execute(),
      (i) => [
        i.orderNum,
        i.createdAt,
        i.statusId,
        i.productCode,
        i.description,
        i.qty,
        i.total,
        i.promoCode,
        i.discount,
        i.cellNum,
      ],
    ),
  );

  await writeStatements(db, m.id, zip);

  // To any address or number they ever had, and pushes, which are addressed to their id.
  const recipients = [
    ...identity.emails.map((e) => e.toLowerCase()),
    ...identity.mobiles.flatMap((n) => [n, n.replace(/\s+/g, '')]),
  ];
  await zip.csv(
    'messages.csv',
    ['Date', 'Channel', 'To', 'Subject', 'Status', 'Sent', 'Text'],
    byId(
      (after) =>
        db
          .selectFrom('outboxMessages')
          .select(['id', 'createdAt', 'channel', 'recipient', 'subject', 'status', 'sentAt', 'bodyText'])
          .where((eb) =>
            eb.or([
              ...(recipients.length ? [eb(sql<string>`lower(recipient)`, 'in', recipients)] : []),
              eb.and([eb('channel', '=', 'push'), eb('recipient', '=', String(m.id))]),
            ]),
          )
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      (o) => [o.createdAt, o.channel, o.recipient, o.subject, o.status, o.sentAt, o.bodyText],
    ),
  );

  await zip.csv(
    'likes-given.csv',
    ['Date', 'Picture', 'Campaign', 'Picture by'],
    onePage(
      db
        .selectFrom('getinvolvedLikes as l')
        .innerJoin('getinvolvedPictures as p', 'p.id', 'l.pictureId')
        .innerJoin('campaigns as c', 'c.id', 'p.campaignId')
        .innerJoin('members as o', 'o.id', 'l.ownerId')
        .select(['l.createdAt', 'l.pictureId', 'c.name', 'o.firstname', 'o.surname'])
        .where('l.memberId', '=', m.id)
        .orderBy('l.createdAt')
        .execute()
        .then((rows) => rows.map((l) => [l.createdAt, l.pictureId, l.name, name(l.firstname, l.surname)])),
    ),
  );

  await pictureFiles(db, m.id, zip);

  await zip.csv(
    'contact-messages.csv',
    ['Date', 'Name', 'E-mail', 'Message'],
    identity.emails.length
      ? byId(
          (after) =>
            db
              .selectFrom('contactMessages')
              .select(['id', 'createdAt', 'contactName', 'emailAddress', 'message'])
              .where(
                sql`lower(email_address)`,
                'in',
                identity.emails.map((e) => e.toLowerCase()),
              )
              .where('id', '>', after)
              .orderBy('id')
              .limit(PAGE)
              .execute(),
          (c) => [c.createdAt, c.contactName, c.emailAddress, c.message],
        )
      : onePage(Promise.resolve([])),
  );

  await zip.csv(
    'sessions.csv',
    ['Started', 'Last seen', 'Expires', 'Ended'],
    byId(
      (after) =>
        db
          .selectFrom('sessions')
          .select(['id', 'createdAt', 'lastSeenAt', 'expiresAt', 'revokedAt'])
          .where('memberId', '=', m.id)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      (s) => [s.createdAt, s.lastSeenAt, s.expiresAt, s.revokedAt],
    ),
  );

  await writeActivity(db, m.id, zip);
  await writeShopAndRoles(db, m.id, zip);
}

async function profile(ctx: AppContext, m: MemberRow) {
  const db = ctx.database.db;
  const [division, manager, balances, provider, teams, promo] = await Promise.all([
    db
      .selectFrom('divisions')
      .select(['code', 'name', 'clusterCode'])
      .where('code', '=', m.divisionCode)
      .executeTakeFirst(),
    findManager(db, m),
    memberBalances(db, m.id),
    db
      .selectFrom('scimUsers')
      .select(['userName', 'externalId'])
      .where('memberId', '=', m.id)
      .executeTakeFirst(),
    db
      .selectFrom('teamsLinks')
      .select(['aadObjectId', 'createdAt'])
      .where('memberId', '=', m.id)
      .executeTakeFirst(),
    db
      .selectFrom('shopBasketPromos')
      .select(['code', 'appliedAt'])
      .where('memberId', '=', m.id)
      .executeTakeFirst(),
  ]);
  const { passwordHash: _secret, id: _id, managerId: _manager, ...fields } = m;
  return {
    exportedAt: ctx.clock.now().toISOString(),
    member: { ...fields, registered: m.registeredAt !== null, hasPassword: m.passwordHash !== null },
    division: division ?? null,
    manager: manager
      ? { memberNumber: manager.memberNumber, name: `${manager.firstname} ${manager.surname}` }
      : null,
    balances,
    /** The company's identity provider's names for them (SCIM), when it manages them. */
    identityProvider: provider ?? null,
    /** The Microsoft Teams user an admin linked to them, by directory object id. */
    teamsAccount: teams ?? null,
    /** The promo code kept with their basket. */
    basketPromoCode: promo ?? null,
  };
}
