import { hideComment, searchComments } from '../../modules/feed/index.js';
import { refusalsToExit, rowId, usageError } from './args.js';
import type { AdminCommand } from './command.js';

/** Comment moderation from the command line: the web's services, so the same audit entries. */

const commentFind: AdminCommand = {
  name: 'comment-find',
  summary: 'Lists recent feed comments, or those on a recognition id or by a member number',
  usage: '[<member number | recognition id>]',
  async run(ctx, _actor, { positionals }, io) {
    const { comments } = await searchComments(ctx.database.db, (positionals[0] ?? '').trim());
    for (const c of comments)
      io.out(
        `#${c.commentId} on recognition ${c.recognitionId} ${c.createdAt} ${c.author.memberNumber} ${c.author.name}${c.hidden ? ` [hidden: ${c.hiddenReason ?? ''}]` : ''}: ${c.text}`,
      );
    io.out(`${comments.length} comments`);
    return 0;
  },
};

const commentHide: AdminCommand = {
  name: 'comment-hide',
  summary: 'Hides a feed comment with a reason; --show shows it again',
  usage: '<comment id> --reason <text> | <comment id> --show',
  options: { reason: { type: 'string' }, show: { type: 'boolean' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    const hidden = args.values.show !== true;
    return refusalsToExit(
      io,
      async () => {
        const { comment } = await hideComment(ctx, actor, {
          commentId: id,
          hidden,
          reason: String(args.values.reason ?? '').trim(),
        });
        io.out(`Comment ${comment.commentId}: ${comment.hidden ? 'hidden' : 'shown'}.`);
      },
      'brief',
    );
  },
};

export const COMMENT_COMMANDS: readonly AdminCommand[] = [commentFind, commentHide];
