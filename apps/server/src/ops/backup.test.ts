import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { openDatabase } from '../db/database.js';
import { auditLedger, transfer } from '../ledger/index.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Backups are SQLite's (VACUUM INTO); PostgreSQL is backed up with pg_dump, documented in the notes. */
describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore', () => {
  it('a backup taken while transfers are written restores to a database whose ledger audit passes', async () => {
    const source = t.database.file!;
    expect(source).toBeTruthy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
    const backup = path.join(dir, 'backup.db');
    const restored = path.join(dir, 'restored.db');
    const manager = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', '100002')
      .executeTakeFirstOrThrow();

    // Write load: a transfer every few milliseconds until the backup is done.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        await t.database.db.transaction().execute((trx) =>
          transfer(trx, {
            from: { system: 'funding' },
            to: { memberId: manager.id, kind: 'recognise' },
            amount: 7,
            type: 'BUDGET',
            description: 'load',
            idempotencyKey: `load:${written}`,
            at: new Date().toISOString(),
          }),
        );
        written++;
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    await new Promise((r) => setTimeout(r, 200));
    const env = { ...process.env, DATABASE_URL: `sqlite:${source}` };
    const out = await run(tsx, [path.join(root, 'apps/server/src/cli/backup.ts'), backup], {
      env,
      cwd: root,
    });
    const writtenDuringBackup = written;
    writing = false;
    await load;
    expect(out.stdout).toMatch(/^Backed up to /);
    expect(writtenDuringBackup).toBeGreaterThan(5);

    const restoredOut = await run(tsx, [path.join(root, 'apps/server/src/cli/restore.ts'), backup], {
      env: { ...process.env, DATABASE_URL: `sqlite:${restored}` },
      cwd: root,
    });
    expect(restoredOut.stdout).toMatch(/ledger audit passed/);
    const db = openDatabase(`sqlite:${restored}`);
    try {
      const report = await auditLedger(db.db);
      expect(report.ok).toBe(true);
      const loadTransfers = await db.db
        .selectFrom('ledgerTransfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('description', '=', 'load')
        .executeTakeFirstOrThrow();
      // The copy is one moment of the database: some of the load, not more than was written.
      expect(Number(loadTransfers.n)).toBeGreaterThan(0);
      expect(Number(loadTransfers.n)).toBeLessThanOrEqual(written);
    } finally {
      await db.close();
    }
    // A backup never overwrites an existing file.
    await expect(
      run(tsx, [path.join(root, 'apps/server/src/cli/backup.ts'), backup], { env, cwd: root }),
    ).rejects.toThrow(/exists already/);
  });
});

describe('backup on PostgreSQL', () => {
  it('points to pg_dump instead', async () => {
    const env = { ...process.env, DATABASE_URL: 'postgres://user@127.0.0.1:1/portal' };
    const err = await run(tsx, [path.join(root, 'apps/server/src/cli/backup.ts'), 'x.db'], {
      env,
      cwd: root,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(err).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump --format=custom') });
  });
});
