import { sql, type SqlBool, type Transaction } from 'kysely';
import { OUTBOX_CHANNELS, type DB, type MemberRow } from '../../db/schema.js';
import { redactNames } from './scrub-text.js';
import { nameWords, type MemberIdentity } from './identity.js';
import { scrubFeedAndNotifications, type OutboxRefs } from './erase-feed.js';

export interface LinkedRemoval {
  pictures: number;
  messagesWritten: number;
  outboxMessages: number;
  sessions: number;
  contactMessages: number;
}

/** Keys of a member's own fields wherever a snapshot (audit before/after, HR preview) holds them. */
const PERSONAL_KEYS = new Set([
  'legalFirstname',
  'firstname',
  'surname',
  'name',
  'memberName',
  'email',
  'emailAddress',
  'cellNum',
  'mobile',
  'dobDd',
  'dobMm',
  'hireDate',
  'jobTitle',
  'otherInfo',
  'interestOtherDesc',
  'contactName',
]);

/** The same JSON with every personal key blanked, at any depth. */
export function blankPersonalKeys(value: unknown, label: string): unknown {
  if (Array.isArray(value)) return value.map((v) => blankPersonalKeys(v, label));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        PERSONAL_KEYS.has(k) && typeof v === 'string' && v !== ''
          ? k === 'name'
            ? label
            : ''
          : blankPersonalKeys(v, label),
      ]),
    );
  }
  return value;
}

/** Escapes LIKE wildcards: an address with "_" means that character. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const count = (r: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0);

/**
 * Removes or blanks every row that belongs to the member or was written by them, and the
 * names in text others wrote about them. The member row itself is anonymised by the caller.
 */
export async function scrubLinkedRows(
  trx: Transaction<DB>,
  m: MemberRow,
  identity: MemberIdentity,
  label: string,
  now: string,
): Promise<LinkedRemoval> {
  const redact = (text: string) => redactNames(text, nameWords(identity), label);

  // Pictures first: they point at sessions. Likes on their Get Involved pictures cascade.
  const pics = await trx.deleteFrom('pictures').where('memberId', '=', m.id).executeTakeFirst();
  const giPics = await trx.deleteFrom('getinvolvedPictures').where('memberId', '=', m.id).executeTakeFirst();
  const sessions = await trx.deleteFrom('sessions').where('memberId', '=', m.id).executeTakeFirst();
  await trx.deleteFrom('otpVerifications').where('memberId', '=', m.id).execute();
  await trx.deleteFrom('shopBasketItems').where('memberId', '=', m.id).execute();
  await trx.deleteFrom('shopBasketPromos').where('memberId', '=', m.id).execute();
  // A device address is personal data, and nothing may be pushed to an erased member.
  await trx.deleteFrom('pushSubscriptions').where('memberId', '=', m.id).execute();
  // The Teams account it was linked to would find the erased member again.
  await trx.deleteFrom('teamsLinks').where('memberId', '=', m.id).execute();
  await trx.updateTable('shopOrders').set({ cellNum: '' }).where('memberId', '=', m.id).execute();
  // The identity provider's names for them: a SCIM lookup by their old e-mail or id finds nobody.
  await trx.deleteFrom('scimUsers').where('memberId', '=', m.id).execute();
  await trx.deleteFrom('memberFormerDetails').where('memberId', '=', m.id).execute();

  // Free text they wrote goes; the records (points, ratings) stay.
  const recs = await trx
    .updateTable('recognitions')
    .set({ message: '' })
    .where('fromMemberId', '=', m.id)
    .executeTakeFirst();
  const noms = await trx
    .updateTable('nominations')
    .set({ reason: '' })
    .where('byMemberId', '=', m.id)
    .executeTakeFirst();
  await trx
    .updateTable('nominations')
    .set({ quarterlyMotivation: '' })
    .where('reviewedById', '=', m.id)
    .execute();

  // Text others wrote about them keeps its words but not their name.
  const received = await trx
    .selectFrom('recognitions')
    .select(['id', 'message'])
    .where('toMemberId', '=', m.id)
    .where('message', '<>', '')
    .execute();
  for (const r of received) {
    const message = redact(r.message);
    if (message !== r.message)
      await trx.updateTable('recognitions').set({ message }).where('id', '=', r.id).execute();
  }
  const about = await trx
    .selectFrom('nominations')
    .select(['id', 'reason', 'quarterlyMotivation'])
    .where('nomineeMemberId', '=', m.id)
    .execute();
  for (const n of about) {
    const reason = redact(n.reason);
    const quarterlyMotivation = redact(n.quarterlyMotivation);
    if (reason !== n.reason || quarterlyMotivation !== n.quarterlyMotivation)
      await trx
        .updateTable('nominations')
        .set({ reason, quarterlyMotivation })
        .where('id', '=', n.id)
        .execute();
  }

  const feed = await scrubFeedAndNotifications(trx, m.id, redact, now);

  // Contact messages are matched by the addresses they gave.
  const emails = identity.emails.map((e) => e.toLowerCase());
  const contactIds = emails.length
    ? (
        await trx
          .selectFrom('contactMessages')
          .select('id')
          .where(sql`lower(email_address)`, 'in', emails)
          .execute()
      ).map((c) => String(c.id))
    : [];
  if (contactIds.length)
    await trx.deleteFrom('contactMessages').where('id', 'in', contactIds.map(Number)).execute();

  const outboxMessages = await scrubOutbox(
    trx,
    m,
    identity,
    [...feed.outboxRefs, ['contact', contactIds]],
    now,
  );
  await scrubAuditLog(trx, m, label);
  // An HR file (waiting, or applied and kept) still holds their row, under any address they had.
  for (const email of emails)
    await trx
      .updateTable('adminJobs')
      .set({ input: '' })
      .where(sql<SqlBool>`lower(input) like ${`%${likeLiteral(email)}%`} escape '\\'`)
      .execute();

  return {
    pictures: count(pics) + count(giPics),
    messagesWritten: count(recs) + count(noms) + feed.comments,
    outboxMessages,
    sessions: count(sessions),
    contactMessages: contactIds.length,
  };
}

/**
 * Blanks every outbox message sent to them or about their records (e-cards they sent carry
 * their words; nomination notices and order SMS name them). The rows stay, so message counts
 * and SMS spend still add up; one not yet sent will never be.
 */
async function scrubOutbox(
  trx: Transaction<DB>,
  m: MemberRow,
  identity: MemberIdentity,
  moreRefs: OutboxRefs,
  now: string,
) {
  const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => String(r.id));
  const [recognitions, nominations, orders] = await Promise.all([
    ids(
      trx
        .selectFrom('recognitions')
        .select('id')
        .where((eb) => eb.or([eb('fromMemberId', '=', m.id), eb('toMemberId', '=', m.id)]))
        .execute(),
    ),
    ids(
      trx
        .selectFrom('nominations')
        .select('id')
        .where((eb) => eb.or([eb('byMemberId', '=', m.id), eb('nomineeMemberId', '=', m.id)]))
        .execute(),
    ),
    ids(trx.selectFrom('shopOrders').select('id').where('memberId', '=', m.id).execute()),
  ]);
  const recipients = [
    ...identity.emails.map((e) => e.toLowerCase()),
    ...identity.mobiles.flatMap((n) => [n, n.replace(/\s+/g, '')]),
  ];
  const refs: OutboxRefs = [
    ['recognition', recognitions],
    ['recognition-notice', recognitions],
    ['nomination', nominations],
    ['shop_order', orders],
    ['member', [String(m.id)]],
    ...moreRefs,
  ];
  let changed = 0;
  const scrub = {
    recipient: '',
    subject: '',
    bodyText: '',
    bodyHtml: '',
    lastError: 'Erased at the member’s request',
  };
  const byRecipient = recipients.length
    ? await trx
        .updateTable('outboxMessages')
        .set(scrub)
        .where(sql`lower(recipient)`, 'in', recipients)
        .executeTakeFirst()
    : undefined;
  changed += byRecipient ? count(byRecipient) : 0;
  // Pushes are addressed to the member's id: their devices are gone, so are the messages.
  const pushes = await trx
    .updateTable('outboxMessages')
    .set(scrub)
    .where('channel', '=', 'push')
    .where('recipient', '=', String(m.id))
    .executeTakeFirst();
  changed += count(pushes);
  for (const [type, list] of refs) {
    for (let i = 0; i < list.length; i += 500) {
      const r = await trx
        .updateTable('outboxMessages')
        .set(scrub)
        .where('refType', '=', type)
        .where('refId', 'in', list.slice(i, i + 500))
        .where('bodyText', '<>', '')
        .executeTakeFirst();
      changed += count(r);
    }
  }
  await trx
    .updateTable('outboxMessages')
    .set({ status: 'failed', lockedUntil: null, nextAttemptAt: now })
    .where('recipient', '=', '')
    // Every channel named, so the channel-and-status index finds the waiting messages.
    .where('channel', 'in', [...OUTBOX_CHANNELS])
    .where('status', 'in', ['pending', 'sending'])
    .execute();
  return changed;
}

/** Audit entries about the member keep what was done, without their personal fields. */
async function scrubAuditLog(trx: Transaction<DB>, m: MemberRow, label: string) {
  await trx
    .updateTable('adminAuditLog')
    .set({ actorLabel: `${m.memberNumber} ${label}` })
    .where('actorMemberId', '=', m.id)
    .execute();
  const about = new RegExp(`member ${m.memberNumber}(?![\\w-])`);
  const rows = await trx
    .selectFrom('adminAuditLog')
    .select(['id', 'target', 'beforeJson', 'afterJson'])
    .where('target', 'like', `%member ${m.memberNumber}%`)
    .execute();
  for (const r of rows) {
    if (!about.test(r.target)) continue;
    const rewrite = (json: string) => {
      try {
        return JSON.stringify(blankPersonalKeys(JSON.parse(json), label));
      } catch {
        return 'null';
      }
    };
    await trx
      .updateTable('adminAuditLog')
      .set({
        target: r.target.replace(/member (\S+).*$/, `member $1 ${label}`),
        beforeJson: rewrite(r.beforeJson),
        afterJson: rewrite(r.afterJson),
      })
      .where('id', '=', r.id)
      .execute();
  }
}
