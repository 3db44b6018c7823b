import { describe, expect, it } from 'vitest';
import { capture } from '../../../test/support/cli.js';
import { memberWithSession, recognitionBetween } from '../../../test/support/feed.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

describe('npm run admin: comment moderation', () => {
  it('finds and hides a comment through the web’s service, audited for the --as admin', async () => {
    const a = await memberWithSession(t.database);
    const b = await memberWithSession(t.database);
    const id = await recognitionBetween(t.database, a.id, b.id);
    const add = await t.post('/api/feed/commentadd', { recognitionId: id, text: 'Unkind words' }, b.token);
    const commentId = add.body.comment.commentId as number;

    const find = capture();
    expect(await runAdminCommand(t.ctx, ['comment-find', String(id)], find.io)).toBe(0);
    expect(find.out[0]).toMatch(new RegExp(`^#${commentId} on recognition ${id} .*: Unkind words$`));

    const noReason = capture();
    expect(await runAdminCommand(t.ctx, ['comment-hide', String(commentId)], noReason.io)).toBe(1);
    expect(noReason.err).toEqual(['Give a reason for hiding the comment.']);

    const hide = capture();
    const args = ['comment-hide', String(commentId), '--reason', 'Unkind', '--as', '100008'];
    expect(await runAdminCommand(t.ctx, args, hide.io)).toBe(0);
    expect(hide.out).toEqual([`Comment ${commentId}: hidden.`]);
    const audit = await t.database.db
      .selectFrom('adminAuditLog')
      .select(['action', 'actorLabel'])
      .where('target', '=', `comment ${commentId}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorLabel).toMatch(/^100008 /);
  });
});
