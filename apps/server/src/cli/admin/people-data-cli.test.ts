import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-export-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newMemberNumber(overrides = {}) {
  const id = await createMember(t.database, { firstname: 'Perpetua', surname: 'Wickensham', ...overrides });
  return { id, memberNumber: await memberNumberOf(t.database, id) };
}

describe('npm run admin -- member-export / member-erase', () => {
  it('writes a member’s data to a ZIP file', async () => {
    const { memberNumber } = await newMemberNumber();
    const file = path.join(dir, 'data.zip');
    const c = capture();
    expect(await runAdminCommand(t.ctx, ['member-export', memberNumber, file], c.io)).toBe(0);
    expect(c.out.join('\n')).toContain(file);
    const profile = JSON.parse(strFromU8(unzipSync(fs.readFileSync(file))['profile.json']!));
    expect(profile.member).toMatchObject({ memberNumber, firstname: 'Perpetua', surname: 'Wickensham' });
    const missing = capture();
    expect(await runAdminCommand(t.ctx, ['member-export', 'nobody-here', file], missing.io)).toBe(1);
    expect(missing.err.join('\n')).toContain('No member has that number');
    expect(await runAdminCommand(t.ctx, ['member-export', memberNumber], capture().io)).toBe(2);
  });

  it('erases a leaver, refuses an active member unless forced with a reason, and records it', async () => {
    const active = await newMemberNumber({ firstname: 'Hephzibah', surname: 'Longbottle' });
    const refused = capture();
    expect(await runAdminCommand(t.ctx, ['member-erase', active.memberNumber], refused.io)).toBe(1);
    expect(refused.err.join('\n')).toMatch(/still active/);
    const noReason = capture();
    expect(await runAdminCommand(t.ctx, ['member-erase', active.memberNumber, '--force'], noReason.io)).toBe(
      2,
    );
    expect(noReason.err.join('\n')).toMatch(/reason/);
    const done = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['member-erase', active.memberNumber, '--force', '--reason', 'Asked in writing'],
        done.io,
      ),
    ).toBe(0);
    expect(done.out[0]).toBe(`Erased member ${active.memberNumber}; now "Former member #${active.id}".`);
    const m = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', active.id)
      .executeTakeFirstOrThrow();
    expect(m).toMatchObject({
      firstname: 'Former member',
      surname: `#${active.id}`,
      employmentStatus: 'leaver',
    });
    const entry = await t.database.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('action', '=', 'people.erase')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.actorLabel).toMatch(/^cli:/);
    expect(entry.beforeJson + entry.afterJson).not.toMatch(/Hephzibah|Longbottle/);
  });
});
