import { describe, expect, it } from 'vitest';
import { createMember, fund } from '../../../test/factories.js';
import { transfer } from '../../ledger/index.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

/** A recognition of 30 points from a funded giver, paid through the ledger as the send does. */
async function paidRecognition() {
  const giver = await createMember(t.database);
  const taker = await createMember(t.database);
  await fund(t.database, giver, 'recognise', 30);
  const at = new Date().toISOString();
  return t.database.db.transaction().execute(async (trx) => {
    const rec = await trx
      .insertInto('recognitions')
      .values({
        type: 'ADHOC',
        fromMemberId: giver,
        toMemberId: taker,
        value: 'Teamwork',
        message: 'Words to hide',
        points: 30,
        sendBy: 'email',
        requestId: null,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await transfer(trx, {
      from: { memberId: giver, kind: 'recognise' },
      to: { memberId: taker, kind: 'redeem' },
      amount: 30,
      type: 'ADHOC',
      description: 'test',
      idempotencyKey: `cli-rec:${rec.id}`,
      ref: { type: 'recognition', id: String(rec.id) },
      at,
    });
    return rec.id;
  });
}

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
    const id = await paidRecognition();
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
