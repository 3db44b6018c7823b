import { describe, expect, it } from 'vitest';
import { createMember, paidRecognition } from '../../../../test/factories.js';
import { createCampaign } from '../../getinvolved/index.js';
import { newLeafCategory, newShopper, redeemOf } from '../../../../test/support/shop.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { nextUnique } from '../../../../test/unique.js';

const t = appPerFile({ auditLedger: true });

const log = async (action: string) => (await t.post('/api/admin/auditlog', { action }, t.admin)).body;
const productBody = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  productCode: `ADM-${nextUnique()}`,
  categoryId,
  description: 'Admin Test Voucher £5',
  brand: 'Bean There',
  model: 'Five',
  price: 40,
  noBasket: 'Y',
  active: true,
  stockMode: 'voucher',
  ...extra,
});

describe('shop products', () => {
  it('adds a voucher product that the shop lists, imports codes, and an order takes one', async () => {
    const categoryId = await newLeafCategory(t);
    const cats = await t.post('/api/admin/shopcategories', {}, t.admin);
    expect(cats.body.categories.find((c: { id: number }) => c.id === categoryId).path).toMatch(/ \/ .* \/ /);
    const add = await t.post('/api/admin/shopproductadd', productBody(categoryId), t.admin);
    expect(add.status).toBe(200);
    const product = add.body.product;
    expect(product).toMatchObject({
      description: 'Admin Test Voucher £5',
      price: 40,
      active: true,
      stockMode: 'voucher',
      stockLeft: 0,
    });
    expect((await log('shop.product-add')).entries[0]).toMatchObject({
      target: expect.stringContaining(product.productCode),
      after: { price: 40 },
    });

    const imp = await t.post(
      '/api/admin/shopvoucherimport',
      { productId: product.id, text: 'code\nAAA-1\n\nAAA-2,extra\nAAA-3\n' },
      t.admin,
    );
    expect(imp.status).toBe(200);
    expect(imp.body).toMatchObject({ imported: 3, product: { stockLeft: 3 } });
    expect((await log('shop.voucher-import')).entries[0]).toMatchObject({
      before: { stockLeft: 0 },
      after: { stockLeft: 3, imported: 3 },
    });

    const shopper = await newShopper(t, 500);
    const list = await t.post('/api/shop/productlist', { prodCat3Id: categoryId, alloc: '' }, shopper.token);
    expect(list.body.products.map((p: { productId: number }) => p.productId)).toContain(product.id);
    expect((await t.post('/api/shop/addtobasket', { productId: product.id }, shopper.token)).status).toBe(
      200,
    );
    const order = await t.post(
      '/api/shop/placeOrder',
      {
        cellNum: shopper.cellNum || '+447700900123',
        promoCode: '',
        alloc: '',
        vfyTotal: 40,
        requestId: 'adm-1',
      },
      shopper.token,
    );
    expect(order.status).toBe(200);
    expect(await redeemOf(t, shopper.id)).toBe(460);
    const sold = await t.database.db
      .selectFrom('shopVoucherCodes')
      .select('code')
      .where('productId', '=', product.id)
      .where('orderItemId', 'is not', null)
      .execute();
    expect(sold).toHaveLength(1);
    expect(['AAA-1', 'AAA-2', 'AAA-3']).toContain(sold[0]!.code);
  });

  it('refuses duplicate codes with their row numbers and imports nothing', async () => {
    const categoryId = await newLeafCategory(t);
    const { product } = (await t.post('/api/admin/shopproductadd', productBody(categoryId), t.admin)).body;
    expect(
      (await t.post('/api/admin/shopvoucherimport', { productId: product.id, text: 'X1\nX2' }, t.admin))
        .status,
    ).toBe(200);
    const res = await t.post(
      '/api/admin/shopvoucherimport',
      { productId: product.id, text: 'code\nX3\nX2\nX3\nX4' },
      t.admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Duplicate voucher codes refused (repeated in the text at row 4; already in stock at row 3). Nothing was imported.',
    );
    expect(res.body.formErrors.text).toBe('Duplicate codes');
    expect(
      (await t.post('/api/admin/shopproducts', { search: product.productCode }, t.admin)).body.products[0]
        .stockLeft,
    ).toBe(2);
    const unlimited = (
      await t.post('/api/admin/shopproductadd', productBody(categoryId, { stockMode: 'unlimited' }), t.admin)
    ).body.product;
    expect(
      (await t.post('/api/admin/shopvoucherimport', { productId: unlimited.id, text: 'Z1' }, t.admin)).status,
    ).toBe(400);
  });

  it('changes the price and withdraws a product, refuses bad input and a level-1 category', async () => {
    const categoryId = await newLeafCategory(t);
    const { product } = (
      await t.post('/api/admin/shopproductadd', productBody(categoryId, { stockMode: 'unlimited' }), t.admin)
    ).body;
    const upd = await t.post(
      '/api/admin/shopproductupdate',
      { productId: product.id, price: 55, active: false },
      t.admin,
    );
    expect(upd.body.product).toMatchObject({ price: 55, active: false });
    expect((await log('shop.product-update')).entries[0]).toMatchObject({
      before: { price: 40, active: true },
      after: { price: 55, active: false },
    });
    const shopper = await newShopper(t);
    const list = await t.post('/api/shop/productlist', { prodCat3Id: categoryId, alloc: '' }, shopper.token);
    expect(list.body.products ?? []).not.toContainEqual(expect.objectContaining({ productId: product.id }));
    const bad = await t.post('/api/admin/shopproductadd', productBody(categoryId, { price: 0 }), t.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.price).toBeTruthy();
    const top = await t.database.db
      .selectFrom('shopCategories')
      .select('id')
      .where('level', '=', 1)
      .executeTakeFirstOrThrow();
    expect(
      (await t.post('/api/admin/shopproductadd', productBody(top.id), t.admin)).body.formErrors.categoryId,
    ).toBeTruthy();
    expect(
      (await t.post('/api/admin/shopproductupdate', { productId: 99_999_999, price: 5 }, t.admin)).status,
    ).toBe(404);
  });

  it('creates a promo code that checkout accepts, and refuses a repeat', async () => {
    const code = `ADMPROMO${Date.now() % 1_000_000}`;
    const body = {
      code,
      kind: 'percent',
      amount: 20,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const res = await t.post('/api/admin/promocreate', body, t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code, kind: 'percent', amount: 20 });
    expect((await log('shop.promo-create')).entries[0]).toMatchObject({
      target: `promo ${code}`,
      after: { amount: 20 },
    });
    const again = await t.post('/api/admin/promocreate', body, t.admin);
    expect(again.status).toBe(400);
    expect(again.body.formErrors.code).toBe('Already exists');
    const categoryId = await newLeafCategory(t);
    const { product } = (
      await t.post(
        '/api/admin/shopproductadd',
        productBody(categoryId, { stockMode: 'unlimited', price: 100 }),
        t.admin,
      )
    ).body;
    const shopper = await newShopper(t, 500);
    await t.post('/api/shop/addtobasket', { productId: product.id }, shopper.token);
    const sum = await t.post(
      '/api/shop/getCheckoutOrderSummary',
      { promoCode: code, alloc: '' },
      shopper.token,
    );
    expect(sum.body).toMatchObject({ isVoucherOk: true, vfyTotal: 80 });
  });

  it('lists products a page at a time with the total, so a large catalogue is never sent whole', async () => {
    const categoryId = await newLeafCategory(t);
    const tag = `PAGE${Date.now()}`;
    for (const n of [1, 2, 3])
      await t.post(
        '/api/admin/shopproductadd',
        productBody(categoryId, { productCode: `${tag}-${n}` }),
        t.admin,
      );
    const page = async (p: number) =>
      (await t.post('/api/admin/shopproducts', { search: tag, page: p, pageSize: 2 }, t.admin)).body;
    const [first, second] = [await page(1), await page(2)];
    expect(first.total).toBe(3);
    expect(first.products).toHaveLength(2);
    expect(second.products).toHaveLength(1);
    const codes = [...first.products, ...second.products].map((p: { productCode: string }) => p.productCode);
    expect(new Set(codes)).toEqual(new Set([`${tag}-1`, `${tag}-2`, `${tag}-3`]));
    expect((await t.post('/api/admin/shopproducts', { pageSize: 201 }, t.admin)).status).toBe(400);
  });

  it('is for programme admins only', async () => {
    const shopper = await newShopper(t);
    expect((await t.post('/api/admin/shopproducts', {}, shopper.token)).status).toBe(403);
  });
});

describe('moderation', () => {
  it('hides a Get Involved picture with a reason and records it', async () => {
    const at = new Date().toISOString();
    const memberId = await createMember(t.database);
    const pictureId = await t.database.db.transaction().execute(async (trx) => {
      const campaignId = await createCampaign(
        trx,
        { name: `Mod ${Date.now()}`, colour: '#8e2466', openDate: '2026-01-01', closeDate: '2026-12-31' },
        at,
      );
      const row = await trx
        .insertInto('getinvolvedPictures')
        .values({
          campaignId,
          memberId,
          picKey: `mod${Date.now()}`,
          status: 'published',
          sessionId: null,
          contentType: 'image/jpeg',
          data: Buffer.from('x'),
          createdAt: at,
          publishedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    expect(
      (await t.post('/api/admin/picturehide', { pictureId, hidden: true, reason: '' }, t.admin)).status,
    ).toBe(400);
    const res = await t.post(
      '/api/admin/picturehide',
      { pictureId, hidden: true, reason: 'Not work appropriate' },
      t.admin,
    );
    expect(res.status).toBe(200);
    const row = await t.database.db
      .selectFrom('getinvolvedPictures')
      .select(['hidden', 'hiddenReason'])
      .where('id', '=', pictureId)
      .executeTakeFirstOrThrow();
    expect(Number(row.hidden)).toBe(1);
    expect(row.hiddenReason).toBe('Not work appropriate');
    expect((await log('moderation.picture-hide')).entries[0]).toMatchObject({
      target: `picture ${pictureId}`,
      after: { hidden: true, reason: 'Not work appropriate' },
    });
    expect(
      (await t.post('/api/admin/picturehide', { pictureId: 99_999_999, reason: 'x' }, t.admin)).status,
    ).toBe(404);
  });

  it('reverses a recognition’s points once through the ledger', async () => {
    const { id: recognitionId, taker } = await paidRecognition(t.database, 60);
    expect(await redeemOf(t, taker)).toBe(60);
    const body = { recognitionId, reason: 'Sent in error' };
    const first = await t.post('/api/admin/recognitionreverse', body, t.admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ recognitionId, pointsReversed: 60 });
    const again = await t.post('/api/admin/recognitionreverse', body, t.admin);
    expect(again.body.reversalTransferId).toBe(first.body.reversalTransferId);
    expect(await redeemOf(t, taker)).toBe(0);
    const reversal = await t.database.db
      .selectFrom('ledgerTransfers')
      .selectAll()
      .where('id', '=', first.body.reversalTransferId)
      .executeTakeFirstOrThrow();
    expect(reversal.reversesId).not.toBeNull();
    const entries = (
      await t.post(
        '/api/admin/auditlog',
        { action: 'moderation.recognition-reverse', search: `recognition ${recognitionId}` },
        t.admin,
      )
    ).body;
    expect(entries.total).toBe(1);
    expect(
      (await t.post('/api/admin/recognitionreverse', { recognitionId: 99_999_999, reason: 'x' }, t.admin))
        .status,
    ).toBe(404);
  });
});
