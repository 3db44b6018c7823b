import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capture, runCaptured } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

describe('npm run admin', () => {
  it('lists its commands, and refuses an unknown one or a bad option with exit code 2', async () => {
    const help = await runCaptured(t.ctx, ['help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n')).toMatch(/audit-log/);
    const unknown = await runCaptured(t.ctx, ['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toBe('Unknown command: frobnicate');
    const bad = await runCaptured(t.ctx, ['audit-log', '--colour']);
    expect(bad.code).toBe(2);
  });

  it('changes settings through the same service as the web, recorded for the --as admin', async () => {
    const set = await runCaptured(t.ctx, [
      'settings',
      'pointsName=Stars',
      'pifResetUnused=true',
      '--as',
      '100008',
    ]);
    expect(set.code).toBe(0);
    expect(set.out).toEqual(['pointsName="Stars"', 'pifResetUnused=true']);
    const log = await runCaptured(t.ctx, ['audit-log', '--action', 'settings.']);
    expect(log.code).toBe(0);
    expect(log.out[0]).toMatch(/100008 Megan Price settings\.update settings$/);
    expect(log.out[2]).toBe('  after:  {"pointsName":"Stars","pifResetUnused":true}');
  });

  it('records the OS user without --as, refuses a non-admin --as, and validates values', async () => {
    const plain = await runCaptured(t.ctx, ['settings', 'birthdayAwardHour=9']);
    expect(plain.code).toBe(0);
    const row = await t.database.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.actorMemberId).toBeNull();
    expect(row.actorLabel).toMatch(/^cli:/);
    const notAdmin = await runCaptured(t.ctx, ['settings', 'birthdayAwardHour=10', '--as', '100001']);
    expect(notAdmin.code).toBe(2);
    expect(notAdmin.err).toEqual(['Member 100001 is not a programme admin.']);
    const invalid = await runCaptured(t.ctx, ['settings', 'birthdayAwardHour=30']);
    expect(invalid.code).toBe(2);
    expect(invalid.err[0]).toMatch(/^birthdayAwardHour: /);
  });

  it('runs the ledger audit', async () => {
    const c = await runCaptured(t.ctx, ['ledger-audit']);
    expect(c.code).toBe(0);
    expect(c.out.at(-1)).toBe('ledger audit passed');
  });

  it('exports the people, and imports a changed file only with --apply, with progress', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    const file = path.join(dir, 'people.csv');
    expect(await runAdminCommand(t.ctx, ['export-people', file], capture().io)).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
    lines.push(
      '900100,Ada,Lovelace,ada@example.com,+44 7700 900001,DIG-GB,GB,100008,2026-01-05,10,12,active,Engineer',
    );
    fs.writeFileSync(file, lines.join('\n'));
    const dry = capture();
    const progress: string[] = [];
    dry.io.progress = (label, done, total) => progress.push(`${label} ${done}/${total}`);
    expect(await runAdminCommand(t.ctx, ['import-people', file], dry.io)).toBe(0);
    expect(dry.out[0]).toMatch(/^\d+ rows: 1 new, 0 changed, 0 leaving, \d+ unchanged, 0 with errors$/);
    expect(dry.out.at(-1)).toBe('Nothing was changed. Run again with --apply to apply these changes.');
    expect(progress.at(-1)).toMatch(/^Checking rows (\d+)\/\1$/);
    expect(
      await t.database.db
        .selectFrom('members')
        .select('id')
        .where('memberNumber', '=', '900100')
        .executeTakeFirst(),
    ).toBeUndefined();
    const wet = await runCaptured(t.ctx, ['import-people', file, '--apply', '--as', '100008']);
    expect(wet.code).toBe(0);
    expect(wet.out.at(-1)).toMatch(/^Applied in /);
    const ada = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('memberNumber', '=', '900100')
      .executeTakeFirstOrThrow();
    expect(ada).toMatchObject({ firstname: 'Ada', dobDd: '10', dobMm: '12', hireDate: '2026-01-05' });
    const bad = capture();
    fs.writeFileSync(file, `${lines[0]}\n900101,Bob,,bob@example.com,,DIG-GB,GB,,,,,active,\n`);
    expect(await runAdminCommand(t.ctx, ['import-people', file, '--apply'], bad.io)).toBe(1);
    expect(bad.out).toContain('  error    row 2: 900101 surname: Required');
  });
});
