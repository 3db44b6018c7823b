import type { Transaction } from 'kysely';
import { withValues } from '@portal/contract';
import type { DB } from '../../db/schema.js';
import type { Subscriber } from '../../events/bus.js';
import type {
  BirthdayAwarded,
  CommentEdited,
  CommentPosted,
  CommentWithdrawn,
  NominationReviewed,
  OrderDispatched,
  ReactionAdded,
  RecognitionSent,
} from '../../events/domain-events.js';
import { NOTIFICATION_TEXTS } from '../../i18n/index.js';
import { notifyGiverAndRecipient, notifyMentioned } from './feed-notices.js';
import { notify, withdrawCommentNotifications } from './notify.js';

type Trx = Transaction<DB>;

/** Each recipient of a send hears who recognised them and for what. */
async function recognitionSent(trx: Trx, e: RecognitionSent): Promise<void> {
  const sender = `${e.sender.firstname} ${e.sender.surname}`;
  for (const { id, to } of e.recognitions) {
    await notify(trx, e, {
      memberId: to.id,
      kind: 'recognised',
      title: withValues(NOTIFICATION_TEXTS.recognised, { sender, reason: e.value }),
      url: `/recentrecognition?recognition=${id}`,
      actorMemberId: e.sender.id,
      recognitionId: id,
    });
  }
}

/** The nominator hears that their nomination was reviewed (its nominees have their e-cards). */
function nominationReviewed(trx: Trx, e: NominationReviewed): Promise<void> {
  return notify(trx, e, {
    memberId: e.nomination.byMemberId,
    kind: 'nomination',
    title: withValues(NOTIFICATION_TEXTS.nominationReviewed, { category: e.nomination.nomCat }),
    url: '/myrecognition',
    actorMemberId: e.reviewerId,
  });
}

function orderDispatched(trx: Trx, e: OrderDispatched): Promise<void> {
  return notify(trx, e, {
    memberId: e.order.memberId,
    kind: 'order',
    title: withValues(NOTIFICATION_TEXTS.orderDispatched, { orderNum: e.order.orderNum }),
    url: `/orders/${e.order.orderNum}`,
  });
}

function birthdayAwarded(trx: Trx, e: BirthdayAwarded): Promise<void> {
  return notify(trx, e, {
    memberId: e.memberId,
    kind: 'ecard',
    title: withValues(NOTIFICATION_TEXTS.birthday, { company: e.companyName }),
    url: '/statement',
  });
}

/** Those newly mentioned hear of it as a mention; the giver and recipient as a comment. */
async function commentPosted(trx: Trx, e: CommentPosted): Promise<void> {
  await notifyMentioned(trx, e, e.recognition, {
    actorId: e.actorId,
    commentId: e.commentId,
    memberIds: e.mentioned,
  });
  await notifyGiverAndRecipient(trx, e, e.recognition, {
    kind: 'comment',
    actorId: e.actorId,
    commentId: e.commentId,
    except: new Set(e.mentioned),
  });
}

function commentEdited(trx: Trx, e: CommentEdited): Promise<void> {
  return notifyMentioned(trx, e, e.recognition, {
    actorId: e.actorId,
    commentId: e.commentId,
    memberIds: e.mentioned,
  });
}

function reactionAdded(trx: Trx, e: ReactionAdded): Promise<void> {
  return notifyGiverAndRecipient(trx, e, e.recognition, { kind: 'reaction', actorId: e.actorId });
}

/**
 * What the notifications module does with each cause: the bell's row, and the member's e-mail
 * and push through the outbox as their preferences say (one choice per member and kind, so the
 * three are written together, and waiting e-mails and pushes are grouped alike).
 */
export const notificationSubscriber: Subscriber = {
  'recognition.sent': recognitionSent,
  'nomination.reviewed': nominationReviewed,
  'order.dispatched': orderDispatched,
  'birthday.awarded': birthdayAwarded,
  'comment.posted': commentPosted,
  'comment.edited': commentEdited,
  'reaction.added': reactionAdded,
  'comment.withdrawn': (trx: Trx, e: CommentWithdrawn) => withdrawCommentNotifications(trx, e.commentId),
};
