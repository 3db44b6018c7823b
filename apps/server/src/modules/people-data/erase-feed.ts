import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { emit } from '../../events/bus.js';

/** Outbox rows to blank, by their reference: [refType, refIds]. */
export type OutboxRefs = Array<[type: string, ids: string[]]>;

/**
 * The feed and the bell. Comments the member wrote go, with their mentions and what they
 * caused (as when an author deletes one), so nothing they wrote shows under their pseudonym.
 * Their own notifications go. What others were told of the member — notifications whose actor
 * they were, or about their recognitions or a comment on one or mentioning them — is found by
 * those links, not by searching for the name it gives (which may be one they no longer use),
 * and loses their names. Returns the outbox references of the messages those notifications
 * sent, for the outbox step to blank.
 */
export async function scrubFeedAndNotifications(
  trx: Transaction<DB>,
  memberId: number,
  redact: (text: string) => string,
  at: string,
): Promise<{ comments: number; outboxRefs: OutboxRefs }> {
  const theirRecognitions = trx
    .selectFrom('recognitions')
    .select('id')
    .where((eb) => eb.or([eb('fromMemberId', '=', memberId), eb('toMemberId', '=', memberId)]));
  const mentioning = trx.selectFrom('commentMentions').select('commentId').where('memberId', '=', memberId);
  const own = (
    await trx.selectFrom('recognitionComments').select('id').where('memberId', '=', memberId).execute()
  ).map((c) => c.id);
  const about = await trx
    .selectFrom('recognitionComments')
    .select(['id', 'body'])
    .where('memberId', '<>', memberId)
    .where((eb) => eb.or([eb('recognitionId', 'in', theirRecognitions), eb('id', 'in', mentioning)]))
    .execute();
  const told = await trx
    .selectFrom('notifications')
    .select(['id', 'memberId', 'kind', 'title', 'recognitionId', 'commentId'])
    .where('memberId', '<>', memberId)
    .where((eb) =>
      eb.or([
        eb('actorMemberId', '=', memberId),
        eb('recognitionId', 'in', theirRecognitions),
        eb('commentId', 'in', mentioning),
      ]),
    )
    .execute();
  // Grouped e-mails and pushes are referenced by recipient, kind and recognition (notify.ts).
  const groups = told
    .filter((n) => n.recognitionId !== null)
    .map((n) => `${n.memberId}:${n.kind}:recognition-${n.recognitionId}`);
  const commentRefs = [...own, ...about.map((c) => c.id), ...told.flatMap((n) => n.commentId ?? [])];
  const outboxRefs: OutboxRefs = [
    ['comment', [...new Set(commentRefs)].map(String)],
    ['notification-group', [...new Set(groups)]],
  ];

  for (const id of own) {
    await emit(trx, { type: 'comment.withdrawn', at, commentId: id });
    await trx.deleteFrom('commentMentions').where('commentId', '=', id).execute();
    await trx.deleteFrom('recognitionComments').where('id', '=', id).execute();
  }
  await trx.deleteFrom('notifications').where('memberId', '=', memberId).execute();
  for (const c of about) {
    const body = redact(c.body);
    if (body !== c.body)
      await trx.updateTable('recognitionComments').set({ body }).where('id', '=', c.id).execute();
  }
  for (const n of told) {
    const title = redact(n.title);
    // Rows a withdrawn comment caused are gone already; the update then changes nothing.
    if (title !== n.title)
      await trx.updateTable('notifications').set({ title }).where('id', '=', n.id).execute();
  }
  return { comments: own.length, outboxRefs };
}
