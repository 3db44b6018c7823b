import type { Transaction } from 'kysely';
import type { feed } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { emit } from '../../events/bus.js';
import type { RowOf } from '../../db/row-of.js';
import { commentsWithAuthor } from './comments-repository.js';
import { PEOPLE_ADMIN_TEXTS } from '../../i18n/index.js';

/** Moderation of comments: find recent ones, hide one with a reason (or show it again). */

export const COMMENT_SEARCH_LIMIT = 20;

function adminRows(db: Db | Transaction<DB>) {
  return commentsWithAuthor(db).select([
    'c.id',
    'c.recognitionId',
    'c.body',
    'c.createdAt',
    'c.hiddenAt',
    'c.hiddenReason',
    'm.memberNumber',
    'm.firstname',
    'm.surname',
  ]);
}
const toAdminComment = (r: RowOf<typeof adminRows>): feed.TAdminComment => ({
  commentId: r.id,
  recognitionId: r.recognitionId,
  author: { memberNumber: r.memberNumber, name: `${r.firstname} ${r.surname}` },
  text: r.body,
  createdAt: r.createdAt,
  hidden: r.hiddenAt !== null,
  hiddenReason: r.hiddenReason,
});

/** The newest comments; a search matches the author's member number or the recognition id exactly. */
export async function searchComments(db: Db, search: string) {
  let q = adminRows(db);
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    q = q.where((eb) =>
      eb.or([eb('m.memberNumber', '=', search), ...(id !== null ? [eb('c.recognitionId', '=', id)] : [])]),
    );
  }
  const rows = await q.orderBy('c.id', 'desc').limit(COMMENT_SEARCH_LIMIT).execute();
  return { comments: rows.map(toAdminComment) };
}

/**
 * Hides (or shows again) a comment. The text stays in the row for the audit trail; readers
 * get an empty text, and the notifications it caused leave the bell and the outbox queue.
 */
export async function hideComment(
  ctx: AppContext,
  actor: AdminActor,
  body: { commentId: number; hidden: boolean; reason: string },
) {
  if (body.hidden && !body.reason)
    throw badRequest(PEOPLE_ADMIN_TEXTS.reasonForComment, { reason: 'Required' });
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await adminRows(trx).where('c.id', '=', body.commentId).executeTakeFirst();
    if (!before) throw notFound();
    if ((before.hiddenAt !== null) === body.hidden) return { comment: toAdminComment(before) };
    await trx
      .updateTable('recognitionComments')
      .set(
        body.hidden
          ? { hiddenAt: at, hiddenBy: actor.memberId, hiddenReason: body.reason }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
      )
      .where('id', '=', before.id)
      .execute();
    if (body.hidden) await emit(trx, { type: 'comment.withdrawn', at, commentId: before.id });
    await recordAdminAction(trx, {
      actor,
      action: body.hidden ? 'moderation.comment-hide' : 'moderation.comment-show',
      target: `comment ${before.id}`,
      before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
      after: { hidden: body.hidden, reason: body.reason || null },
      at,
    });
    const after = await adminRows(trx).where('c.id', '=', before.id).executeTakeFirstOrThrow();
    return { comment: toAdminComment(after) };
  });
}
