import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const lastAudit = () =>
  t.database.db.selectFrom('adminAuditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('npm run admin: content', () => {
  it('content-set saves a sanitised page from a file, keeping the title, recorded for --as', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'privacy.html');
    fs.writeFileSync(file, '<h2>Privacy</h2><p onclick="x()">We keep little.</p><script>alert(1)</script>');
    const c = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['content-set', '--key', 'Privacy', '--file', file, '--as', '100008'],
        c.io,
      ),
    ).toBe(0);
    expect(c.out[0]).toMatch(/^Saved page privacy "/);
    const page = await t.database.db
      .selectFrom('contentPages')
      .selectAll()
      .where('contentKey', '=', 'privacy')
      .executeTakeFirstOrThrow();
    expect(page.content).toBe('<h2>Privacy</h2><p>We keep little.</p>');
    expect(await lastAudit()).toMatchObject({
      action: 'content.page-update',
      target: 'page privacy',
      actorLabel: '100008 Megan Price',
    });
    const bad = capture();
    expect(await runAdminCommand(t.ctx, ['content-set', '--key', '../x', '--file', file], bad.io)).toBe(2);
    expect(bad.err[0]).toMatch(/^contentKey: /);
  });

  it('campaign-add and campaign-update validate colour and dates', async () => {
    const add = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        [
          'campaign-add',
          '--name',
          'Bake Off',
          '--colour',
          '#aa5500',
          '--start',
          '2026-03-01',
          '--end',
          '2026-03-31',
        ],
        add.io,
      ),
    ).toBe(0);
    const id = /^Added Campaign (\d+) "Bake Off" #aa5500 2026-03-01 to 2026-03-31$/.exec(
      add.out[0] ?? '',
    )?.[1];
    expect(id).toBeDefined();
    const upd = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['campaign-update', '--id', id!, '--end', '2026-04-15', '--description', 'Cakes'],
        upd.io,
      ),
    ).toBe(0);
    expect(upd.out[0]).toBe(`Changed Campaign ${id} "Bake Off" #aa5500 2026-03-01 to 2026-04-15`);
    expect(JSON.parse((await lastAudit()).beforeJson)).toMatchObject({
      closeDate: '2026-03-31',
      description: '',
    });
    const early = capture();
    expect(
      await runAdminCommand(t.ctx, ['campaign-update', '--id', id!, '--end', '2026-02-01'], early.io),
    ).toBe(1);
    expect(early.err[0]).toMatch(/^closeDate: /);
    const colour = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['campaign-add', '--name', 'X', '--colour', 'blue', '--start', '2026-03-01', '--end', '2026-03-02'],
        colour.io,
      ),
    ).toBe(2);
    expect(colour.err).toEqual(['colour: A colour like #8e2466']);
  });

  it('nomcat-help changes a category’s help text and refuses an unknown category', async () => {
    const c = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['nomcat-help', '--category', 'Simplification', '--text', 'Making it simpler.'],
        c.io,
      ),
    ).toBe(0);
    expect(c.out).toEqual(['Simplification: Making it simpler.']);
    expect(await lastAudit()).toMatchObject({ action: 'nomcat.help', target: 'category Simplification' });
    const bad = capture();
    expect(await runAdminCommand(t.ctx, ['nomcat-help', '--category', 'Speed', '--text', 'x'], bad.io)).toBe(
      2,
    );
    expect(bad.err[0]).toMatch(/^nomCat: /);
  });
});
