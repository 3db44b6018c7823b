import { hideComment, searchComments } from '../../modules/feed/index.js';
import type { AdminCommand } from './command.js';
import { hideCommand, listCommand } from './command-shapes.js';

/** Comment moderation from the command line: the web's services, so the same audit entries. */

const commentFind = listCommand({
  name: 'comment-find',
  summary: 'Lists recent feed comments, or those on a recognition id or by a member number',
  usage: '[<member number | recognition id>]',
  noun: 'comments',
  rows: async (ctx, { positionals }) =>
    (await searchComments(ctx.database.db, (positionals[0] ?? '').trim())).comments,
  print: (io, c) =>
    io.out(
      `#${c.commentId} on recognition ${c.recognitionId} ${c.createdAt} ${c.author.memberNumber} ${c.author.name}${c.hidden ? ` [hidden: ${c.hiddenReason ?? ''}]` : ''}: ${c.text}`,
    ),
});

const commentHide = hideCommand({
  name: 'comment-hide',
  summary: 'Hides a feed comment with a reason; --show shows it again',
  usage: '<comment id> --reason <text> | <comment id> --show',
  async hide(ctx, actor, { id, hidden, reason }) {
    const { comment } = await hideComment(ctx, actor, { commentId: id, hidden, reason });
    return `Comment ${comment.commentId}: ${comment.hidden ? 'hidden' : 'shown'}.`;
  },
});

export const COMMENT_COMMANDS: readonly AdminCommand[] = [commentFind, commentHide];
