import { sql, type Insertable, type Transaction } from 'kysely';
import type { MessageText, notifications } from '@portal/contract';
import { preparedWrite } from '../../db/prepared-query.js';
import type { DB, NotificationTable, OutboxChannel } from '../../db/schema.js';
import type { Config } from '../../config.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { escapeHtml } from '../../lib/html.js';
import { memberTranslator, NOTIFICATION_TEXTS, type Translator } from '../../i18n/index.js';
import { reachOf } from './preferences.js';
import { mentionsTitle, recognitionActTitle } from './titles.js';

/**
 * How long an e-mail or push waits for more of its kind: the reactions that arrive meanwhile
 * join it ("5 people reacted to …") instead of sending five messages.
 */
export const GROUP_DELAY_MS = 2 * 60_000;

export interface NotificationCause {
  memberId: number;
  kind: notifications.TNotificationKind;
  /**
   * What happened, without any message or comment text (those can be hidden later): said in
   * the member's language when it is a descriptor with values.
   */
  title: MessageText | string;
  /** The portal page it is about (a path). */
  url: string;
  actorMemberId?: number;
  recognitionId?: number;
  commentId?: number;
  /**
   * Causes with the same key, for the same member, while the first one's message still waits,
   * make one e-mail and one push whose title `grouped` writes for the number of people.
   */
  group?: {
    key: string;
    grouped: (people: number) => MessageText;
    /** Causes about any recognition join the group (mentions), not only this one's. */
    anyRecognition?: boolean;
    /** Where the grouped message links, when not the cause's own page. */
    url?: string;
  };
}

/** Where a grouped mention message links: the recognition feed. */
export const MENTIONS_URL = '/recentrecognition';

/** The group key of a member's mention messages: one group whatever the recognition. */
export const MENTIONS_GROUP = 'mentions';

/** One row per recipient of every send: prepared once (db/prepared-query.ts). */
const insertNotification = preparedWrite(
  (db, v: Omit<Required<Insertable<NotificationTable>>, 'id' | 'readAt'>) =>
    db.insertInto('notifications').values({
      memberId: v.memberId,
      kind: v.kind,
      title: v.title,
      url: v.url,
      actorMemberId: v.actorMemberId,
      recognitionId: v.recognitionId,
      commentId: v.commentId,
      shown: v.shown,
      createdAt: v.createdAt,
      readAt: null,
    }),
);

/** The cause's instance and time: where links point, whether push is on, when it happened. */
export interface TellingScope {
  config: Config;
  at: string;
}

/**
 * Tells a member, inside the transaction of the cause: an in-app notification, and an e-mail
 * and a push through the outbox where the member wants them. Nobody is told of their own act.
 */
export async function notify(
  trx: Transaction<DB>,
  scope: TellingScope,
  cause: NotificationCause,
): Promise<void> {
  if (cause.actorMemberId === cause.memberId) return;
  const at = scope.at;
  const config = scope.config;
  const pref = await reachOf(trx, cause.memberId, cause.kind);
  const say = await memberTranslator(trx, cause.memberId);
  const title = say.t(cause.title);
  await insertNotification(trx, {
    memberId: cause.memberId,
    kind: cause.kind,
    title,
    url: cause.url,
    actorMemberId: cause.actorMemberId ?? null,
    recognitionId: cause.recognitionId ?? null,
    commentId: cause.commentId ?? null,
    shown: +pref.inApp,
    createdAt: at,
  });
  if (pref.email) {
    const m = await trx
      .selectFrom('members')
      .select('email')
      .where('id', '=', cause.memberId)
      .where('erasedAt', 'is', null)
      .executeTakeFirst();
    if (m?.email) await send(trx, config, { cause, title, say }, 'email', m.email, at);
  }
  // A push goes to the member's devices: with push off or no device there is nobody to send it to.
  if (pref.push && config.PUSH_ENABLED && pref.hasPushDevice)
    await send(trx, config, { cause, title, say }, 'push', String(cause.memberId), at);
}

/** A cause with its title as the member reads it, and their language. */
interface SaidCause {
  cause: NotificationCause;
  title: string;
  say: Translator;
}

async function send(
  trx: Transaction<DB>,
  config: Config,
  { cause, title: causeTitle, say }: SaidCause,
  channel: OutboxChannel,
  recipient: string,
  at: string,
) {
  const url = `${config.PUBLIC_URL}${cause.url}`;
  const group = cause.group;
  const groupRef = group ? `${cause.memberId}:${cause.kind}:${group.key}` : null;
  if (group && groupRef) {
    // A message of this group still waiting: it takes this cause in, counted by people.
    const waiting = await trx
      .selectFrom('outboxMessages')
      .select(['id', 'createdAt'])
      .where('channel', '=', channel)
      .where('status', '=', 'pending')
      .where('refType', '=', 'notification-group')
      .where('refId', '=', groupRef)
      .where('attempts', '=', 0)
      .where('nextAttemptAt', '>', at)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (waiting) {
      const people = await peopleSince(trx, cause, waiting.createdAt);
      const title = say.t(group.grouped(people));
      const groupUrl = group.url ? `${config.PUBLIC_URL}${group.url}` : url;
      await trx
        .updateTable('outboxMessages')
        .set(render(channel, title, groupUrl, cause, say))
        .where('id', '=', waiting.id)
        .execute();
      return;
    }
  }
  const body = render(channel, causeTitle, url, cause, say);
  const dedupeKey = `notify:${channel}:${groupRef ?? `${cause.memberId}:${cause.kind}`}:${at}:${cause.commentId ?? cause.recognitionId ?? ''}`;
  await enqueueMessage(
    trx,
    {
      channel,
      recipient,
      subject: body.subject,
      text: body.bodyText,
      html: body.bodyHtml,
      template: cause.kind,
      ref: groupRef
        ? { type: 'notification-group', id: groupRef }
        : cause.commentId
          ? { type: 'comment', id: String(cause.commentId) }
          : // A message about a recognition names it, so an erasure finds it by the people on it
            // (its own type: 'recognition' rows are the e-card and chat posts themselves).
            cause.recognitionId
            ? { type: 'recognition-notice', id: String(cause.recognitionId) }
            : undefined,
      dedupeKey,
    },
    at,
  );
  if (group) {
    const due = new Date(Date.parse(at) + GROUP_DELAY_MS).toISOString();
    await trx
      .updateTable('outboxMessages')
      .set({ nextAttemptAt: due })
      .where('dedupeKey', '=', dedupeKey)
      .execute();
  }
}

/** People behind a group's causes since its message was written. */
async function peopleSince(trx: Transaction<DB>, cause: NotificationCause, since: string) {
  let q = trx
    .selectFrom('notifications')
    .select(sql<number | string>`count(distinct actor_member_id)`.as('n'))
    .where('memberId', '=', cause.memberId)
    .where('kind', '=', cause.kind)
    .where('createdAt', '>=', since);
  if (!cause.group?.anyRecognition) q = q.where('recognitionId', '=', cause.recognitionId ?? -1);
  const row = await q.executeTakeFirstOrThrow();
  return Math.max(1, Number(row.n));
}

/**
 * An e-mail carries the title and a link; a push carries the title, and in `bodyHtml` the
 * JSON the push transport hands the service worker (where a tap goes, and a tag so a newer
 * notification of the same group replaces the older one on the phone).
 */
function render(
  channel: OutboxChannel,
  title: string,
  url: string,
  cause: NotificationCause,
  say: Translator,
) {
  if (channel === 'push')
    return {
      subject: title,
      bodyText: title,
      bodyHtml: JSON.stringify({ url, tag: cause.group ? `${cause.kind}:${cause.group.key}` : cause.kind }),
    };
  return {
    subject: title,
    bodyText: `${title}\n\n${url}`,
    bodyHtml: `<p>${escapeHtml(title)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(say.t(NOTIFICATION_TEXTS.openInPortal))}</a></p>`,
  };
}

/**
 * A comment a programme admin hid: what it caused and has not yet gone out is withdrawn,
 * and the bell forgets it. A grouped e-mail or push still waiting ("3 people commented on …")
 * is recounted without the hidden comment's author, or withdrawn when nobody is left.
 */
export async function withdrawCommentNotifications(trx: Transaction<DB>, commentId: number) {
  const caused = await trx
    .selectFrom('notifications')
    .select(['memberId', 'kind', 'recognitionId'])
    .where('commentId', '=', commentId)
    .execute();
  await trx.deleteFrom('notifications').where('commentId', '=', commentId).execute();
  await trx
    .deleteFrom('outboxMessages')
    .where('refType', '=', 'comment')
    .where('refId', '=', String(commentId))
    .where('status', '=', 'pending')
    .execute();
  for (const c of caused) {
    if (c.kind === 'mention') await regroupMentions(trx, c.memberId);
    if (c.kind !== 'comment' || c.recognitionId === null) continue;
    await regroup(trx, { memberId: c.memberId, recognitionId: c.recognitionId });
  }
}

/** A member's waiting mention messages, recounted without a hidden comment's mention. */
async function regroupMentions(trx: Transaction<DB>, memberId: number) {
  const waiting = await trx
    .selectFrom('outboxMessages')
    .select(['id', 'createdAt', 'subject', 'bodyText', 'bodyHtml'])
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('refType', '=', 'notification-group')
    .where('refId', '=', `${memberId}:mention:${MENTIONS_GROUP}`)
    .execute();
  for (const m of waiting) {
    const left = await trx
      .selectFrom('notifications')
      .innerJoin('members', 'members.id', 'notifications.actorMemberId')
      .select(['members.firstname', 'members.surname', 'notifications.actorMemberId', 'notifications.title'])
      .where('notifications.memberId', '=', memberId)
      .where('notifications.kind', '=', 'mention')
      .where('notifications.createdAt', '>=', m.createdAt)
      .orderBy('notifications.id', 'desc')
      .execute();
    if (left.length === 0) {
      await trx.deleteFrom('outboxMessages').where('id', '=', m.id).execute();
      continue;
    }
    const people = new Set(left.map((n) => n.actorMemberId)).size;
    // One mention left: its own title, already in the member's language.
    const title =
      left.length === 1
        ? left[0]!.title
        : (await memberTranslator(trx, memberId)).t(
            mentionsTitle(people, `${left[0]!.firstname} ${left[0]!.surname}`),
          );
    await trx
      .updateTable('outboxMessages')
      .set({
        subject: title,
        bodyText: m.bodyText.replace(m.subject, title),
        bodyHtml: m.bodyHtml.replace(escapeHtml(m.subject), escapeHtml(title)),
      })
      .where('id', '=', m.id)
      .execute();
  }
}

async function regroup(trx: Transaction<DB>, c: { memberId: number; recognitionId: number }) {
  const waiting = await trx
    .selectFrom('outboxMessages')
    .select(['id', 'createdAt', 'subject', 'bodyText', 'bodyHtml'])
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('refType', '=', 'notification-group')
    .where('refId', '=', `${c.memberId}:comment:recognition-${c.recognitionId}`)
    .execute();
  for (const m of waiting) {
    const left = await trx
      .selectFrom('notifications')
      .innerJoin('members', 'members.id', 'notifications.actorMemberId')
      .select(['members.firstname', 'members.surname', 'notifications.actorMemberId'])
      .where('notifications.memberId', '=', c.memberId)
      .where('notifications.kind', '=', 'comment')
      .where('notifications.recognitionId', '=', c.recognitionId)
      .where('notifications.createdAt', '>=', m.createdAt)
      .orderBy('notifications.id', 'desc')
      .execute();
    const people = new Set(left.map((n) => n.actorMemberId)).size;
    const recognition = await recognitionSeenBy(trx, c.recognitionId);
    if (people === 0 || !recognition) {
      await trx.deleteFrom('outboxMessages').where('id', '=', m.id).execute();
      continue;
    }
    const title = (await memberTranslator(trx, c.memberId)).t(
      recognitionActTitle('comment', c.memberId === recognition.toMemberId ? 'yours' : 'given', {
        people,
        actor: `${left[0]!.firstname} ${left[0]!.surname}`,
        value: recognition.value,
        recipient: recognition.recipient,
      }),
    );
    await trx
      .updateTable('outboxMessages')
      .set({
        subject: title,
        bodyText: m.bodyText.replace(m.subject, title),
        bodyHtml: m.bodyHtml.replace(escapeHtml(m.subject), escapeHtml(title)),
      })
      .where('id', '=', m.id)
      .execute();
  }
}

/** What a recognition's comment notices name: its value and who received it. */
async function recognitionSeenBy(trx: Transaction<DB>, recognitionId: number) {
  const r = await trx
    .selectFrom('recognitions')
    .innerJoin('members', 'members.id', 'recognitions.toMemberId')
    .select(['recognitions.value', 'recognitions.toMemberId', 'members.firstname', 'members.surname'])
    .where('recognitions.id', '=', recognitionId)
    .executeTakeFirst();
  return r && { value: r.value, toMemberId: r.toMemberId, recipient: `${r.firstname} ${r.surname}` };
}
