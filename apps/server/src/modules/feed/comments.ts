import { z } from 'zod';
import { feed } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../lib/errors.js';
import { parseMemberId } from '../../lib/member-ids.js';
import { pictureRefs } from '../pictures/index.js';
import { decodeCursor, pageOf } from '../../db/keyset-cursor.js';
import { activeMembers, commentsOf, findComment, insertComment, setMentions } from './comments-repository.js';
import { commentViews, mayChange } from './comment-view.js';
import { emit } from '../../events/bus.js';
import { openRecognition } from './visibility.js';
import { takeFeedQuota } from './feed-quotas.js';

const M = feed.FEED_TEXTS;
const ZIdKey = z.tuple([z.number().int().positive()]);

/** The members a comment mentions; one that is not an active member refuses the comment. */
async function resolveMentions(ctx: AppContext, ids: readonly string[]): Promise<number[]> {
  const parsed = ids.map(parseMemberId);
  const wanted = parsed.filter((id): id is number => id !== null);
  const found = new Set((await activeMembers(ctx.database.db, wanted)).map((m) => m.id));
  if (wanted.length !== parsed.length || wanted.some((id) => !found.has(id)))
    throw badRequest(M.unknownMention, { mentions: M.unknownMention });
  return [...new Set(wanted)];
}

async function oneView(ctx: AppContext, commentId: number, viewerId: number) {
  const row = await findComment(ctx.database.db, commentId);
  if (!row) throw badRequest(M.commentNotFound, { commentId: M.commentNotFound });
  const [view] = await commentViews(
    ctx.database.db,
    await pictureRefs(ctx),
    [row],
    viewerId,
    ctx.clock.now(),
  );
  return view!;
}

export async function listComments(
  ctx: AppContext,
  viewerId: number,
  body: { recognitionId: number; cursor?: string; limit: number },
) {
  const r = await openRecognition(ctx.database.db, body.recognitionId);
  const after = decodeCursor(body.cursor, ZIdKey);
  const rows = await commentsOf(ctx.database.db, r.id, after?.[0] ?? 0, body.limit);
  const { page, nextCursor } = pageOf(rows, body.limit, (c) => [c.id]);
  const comments = await commentViews(
    ctx.database.db,
    await pictureRefs(ctx),
    page,
    viewerId,
    ctx.clock.now(),
  );
  return { comments, nextCursor };
}

/** Posts a comment; the giver, the recipient and everyone mentioned are told in the same transaction. */
export async function addComment(
  ctx: AppContext,
  memberId: number,
  body: { recognitionId: number; text: string; mentions: string[] },
) {
  const mentioned = await resolveMentions(ctx, body.mentions);
  const commentId = await ctx.database.db.transaction().execute(async (trx) => {
    const r = await openRecognition(trx, body.recognitionId);
    await takeFeedQuota(trx, ctx, memberId, 'comments');
    const at = ctx.clock.now().toISOString();
    const id = await insertComment(trx, { recognitionId: r.id, memberId, body: body.text, createdAt: at });
    const fresh = await setMentions(trx, id, mentioned);
    await takeFeedQuota(trx, ctx, memberId, 'mentions', fresh.length);
    await emit(trx, {
      type: 'comment.posted',
      at,
      config: ctx.config,
      recognition: r,
      commentId: id,
      actorId: memberId,
      mentioned: fresh,
    });
    return id;
  });
  return { comment: await oneView(ctx, commentId, memberId) };
}

/** The caller's own comment while they may still change it, or a 400 saying why not. */
async function ownChangeable(ctx: AppContext, memberId: number, commentId: number) {
  const c = await findComment(ctx.database.db, commentId);
  if (!c) throw badRequest(M.commentNotFound, { commentId: M.commentNotFound });
  if (c.memberId !== memberId) throw badRequest(M.notYours, { commentId: M.notYours });
  if (!mayChange(c, memberId, ctx.clock.now()))
    throw badRequest(feed.COMMENT_TOO_LATE, { commentId: feed.COMMENT_TOO_LATE });
  return c;
}

export async function editComment(
  ctx: AppContext,
  memberId: number,
  body: { commentId: number; text: string; mentions: string[] },
) {
  const c = await ownChangeable(ctx, memberId, body.commentId);
  const mentioned = await resolveMentions(ctx, body.mentions);
  await ctx.database.db.transaction().execute(async (trx) => {
    const r = await openRecognition(trx, c.recognitionId);
    await takeFeedQuota(trx, ctx, memberId, 'comments');
    const at = ctx.clock.now().toISOString();
    await trx
      .updateTable('recognitionComments')
      .set({ body: body.text, editedAt: at })
      .where('id', '=', c.id)
      .execute();
    const fresh = await setMentions(trx, c.id, mentioned);
    await takeFeedQuota(trx, ctx, memberId, 'mentions', fresh.length);
    await emit(trx, {
      type: 'comment.edited',
      at,
      config: ctx.config,
      recognition: r,
      commentId: c.id,
      actorId: memberId,
      mentioned: fresh,
    });
  });
  return { comment: await oneView(ctx, c.id, memberId) };
}

/** Deletes the caller's own comment, with its mentions and the notifications it caused. */
export async function deleteComment(ctx: AppContext, memberId: number, commentId: number) {
  const c = await ownChangeable(ctx, memberId, commentId);
  await ctx.database.db.transaction().execute(async (trx) => {
    await emit(trx, { type: 'comment.withdrawn', at: ctx.clock.now().toISOString(), commentId: c.id });
    await trx.deleteFrom('commentMentions').where('commentId', '=', c.id).execute();
    await trx.deleteFrom('recognitionComments').where('id', '=', c.id).execute();
  });
  return { ok: true as const };
}
