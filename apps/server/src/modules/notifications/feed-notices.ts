import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { withValues } from '@portal/contract';
import type { RecognitionActedOn as Recognition } from '../../events/domain-events.js';
import { NOTIFICATION_TEXTS } from '../../i18n/index.js';
import { MENTIONS_GROUP, MENTIONS_URL, notify, type TellingScope } from './notify.js';
import { mentionsTitle, recognitionActTitle } from './titles.js';

async function nameOf(trx: Transaction<DB>, id: number) {
  const m = await trx
    .selectFrom('members')
    .select(['firstname', 'surname'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${m.firstname} ${m.surname}`;
}

/**
 * Tells the giver and the recipient of a recognition that someone reacted or commented (not
 * the one who did it, nor those `except` names: they hear of it another way). E-mails and
 * pushes of the same kind on the same recognition are grouped while they wait.
 */
export async function notifyGiverAndRecipient(
  trx: Transaction<DB>,
  scope: TellingScope,
  r: Recognition,
  act: { kind: 'reaction' | 'comment'; actorId: number; commentId?: number; except?: ReadonlySet<number> },
) {
  const actor = await nameOf(trx, act.actorId);
  const recipient = await nameOf(trx, r.toMemberId);
  for (const memberId of new Set([r.toMemberId, r.fromMemberId])) {
    if (act.except?.has(memberId)) continue;
    const side = memberId === r.toMemberId ? 'yours' : 'given';
    const title = (people: number) =>
      recognitionActTitle(act.kind, side, { people, actor, value: r.value, recipient });
    await notify(trx, scope, {
      memberId,
      kind: act.kind,
      title: title(1),
      url: `/recentrecognition?recognition=${r.id}`,
      actorMemberId: act.actorId,
      recognitionId: r.id,
      commentId: act.commentId,
      group: {
        key: `recognition-${r.id}`,
        grouped: title,
      },
    });
  }
}

/**
 * Tells each newly mentioned member, once per comment. Their e-mails and pushes are grouped per
 * member while they wait, whatever the recognition: twenty comments mentioning someone make one
 * e-mail ("3 people mentioned you in comments"), not twenty.
 */
export async function notifyMentioned(
  trx: Transaction<DB>,
  scope: TellingScope,
  r: Recognition,
  act: { actorId: number; commentId: number; memberIds: readonly number[] },
) {
  if (!act.memberIds.length) return;
  const actor = await nameOf(trx, act.actorId);
  for (const memberId of act.memberIds)
    await notify(trx, scope, {
      memberId,
      kind: 'mention',
      title: withValues(NOTIFICATION_TEXTS.mentioned, { actor, value: r.value }),
      url: `/recentrecognition?recognition=${r.id}`,
      actorMemberId: act.actorId,
      recognitionId: r.id,
      commentId: act.commentId,
      group: {
        key: MENTIONS_GROUP,
        anyRecognition: true,
        url: MENTIONS_URL,
        grouped: (people) => mentionsTitle(people, actor),
      },
    });
}
