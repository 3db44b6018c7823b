import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../../test/support/cli.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const lastAudit = () =>
  t.database.db.selectFrom('adminAuditLog').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('npm run admin: content', () => {
  it('content-set saves a sanitised page from a file, keeping the title, recorded for --as', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'privacy.html');
    fs.writeFileSync(file, '<h2>Privacy</h2><p onclick="x()">We keep little.</p><script>alert(1)</script>');
    const c = await runCaptured(t.ctx, ['content-set', '--key', 'Privacy', '--file', file, '--as', '100008']);
    expect(c.code).toBe(0);
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
    const bad = await runCaptured(t.ctx, ['content-set', '--key', '../x', '--file', file]);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toMatch(/^contentKey: /);
  });

  it('campaign-add and campaign-update validate colour and dates', async () => {
    const add = await runCaptured(t.ctx, [
      'campaign-add',
      '--name',
      'Bake Off',
      '--colour',
      '#aa5500',
      '--start',
      '2026-03-01',
      '--end',
      '2026-03-31',
    ]);
    expect(add.code).toBe(0);
    const id = /^Added Campaign (\d+) "Bake Off" #aa5500 2026-03-01 to 2026-03-31$/.exec(
      add.out[0] ?? '',
    )?.[1];
    expect(id).toBeDefined();
    const upd = await runCaptured(t.ctx, [
      'campaign-update',
      '--id',
      id!,
      '--end',
      '2026-04-15',
      '--description',
      'Cakes',
    ]);
    expect(upd.code).toBe(0);
    expect(upd.out[0]).toBe(`Changed Campaign ${id} "Bake Off" #aa5500 2026-03-01 to 2026-04-15`);
    expect(JSON.parse((await lastAudit()).beforeJson)).toMatchObject({
      closeDate: '2026-03-31',
      description: '',
    });
    const early = await runCaptured(t.ctx, ['campaign-update', '--id', id!, '--end', '2026-02-01']);
    expect(early.code).toBe(1);
    expect(early.err[0]).toMatch(/^closeDate: /);
    const colour = await runCaptured(
      t.ctx,
      'campaign-add --name X --colour blue --start 2026-03-01 --end 2026-03-02'.split(' '),
    );
    expect(colour.code).toBe(2);
    expect(colour.err).toEqual(['colour: A colour like #8e2466']);
  });

  it('nomcat-help changes a category’s help text and refuses an unknown category', async () => {
    const c = await runCaptured(t.ctx, [
      'nomcat-help',
      '--category',
      'Simplification',
      '--text',
      'Making it simpler.',
    ]);
    expect(c.code).toBe(0);
    expect(c.out).toEqual(['Simplification: Making it simpler.']);
    expect(await lastAudit()).toMatchObject({ action: 'nomcat.help', target: 'category Simplification' });
    const bad = await runCaptured(t.ctx, ['nomcat-help', '--category', 'Speed', '--text', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toMatch(/^nomCat: /);
  });
});
