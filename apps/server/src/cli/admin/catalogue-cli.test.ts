import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solid } from '../../images/test-images.js';
import { newProduct } from '../../../test/support/shop.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-cli-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = async (...argv: string[]) => {
  const c = capture();
  const code = await runAdminCommand(t.ctx, argv, c.io);
  return { code, ...c };
};
const lastAction = async () =>
  await t.database.db
    .selectFrom('adminAuditLog')
    .select(['action', 'actorLabel'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('npm run admin: shop catalogue', () => {
  it('adds, renames and hides categories and lists the tree', async () => {
    const add = await run('category-add', 'CLI', 'Top', '--order', '9', '--as', '100008');
    expect(add.code).toBe(0);
    const id = Number(/#(\d+)/.exec(add.out[0]!)![1]);
    expect(add.out[0]).toBe(`Added category #${id} CLI Top (level 1).`);
    expect(await lastAction()).toMatchObject({
      action: 'shop.category-add',
      actorLabel: expect.stringContaining('100008'),
    });
    expect((await run('category-add', 'Child', '--parent', String(id))).code).toBe(0);
    expect((await run('category-add', 'Child', '--parent', String(id))).err[0]).toMatch(
      /already a category called Child/,
    );
    const upd = await run('category-update', String(id), '--name', 'CLI Renamed', '--hide');
    expect(upd.out).toEqual([`Category #${id} CLI Renamed: order 9, hidden.`]);
    expect((await lastAction()).action).toBe('shop.category-hide');
    const list = await run('category-list');
    expect(list.out).toContain(`#${id} CLI Renamed (order 9, 0 on sale, hidden)`);
    expect((await run('category-update', 'abc')).code).toBe(2);
  });

  it('sets a product picture from a file and refuses a file that is not an image', async () => {
    const product = await newProduct(t, { price: 5 });
    const png = path.join(dir, 'p.png');
    fs.writeFileSync(png, await solid('png', 300, 300));
    const ok = await run('product-image', String(product), png);
    expect(ok.code).toBe(0);
    expect(ok.out[0]).toMatch(
      new RegExp(`^Product ${product} now shows /shopimg/product-${product}-.*\\.webp\\.$`),
    );
    const txt = path.join(dir, 'p.txt');
    fs.writeFileSync(txt, 'hello');
    const bad = await run('product-image', String(product), txt);
    expect(bad.code).toBe(1);
    expect(bad.err).toEqual(['That file is not an image we can read.', '  file: Not an image']);
    expect((await run('product-image', String(product))).code).toBe(2);
  });

  it('adds and hides an advert, lists and changes promo codes', async () => {
    const png = path.join(dir, 'ad.png');
    fs.writeFileSync(png, await solid('png', 600, 200));
    const add = await run('advert-add', png, '--what', 'CLI advert', '--href', '/rewards');
    expect(add.code).toBe(0);
    const id = /#(\d+)/.exec(add.out[0]!)![1]!;
    expect((await run('advert-update', id, '--hide')).out[0]).toMatch(/CLI advert: order 0, hidden\.$/);
    expect((await run('advert-list')).out.some((l) => l.startsWith(`#${id} [hidden]`))).toBe(true);
    expect((await run('advert-add', png, '--what', 'x', '--href', 'javascript:1')).code).toBe(2);

    const promos = await run('promo-list');
    expect(promos.out.some((l) => / SHINE10 10% off, .* used \d+/.test(l))).toBe(true);
    const shine = /^#(\d+) SHINE10/.exec(promos.out.find((l) => / SHINE10 /.test(l))!)![1]!;
    const off = await run('promo-update', shine, '--max-uses', '500', '--off');
    expect(off.code).toBe(0);
    expect(off.out[0]).toMatch(/^Promo SHINE10: .* of 500, off\.$/);
    expect((await lastAction()).action).toBe('shop.promo-update');
    expect((await run('promo-update', shine, '--to', '1999-01-01')).code).toBe(1);
    expect((await run('promo-update', shine, '--max-uses', 'lots')).code).toBe(2);
  });
});
