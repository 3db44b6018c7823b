import { describe, expect, it } from 'vitest';
import { solid } from '../../../images/test-images.js';
import { newLeafCategory, newProduct, newShopper } from '../../../../test/support/shop.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { nextUnique } from '../../../../test/unique.js';

const t = appPerFile();

const lastLog = async (action: string) =>
  (await t.post('/api/admin/auditlog', { action }, t.admin)).body.entries[0];
const unique = () => String(nextUnique());

/** POSTs a multipart upload (fields, and filePic when given) as the admin. */
async function upload(path: string, fields: Record<string, string>, file?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('filePic', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${t.admin}` },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('categories', () => {
  it('adds three levels, renames, reorders, hides and shows, each audited; the shop follows', async () => {
    const top = (await t.post('/api/admin/categoryadd', { name: `Top ${unique()}`, sortOrder: 5 }, t.admin))
      .body.category;
    expect(top).toMatchObject({
      level: 1,
      parentId: null,
      sortOrder: 5,
      hidden: false,
      activeProducts: 0,
      visible: false,
    });
    const mid = (await t.post('/api/admin/categoryadd', { name: 'Middle', parentId: top.id }, t.admin)).body
      .category;
    const leafRes = await t.post('/api/admin/categoryadd', { name: 'Leaf', parentId: mid.id }, t.admin);
    expect(leafRes.body.category).toMatchObject({ level: 3, parentId: mid.id });
    const leaf = leafRes.body.category.id;
    expect(await lastLog('shop.category-add')).toMatchObject({
      target: `category ${leaf} Leaf`,
      before: null,
      after: { name: 'Leaf', level: 3 },
    });
    expect(
      (await t.post('/api/admin/categoryadd', { name: 'Too deep', parentId: leaf }, t.admin)).body.formErrors
        .parentId,
    ).toBe('Too deep');
    expect(
      (await t.post('/api/admin/categoryadd', { name: 'middle', parentId: top.id }, t.admin)).body.formErrors
        .name,
    ).toBe('Already in use');

    await newProduct(t, { price: 10, categoryId: leaf });
    const tree = (await t.post('/api/admin/categorytree', {}, t.admin)).body.categories;
    expect(tree.find((c: { id: number }) => c.id === top.id)).toMatchObject({
      activeProducts: 1,
      visible: true,
    });
    const ids = tree.map((c: { id: number }) => c.id);
    expect(ids.indexOf(top.id)).toBeLessThan(ids.indexOf(mid.id));

    const renamed = await t.post(
      '/api/admin/categoryupdate',
      { categoryId: leaf, name: 'Renamed leaf', sortOrder: 3 },
      t.admin,
    );
    expect(renamed.body.category).toMatchObject({ name: 'Renamed leaf', sortOrder: 3 });
    expect(await lastLog('shop.category-update')).toMatchObject({
      before: { name: 'Leaf', sortOrder: 0 },
      after: { name: 'Renamed leaf', sortOrder: 3 },
    });

    const shopper = await newShopper(t);
    const shopCats = async () =>
      (await t.post('/api/shop/categorylist', {}, shopper.token)).body.cats.map(
        (c: { prodCat3Id: number }) => c.prodCat3Id,
      );
    expect(await shopCats()).toContain(leaf);
    await t.post('/api/admin/categoryupdate', { categoryId: top.id, hidden: true }, t.admin);
    expect(await lastLog('shop.category-hide')).toMatchObject({
      before: { hidden: false },
      after: { hidden: true },
    });
    expect(await shopCats()).not.toContain(leaf);
    expect(
      (await t.post('/api/shop/productlist', { prodCat3Id: leaf, alloc: '' }, shopper.token)).status,
    ).toBe(404);
    const hiddenTree = (await t.post('/api/admin/categorytree', {}, t.admin)).body.categories;
    expect(hiddenTree.find((c: { id: number }) => c.id === leaf)).toMatchObject({
      hidden: false,
      visible: false,
      activeProducts: 1,
    });
    await t.post('/api/admin/categoryupdate', { categoryId: top.id, hidden: false }, t.admin);
    expect(await lastLog('shop.category-show')).toBeTruthy();
    expect(await shopCats()).toContain(leaf);
    expect(
      (await t.post('/api/admin/categoryupdate', { categoryId: 99_999_999, name: 'x' }, t.admin)).status,
    ).toBe(404);
  });
});

describe('products', () => {
  it('takes an uploaded picture as WebP, refuses a non-image, and edits every field', async () => {
    const product = await newProduct(t, { price: 25 });
    const up = await upload(
      '/api/admin/productimage',
      { productId: String(product) },
      await solid('png', 1200, 900),
    );
    expect(up.status).toBe(200);
    expect(up.body.imageFile).toMatch(/^product-\d+-.*\.webp$/);
    const img = await t.app.inject({ method: 'GET', url: `/shopimg/${up.body.imageFile}` });
    expect(img.headers['content-type']).toBe('image/webp');
    expect(await lastLog('shop.product-image')).toMatchObject({ after: { imageFile: up.body.imageFile } });

    const notImage = await upload(
      '/api/admin/productimage',
      { productId: String(product) },
      Buffer.from('not a picture at all'),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.body.formErrors.file).toBe('Not an image');
    expect(
      (await upload('/api/admin/productimage', { productId: 'x' }, await solid('png', 10, 10))).status,
    ).toBe(400);
    expect((await upload('/api/admin/productimage', { productId: String(product) })).status).toBe(400);
    expect(
      (await upload('/api/admin/productimage', { productId: '99999999' }, await solid('png', 10, 10))).status,
    ).toBe(404);

    const other = await newLeafCategory(t);
    const changes = {
      description: 'New words',
      brand: 'B',
      model: 'M',
      categoryId: other,
      noBasket: 'N',
      price: 30,
    };
    const res = await t.post('/api/admin/shopproductupdate', { productId: product, ...changes }, t.admin);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ ...changes, imageFile: up.body.imageFile });
    const entry = await lastLog('shop.product-update');
    expect(entry.before).toMatchObject({ price: 25, noBasket: 'Y' });
    expect(entry.after).toEqual(changes);
    expect(
      (await t.post('/api/admin/shopproductupdate', { productId: product, description: '  ' }, t.admin))
        .status,
    ).toBe(400);
  });
});

describe('adverts', () => {
  it('adds an advert the shop shows, edits, hides and removes it, each audited', async () => {
    const what = `Advert ${unique()}`;
    const add = await upload(
      '/api/admin/advertadd',
      { what, href: '/rewards', sortOrder: '-5' },
      await solid('png', 900, 300),
    );
    expect(add.status).toBe(200);
    const advert = add.body.advert;
    expect(advert).toMatchObject({
      what,
      href: '/rewards',
      sortOrder: -5,
      active: true,
      img: expect.stringMatching(/\.webp$/),
    });
    const shopper = await newShopper(t);
    const shown = async () =>
      (await t.post('/api/site/advertdata', {}, shopper.token)).body.advertData.map(
        (a: { what: string }) => a.what,
      );
    expect((await shown())[0]).toBe(what);
    expect(await lastLog('shop.advert-add')).toMatchObject({ target: `advert ${advert.id} ${what}` });

    expect(
      (
        await upload(
          '/api/admin/advertadd',
          { what, href: 'javascript:alert(1)' },
          await solid('png', 10, 10),
        )
      ).body.formErrors.href,
    ).toBeTruthy();
    expect((await upload('/api/admin/advertadd', { what }, Buffer.from('<html>'))).status).toBe(400);

    const upd = await t.post(
      '/api/admin/advertupdate',
      { advertId: advert.id, href: 'https://example.com/offer', sortOrder: 2 },
      t.admin,
    );
    expect(upd.body.advert).toMatchObject({ href: 'https://example.com/offer', sortOrder: 2 });
    expect(await lastLog('shop.advert-update')).toMatchObject({
      before: { href: '/rewards' },
      after: { href: 'https://example.com/offer' },
    });
    const img = await upload(
      '/api/admin/advertimage',
      { advertId: String(advert.id) },
      await solid('jpeg', 600, 200),
    );
    expect(img.body.advert.img).not.toBe(advert.img);

    await t.post('/api/admin/advertupdate', { advertId: advert.id, active: false }, t.admin);
    expect(await lastLog('shop.advert-hide')).toMatchObject({ after: { active: false } });
    expect(await shown()).not.toContain(what);
    expect(
      (await t.post('/api/admin/advertlist', {}, t.admin)).body.adverts.find(
        (a: { id: number }) => a.id === advert.id,
      ).active,
    ).toBe(false);

    expect((await t.post('/api/admin/advertremove', { advertId: advert.id }, t.admin)).status).toBe(200);
    expect(await lastLog('shop.advert-remove')).toMatchObject({ after: null, before: { what } });
    expect((await t.post('/api/admin/advertremove', { advertId: advert.id }, t.admin)).status).toBe(404);
  });
});

describe('promo codes', () => {
  it('lists codes a page at a time, newest first, with the total', async () => {
    const codes = [1, 2, 3].map((n) => `PG${n}${unique().toUpperCase()}`);
    const validFrom = new Date().toISOString();
    const validTo = new Date(Date.now() + 86_400_000).toISOString();
    for (const code of codes)
      await t.post('/api/admin/promocreate', { code, kind: 'fixed', amount: 5, validFrom, validTo }, t.admin);
    const first = (await t.post('/api/admin/promolist', { page: 1, pageSize: 2 }, t.admin)).body;
    const second = (await t.post('/api/admin/promolist', { page: 2, pageSize: 2 }, t.admin)).body;
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.promos.map((p: { code: string }) => p.code)).toEqual([codes[2], codes[1]]);
    expect(second.promos[0].code).toBe(codes[0]);
  });

  it('lists codes with their uses, changes dates and limits, switches one off so checkout refuses it', async () => {
    const code = `CAT${unique().toUpperCase()}`;
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    await t.post(
      '/api/admin/promocreate',
      { code, kind: 'fixed', amount: 10, validFrom: from, validTo: to },
      t.admin,
    );
    const promo = (await t.post('/api/admin/promolist', {}, t.admin)).body.promos.find(
      (p: { code: string }) => p.code === code,
    );
    expect(promo).toMatchObject({ usesCount: 0, active: true, maxUsesTotal: null });

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const upd = await t.post(
      '/api/admin/promoupdate',
      { promoId: promo.id, validTo: later, maxUsesTotal: 50 },
      t.admin,
    );
    expect(upd.body.promo).toMatchObject({ validTo: later, maxUsesTotal: 50 });
    expect(await lastLog('shop.promo-update')).toMatchObject({
      target: `promo ${code}`,
      before: { validTo: to, maxUsesTotal: null },
      after: { validTo: later, maxUsesTotal: 50 },
    });
    expect(
      (
        await t.post(
          '/api/admin/promoupdate',
          { promoId: promo.id, validTo: '2000-01-01T00:00:00Z' },
          t.admin,
        )
      ).body.formErrors.validTo,
    ).toBeTruthy();
    expect(
      (await t.post('/api/admin/promoupdate', { promoId: 99_999_999, active: false }, t.admin)).status,
    ).toBe(404);

    const product = await newProduct(t, { price: 100 });
    const shopper = await newShopper(t, 500);
    await t.post('/api/shop/addtobasket', { productId: product }, shopper.token);
    const summary = () =>
      t.post('/api/shop/getCheckoutOrderSummary', { promoCode: code, alloc: '' }, shopper.token);
    expect((await summary()).body).toMatchObject({ isVoucherOk: true, vfyTotal: 90 });
    await t.post('/api/admin/promoupdate', { promoId: promo.id, active: false }, t.admin);
    expect(await lastLog('shop.promo-deactivate')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    expect((await summary()).body.isVoucherOk).toBe(false);
  });

  it('is for programme admins only', async () => {
    const shopper = await newShopper(t);
    for (const path of ['/api/admin/categorytree', '/api/admin/advertlist', '/api/admin/promolist'])
      expect((await t.post(path, {}, shopper.token)).status).toBe(403);
  });
});
