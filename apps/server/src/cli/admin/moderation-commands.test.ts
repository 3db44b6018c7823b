import { describe, expect, it } from 'vitest';
import { paidRecognition } from '../../../test/factories.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const auditCount = async (action: string, target: string) =>
  (
    await t.database.db
      .selectFrom('adminAuditLog')
      .select('actorLabel')
      .where('action', '=', action)
      .where('target', '=', target)
      .execute()
  ).map((r) => r.actorLabel);

describe('npm run admin: moderation', () => {
  it('finds, hides, shows and reverses a recognition through the web’s services, audited for the --as admin', async () => {
    const { id } = await paidRecognition(t.database, 30, 'Words to hide');
    const find = capture();
    expect(await runAdminCommand(t.ctx, ['recognition-find', String(id)], find.io)).toBe(0);
    expect(find.out[0]).toMatch(new RegExp(`^#${id} .* 30 points$`));
    expect(find.out).toContain('  Words to hide');

    const noReason = capture();
    expect(await runAdminCommand(t.ctx, ['recognition-hide', String(id)], noReason.io)).toBe(1);
    expect(noReason.err).toEqual(['Give a reason for hiding the message.']);

    const hide = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['recognition-hide', String(id), '--reason', 'Rude', '--as', '100008'],
        hide.io,
      ),
    ).toBe(0);
    expect(hide.out).toEqual([`Recognition ${id}: message hidden.`]);
    expect(await auditCount('moderation.recognition-hide', `recognition ${id}`)).toEqual([
      expect.stringMatching(/^100008 /),
    ]);
    const hiddenFind = capture();
    await runAdminCommand(t.ctx, ['recognition-find', String(id)], hiddenFind.io);
    expect(hiddenFind.out[0]).toContain('[message hidden: Rude]');

    expect(await runAdminCommand(t.ctx, ['recognition-hide', String(id), '--show'], capture().io)).toBe(0);
    expect(await auditCount('moderation.recognition-show', `recognition ${id}`)).toEqual([
      expect.stringMatching(/^cli:/),
    ]);

    const reverse = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['recognition-reverse', String(id), '--reason', 'Sent in error'],
        reverse.io,
      ),
    ).toBe(0);
    expect(reverse.out).toEqual([`Recognition ${id}: 30 points reversed.`]);
    expect(await auditCount('moderation.recognition-reverse', `recognition ${id}`)).toHaveLength(1);
  });

  it('refuses a missing id or reason with exit code 2 and an unknown id with 1', async () => {
    const missing = capture();
    expect(await runAdminCommand(t.ctx, ['recognition-hide', '--reason', 'x'], missing.io)).toBe(2);
    expect(missing.err[0]).toMatch(/^Usage: npm run admin -- recognition-hide /);
    expect(await runAdminCommand(t.ctx, ['recognition-reverse', '5'], capture().io)).toBe(2);
    const unknown = capture();
    expect(await runAdminCommand(t.ctx, ['picture-hide', '99999999', '--reason', 'x'], unknown.io)).toBe(1);
    expect(unknown.err).toEqual(['Not found.']);
    expect(
      await runAdminCommand(t.ctx, ['recognition-reverse', '99999999', '--reason', 'x'], capture().io),
    ).toBe(1);
  });
});
