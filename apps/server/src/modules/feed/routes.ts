import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorOf } from '../../audit/audit-log.js';
import { addComment, deleteComment, editComment, listComments } from './comments.js';
import { feedItem, listFeed } from './list.js';
import { hideComment, searchComments } from './moderation.js';
import { listReactors, setReaction } from './reactions.js';

/** The recognition feed, its reactions and comments, and the moderation of comments. */
export function feedRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['feed.list'], ({ caller, body }) => listFeed(ctx, caller, body));
  registerCall(app, ctx, calls['feed.item'], ({ caller, body }) => feedItem(ctx, caller, body.recognitionId));
  registerCall(app, ctx, calls['feed.react'], ({ caller, body }) => setReaction(ctx, caller.member.id, body));
  registerCall(app, ctx, calls['feed.reactors'], ({ body }) => listReactors(ctx, body));
  registerCall(app, ctx, calls['feed.comments'], ({ caller, body }) =>
    listComments(ctx, caller.member.id, body),
  );
  registerCall(app, ctx, calls['feed.commentadd'], ({ caller, body }) =>
    addComment(ctx, caller.member.id, body),
  );
  registerCall(app, ctx, calls['feed.commentedit'], ({ caller, body }) =>
    editComment(ctx, caller.member.id, body),
  );
  registerCall(app, ctx, calls['feed.commentdelete'], ({ caller, body }) =>
    deleteComment(ctx, caller.member.id, body.commentId),
  );
  registerCall(app, ctx, calls['admin.commentsearch'], ({ body }) =>
    searchComments(ctx.database.db, body.search),
  );
  registerCall(app, ctx, calls['admin.commenthide'], ({ caller, body }) =>
    hideComment(ctx, actorOf(caller), body),
  );
}
