import type { Db } from '../../db/database.js';
import { byId, onePage, PAGE, type ZipWriter } from './zip-writer.js';

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The member's part in the feed and the bell, their devices and what the portal keeps of who
 * they were, for the data download. Push devices leave out their keys (secrets, like the
 * password hash); a hidden comment by someone else leaves out its text, as the feed does.
 */
export async function writeActivity(db: Db, memberId: number, zip: ZipWriter): Promise<void> {
  await zip.csv(
    'comments.csv',
    ['Date', 'Recognition', 'Text', 'Edited', 'Hidden by moderation'],
    byId(
      (after) =>
        db
          .selectFrom('recognitionComments')
          .select(['id', 'createdAt', 'recognitionId', 'body', 'editedAt', 'hiddenAt'])
          .where('memberId', '=', memberId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      (c) => [c.createdAt, c.recognitionId, c.body, c.editedAt, c.hiddenAt ? 'yes' : 'no'],
    ),
  );
  await zip.csv(
    'comments-mentioning-you.csv',
    ['Date', 'Recognition', 'By', 'Member No', 'Text'],
    byId(
      (after) =>
        db
          .selectFrom('commentMentions as cm')
          .innerJoin('recognitionComments as c', 'c.id', 'cm.commentId')
          .innerJoin('members as o', 'o.id', 'c.memberId')
          .select(['c.id', 'c.createdAt', 'c.recognitionId', 'c.body', 'c.hiddenAt'])
          .select(['o.memberNumber', 'o.firstname', 'o.surname'])
          .where('cm.memberId', '=', memberId)
          .where('c.id', '>', after)
          .orderBy('c.id')
          .limit(PAGE)
          .execute(),
      (c) => [
        c.createdAt,
        c.recognitionId,
        name(c.firstname, c.surname),
        c.memberNumber,
        c.hiddenAt ? '' : c.body,
      ],
    ),
  );
  await zip.csv(
    'reactions.csv',
    ['Date', 'Recognition', 'Reaction'],
    onePage(
      db
        .selectFrom('recognitionReactions')
        .select(['createdAt', 'recognitionId', 'kind'])
        .where('memberId', '=', memberId)
        .orderBy('createdAt')
        .orderBy('recognitionId')
        .execute()
        .then((rows) => rows.map((r) => [r.createdAt, r.recognitionId, r.kind])),
    ),
  );
  await zip.csv(
    'notifications.csv',
    ['Date', 'Kind', 'Title', 'Link', 'Shown in the bell', 'Read'],
    byId(
      (after) =>
        db
          .selectFrom('notifications')
          .select(['id', 'createdAt', 'kind', 'title', 'url', 'shown', 'readAt'])
          .where('memberId', '=', memberId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      (n) => [n.createdAt, n.kind, n.title, n.url, n.shown ? 'yes' : 'no', n.readAt],
    ),
  );
  await zip.csv(
    'notification-settings.csv',
    ['Kind', 'In the bell', 'E-mail', 'Push'],
    onePage(
      db
        .selectFrom('notificationPreferences')
        .select(['kind', 'inApp', 'email', 'push'])
        .where('memberId', '=', memberId)
        .orderBy('kind')
        .execute()
        .then((rows) =>
          rows.map((p) => [p.kind, p.inApp ? 'yes' : 'no', p.email ? 'yes' : 'no', p.push ? 'yes' : 'no']),
        ),
    ),
  );
  await zip.csv(
    'push-devices.csv',
    ['Added', 'Device', 'Push service address', 'Last push'],
    onePage(
      db
        .selectFrom('pushSubscriptions')
        .select(['createdAt', 'label', 'endpoint', 'lastPushAt'])
        .where('memberId', '=', memberId)
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((d) => [d.createdAt, d.label, d.endpoint, d.lastPushAt])),
    ),
  );
  await zip.csv(
    'former-details.csv',
    ['Detail', 'Value', 'Changed'],
    onePage(
      db
        .selectFrom('memberFormerDetails')
        .select(['detail', 'value', 'recordedAt'])
        .where('memberId', '=', memberId)
        .orderBy('recordedAt')
        .orderBy('detail')
        .execute()
        .then((rows) => rows.map((f) => [f.detail, f.value, f.recordedAt])),
    ),
  );
  await zip.csv(
    'points-held.csv',
    ['Held', 'Account', 'Points', 'Until', 'Settled', 'Outcome'],
    onePage(
      db
        .selectFrom('leaverHolds')
        .select(['heldAt', 'kind', 'amount', 'releaseAfter', 'settledAt', 'outcome'])
        .where('memberId', '=', memberId)
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map((h) => [h.heldAt, h.kind, h.amount, h.releaseAfter, h.settledAt, h.outcome || 'held']),
        ),
    ),
  );
}

/** Their basket, card payments, committee ratings and (for admins) the API tokens they made; no secrets. */
export async function writeShopAndRoles(db: Db, memberId: number, zip: ZipWriter): Promise<void> {
  await zip.csv(
    'basket.csv',
    ['Added', 'Product', 'Description', 'Qty', 'Price when added'],
    onePage(
      db
        .selectFrom('shopBasketItems as b')
        .innerJoin('shopProducts as p', 'p.id', 'b.productId')
        .select(['b.createdAt', 'p.productCode', 'p.description', 'b.qty', 'b.priceAtAdd'])
        .where('b.memberId', '=', memberId)
        .orderBy('b.id')
        .execute()
        .then((rows) => rows.map((b) => [b.createdAt, b.productCode, b.description, b.qty, b.priceAtAdd])),
    ),
  );
  await zip.csv(
    'card-payments.csv',
    [
      'Date',
      'Provider',
      'Status',
      'Currency',
      'Amount (minor units)',
      'Points held',
      'Refund',
      'Refunded (minor units)',
    ],
    byId(
      (after) =>
        db
          .selectFrom('shopPayments')
          .select([
            'id',
            'createdAt',
            'provider',
            'status',
            'currency',
            'amountMinor',
            'pointsHeld',
            'refundStatus',
            'refundedMinor',
          ])
          .where('memberId', '=', memberId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      (p) => [
        p.createdAt,
        p.provider,
        p.status,
        p.currency,
        p.amountMinor,
        p.pointsHeld,
        p.refundStatus,
        p.refundedMinor,
      ],
    ),
  );
  await zip.csv(
    'nomination-ratings.csv',
    ['Rated', 'Nomination', 'Rating'],
    onePage(
      db
        .selectFrom('nominationRatings')
        .select(['ratedAt', 'nominationId', 'rating'])
        .where('memberId', '=', memberId)
        .orderBy('ratedAt')
        .execute()
        .then((rows) => rows.map((r) => [r.ratedAt, r.nominationId, r.rating])),
    ),
  );
  await zip.csv(
    'api-tokens.csv',
    ['Created', 'Name', 'Ends with', 'Scopes', 'Expires', 'Revoked', 'Last used'],
    onePage(
      db
        .selectFrom('apiTokens')
        .select(['createdAt', 'name', 'hint', 'scopes', 'expiresAt', 'revokedAt', 'lastUsedAt'])
        .where('memberId', '=', memberId)
        .orderBy('id')
        .execute()
        .then((rows) =>
          rows.map((a) => [a.createdAt, a.name, a.hint, a.scopes, a.expiresAt, a.revokedAt, a.lastUsedAt]),
        ),
    ),
  );
}
