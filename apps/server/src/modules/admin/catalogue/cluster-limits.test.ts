import { describe, expect, it } from 'vitest';
import { solid } from '../../../images/test-images.js';
import { newLeafCategory, newShopper } from '../../../../test/support/shop.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { nextUnique } from '../../../../test/unique.js';

/** The admin catalogue limits products and adverts to clusters; an empty list means every cluster. */
const t = appPerFile();

const lastLog = async (action: string) =>
  (await t.post('/api/admin/auditlog', { action }, t.admin)).body.entries[0];

async function upload(path: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('filePic', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${t.admin}` },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('products limited to clusters', () => {
  it('adds a product for some clusters, changes them (audited) and refuses a cluster that does not exist', async () => {
    const categoryId = await newLeafCategory(t);
    const add = await t.post(
      '/api/admin/shopproductadd',
      {
        productCode: `CL-${nextUnique()}`,
        categoryId,
        description: 'Gulf voucher',
        price: 100,
        stockMode: 'unlimited',
        clusters: ['AE', 'FR', 'AE'],
      },
      t.admin,
    );
    expect(add.status).toBe(200);
    const product = add.body.product;
    expect(product.clusters).toEqual(['AE', 'FR']);
    const gulf = await newShopper(t, 0, { divisionCode: 'RET-AE' });
    const uk = await newShopper(t, 0, { divisionCode: 'FIN-GB' });
    const listed = async (token: string) =>
      (await t.post('/api/shop/productlist', { prodCat3Id: categoryId, alloc: '' }, token)).body.products
        .length;
    expect(await listed(gulf.token)).toBe(1);
    expect(await listed(uk.token)).toBe(0);

    const update = await t.post(
      '/api/admin/shopproductupdate',
      { productId: product.id, clusters: [] },
      t.admin,
    );
    expect(update.body.product.clusters).toEqual([]);
    expect(await listed(uk.token)).toBe(1);
    expect(await lastLog('shop.product-update')).toMatchObject({
      before: { clusters: ['AE', 'FR'] },
      after: { clusters: [] },
    });
    const found = await t.post('/api/admin/shopproducts', { search: 'Gulf voucher' }, t.admin);
    expect(found.body.products[0].clusters).toEqual([]);

    const bad = await t.post(
      '/api/admin/shopproductupdate',
      { productId: product.id, clusters: ['XX'] },
      t.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.clusters).toBeTruthy();
    const badCode = await t.post(
      '/api/admin/shopproductupdate',
      { productId: product.id, clusters: ['G B'] },
      t.admin,
    );
    expect(badCode.status).toBe(400);
  });
});

describe('adverts limited to clusters', () => {
  it('adds an advert for one cluster from the picture form, then shows it everywhere', async () => {
    const what = `Souk week ${nextUnique()}`;
    const add = await upload(
      '/api/admin/advertadd',
      { what, href: '/rewards', clusters: 'AE' },
      await solid('png', 900, 300),
    );
    expect(add.status).toBe(200);
    expect(add.body.advert.clusters).toEqual(['AE']);
    const gulf = await newShopper(t, 0, { divisionCode: 'RET-AE' });
    const uk = await newShopper(t, 0, { divisionCode: 'FIN-GB' });
    const shown = async (token: string) =>
      ((await t.post('/api/site/advertdata', {}, token)).body.advertData as Array<{ what: string }>).some(
        (a) => a.what === what,
      );
    expect(await shown(gulf.token)).toBe(true);
    expect(await shown(uk.token)).toBe(false);
    const list = await t.post('/api/admin/advertlist', {}, t.admin);
    expect(list.body.adverts.find((a: { what: string }) => a.what === what).clusters).toEqual(['AE']);

    const update = await t.post(
      '/api/admin/advertupdate',
      { advertId: add.body.advert.id, clusters: [] },
      t.admin,
    );
    expect(update.body.advert.clusters).toEqual([]);
    expect(await shown(uk.token)).toBe(true);
    expect(await lastLog('shop.advert-update')).toMatchObject({
      before: { clusters: ['AE'] },
      after: { clusters: [] },
    });
    expect((await t.post('/api/admin/advertremove', { advertId: add.body.advert.id }, t.admin)).status).toBe(
      200,
    );
  });
});
