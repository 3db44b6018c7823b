import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SHOP_MESSAGES } from '@portal/contract';
import { createTestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { updateProduct, withdrawProduct } from './index.js';
import { inTrx, newLeafCategory, newProduct, newShopper, type Shopper } from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });
let demo: string;
beforeAll(async () => {
  demo = await sessionFor(t.database, '100001');
});

const at = () => new Date().toISOString();

describe('catalogue', () => {
  it('lists three-level categories, the basket totals and shop info true to the configuration', async () => {
    const res = await t.post('/api/shop/categorylist', {}, demo);
    expect(res.status).toBe(200);
    expect(res.body.cats.length).toBeGreaterThanOrEqual(16);
    expect(res.body.cats[0]).toEqual({
      cat1: expect.any(String),
      cat2: expect.any(String),
      cat3: expect.any(String),
      prodCat3Id: expect.any(Number),
    });
    expect(res.body.cats.map((c: { cat1: string }) => c.cat1)).toContain('Gift Cards');
    expect(res.body).toMatchObject({ totalBasketQty: 0, totalBasketPrice: 0 });
    expect(res.body.inf).toEqual({
      alloc: 'points',
      isLoggedIn: true,
      isPaygate: false,
      allocDesc: 'Beauty Bucks',
      isTruncateCents: true,
      addToBasketType: 'basket',
      deliveryType: 'C',
      productCurrency: 'PTS',
      currencySymbol: 'BB',
      currencyDecimalPlaces: 0,
      isCurrencySymbolSuffix: true,
      pmtMethodTypes: ['points'],
      currencyRateMoney: 0.01,
      pointsAvailable: 1250,
    });
  });

  it('shop info follows the configuration', async () => {
    const other = await createTestApp({
      env: {
        SHOP_DELIVERY_TYPE: 'Z',
        SHOP_CURRENCY_SYMBOL: '£',
        SHOP_CURRENCY_SUFFIX: 'false',
        SHOP_CURRENCY_DECIMALS: '2',
        SHOP_TRUNCATE_CENTS: 'false',
        SHOP_CURRENCY: 'GBP',
      },
    });
    try {
      const token = await sessionFor(other.database, '100001');
      const res = await other.post('/api/shop/categorylist', {}, token);
      expect(res.body.inf).toMatchObject({
        deliveryType: 'Z',
        currencySymbol: '£',
        isCurrencySymbolSuffix: false,
        currencyDecimalPlaces: 2,
        isTruncateCents: false,
        productCurrency: 'GBP',
      });
    } finally {
      await other.close();
    }
  });

  it('lists the products of a category with every field, images under the image base', async () => {
    const cats = (await t.post('/api/shop/categorylist', {}, demo)).body.cats as Array<{
      cat3: string;
      prodCat3Id: number;
    }>;
    const face = cats.find((c) => c.cat3 === 'Face')!;
    const res = await t.post('/api/shop/productlist', { prodCat3Id: face.prodCat3Id, alloc: 'points' }, demo);
    expect(res.status).toBe(200);
    expect(res.body.catName).toBe('Face');
    expect(res.body.products).toHaveLength(4);
    expect(res.body.products[0]).toEqual({
      productId: expect.any(Number),
      imageFile: '/shopimg/bw-fc-ser.svg',
      displayPrice: 220,
      priceDescription: 'Free delivery',
      description: 'Vitamin C Radiance Serum 30 ml',
      brand: 'Lumière',
      model: 'Radiance Serum',
      fAB: expect.stringContaining('[~ul~][~li~]'),
      noBasket: 'Y',
      _rowNum: 1,
    });
    const img = await t.app.inject({ method: 'GET', url: res.body.products[0].imageFile });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/shopimg/nope.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/shopimg/..%2Fetc' })).statusCode).toBe(404);
  });

  it('a configured image base is used for products and adverts', async () => {
    const other = await createTestApp({ env: { SHOP_IMAGE_BASE_URL: 'https://cdn.example.com/products/' } });
    try {
      const token = await sessionFor(other.database, '100001');
      const cats = (await other.post('/api/shop/categorylist', {}, token)).body.cats;
      const res = await other.post(
        '/api/shop/productlist',
        { prodCat3Id: cats[0].prodCat3Id, alloc: '' },
        token,
      );
      expect(res.body.products[0].imageFile).toMatch(/^https:\/\/cdn\.example\.com\/products\/[\w-]+\.svg$/);
      const ads = await other.post('/api/site/advertdata', {}, token);
      expect(ads.body.imageBase).toBe('https://cdn.example.com/products/');
    } finally {
      await other.close();
    }
  });

  it('an unknown or non-leaf category is 404', async () => {
    expect((await t.post('/api/shop/productlist', { prodCat3Id: 999999, alloc: '' }, demo)).status).toBe(404);
    const first = await t.database.db
      .selectFrom('shopCategories')
      .select('id')
      .where('level', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await t.post('/api/shop/productlist', { prodCat3Id: first.id, alloc: '' }, demo)).status).toBe(
      404,
    );
  });

  it('withdrawn products leave the list; a category with none left disappears', async () => {
    const cat = await newLeafCategory(t);
    const p = await newProduct(t, { price: 10, categoryId: cat });
    let cats = (await t.post('/api/shop/categorylist', {}, demo)).body.cats;
    expect(cats.some((c: { prodCat3Id: number }) => c.prodCat3Id === cat)).toBe(true);
    await inTrx(t, (trx) => withdrawProduct(trx, p, at()));
    expect(
      (await t.post('/api/shop/productlist', { prodCat3Id: cat, alloc: '' }, demo)).body.products,
    ).toEqual([]);
    cats = (await t.post('/api/shop/categorylist', {}, demo)).body.cats;
    expect(cats.some((c: { prodCat3Id: number }) => c.prodCat3Id === cat)).toBe(false);
  });

  it('advertdata lists the adverts, whose images are served', async () => {
    const res = await t.post('/api/site/advertdata', {}, demo);
    expect(res.status).toBe(200);
    expect(res.body.imageBase).toBe('/shopimg/');
    expect(res.body.advertData.length).toBeGreaterThanOrEqual(3);
    const img = await t.app.inject({ method: 'GET', url: `/shopimg/${res.body.advertData[0].img}` });
    expect(img.statusCode).toBe(200);
  });
});

describe('basket', () => {
  let s: Shopper;
  const basket = () => t.post('/api/shop/getbasket', { alloc: '' }, s.token);
  const change = (action: string, shopBasketId: number) =>
    t.post('/api/shop/changebasketqty', { action, shopBasketId, alloc: '' }, s.token);
  beforeAll(async () => {
    s = await newShopper(t, 1000);
  });

  it('starts empty, adds, counts and totals', async () => {
    expect((await basket()).body).toEqual({
      totalBasketQty: 0,
      totalBasketPrice: 0,
      basket: [],
      promo: null,
      grandTotal: 0,
      pointsAvailable: 1000,
      cardPayment: null,
    });
    const a = await newProduct(t, { price: 120 });
    const b = await newProduct(t, { price: 35 });
    let res = await t.post('/api/shop/addtobasket', { productId: a }, s.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalBasketQty: 1,
      totalBasketPrice: 120,
      product: { productId: a, displayPrice: 120 },
    });
    // The web shows MESSAGES.addedToBasket with this product's description.
    expect(MESSAGES.addedToBasket(res.body.product.description)).toMatch(/has been added to your basket\.$/);
    res = await t.post('/api/shop/addtobasket', { productId: b }, s.token);
    res = await t.post('/api/shop/addtobasket', { productId: b }, s.token);
    expect(res.body).toMatchObject({ totalBasketQty: 3, totalBasketPrice: 190 });
    const got = (await basket()).body;
    expect(
      got.basket.map(
        (i: {
          productId: number;
          qty: number;
          itemTotal: number;
          basketPrice: number;
          BasketItemStatus: string;
        }) => [i.productId, i.qty, i.itemTotal, i.basketPrice, i.BasketItemStatus],
      ),
    ).toEqual([
      [a, 1, 120, 120, ''],
      [b, 2, 70, 35, ''],
    ]);
    expect((await t.post('/api/shop/categorylist', {}, s.token)).body).toMatchObject({
      totalBasketQty: 3,
      totalBasketPrice: 190,
    });
  });

  it('increases, decreases (not below 1) and deletes a line', async () => {
    const lines = (await basket()).body.basket as Array<{ shopBasketId: number; qty: number }>;
    const line = lines[1]!;
    let res = await change('add', line.shopBasketId);
    expect(res.body.basket[1].qty).toBe(3);
    res = await change('decrease', line.shopBasketId);
    res = await change('decrease', line.shopBasketId);
    expect(res.body.basket[1].qty).toBe(1);
    res = await change('decrease', line.shopBasketId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHOP_MESSAGES.qtyAtMinimum);
    res = await change('delete', line.shopBasketId);
    expect(res.status).toBe(200);
    expect(res.body.basket).toHaveLength(1);
    expect((await change('delete', line.shopBasketId)).status).toBe(404);
  });

  it('refuses unknown, withdrawn, call-us and out-of-stock products', async () => {
    expect((await t.post('/api/shop/addtobasket', { productId: 99999999 }, s.token)).status).toBe(404);
    const gone = await newProduct(t, { price: 5 });
    await inTrx(t, (trx) => withdrawProduct(trx, gone, at()));
    expect((await t.post('/api/shop/addtobasket', { productId: gone }, s.token)).body.message).toBe(
      SHOP_MESSAGES.productUnavailable,
    );
    const callUs = await newProduct(t, { price: 5, noBasket: 'N' });
    expect((await t.post('/api/shop/addtobasket', { productId: callUs }, s.token)).body.message).toBe(
      SHOP_MESSAGES.noBasketProduct,
    );
    const voucher = await newProduct(t, { price: 5, stockMode: 'voucher' }, 1);
    expect((await t.post('/api/shop/addtobasket', { productId: voucher }, s.token)).status).toBe(200);
    const second = await t.post('/api/shop/addtobasket', { productId: voucher }, s.token);
    expect(second.status).toBe(400);
    expect(second.body.message).toMatch(/out of stock\.$/);
    const limited = await newProduct(t, { price: 5, stockMode: 'limited', stockCount: 0 });
    expect((await t.post('/api/shop/addtobasket', { productId: limited }, s.token)).status).toBe(400);
  });

  it('reports a dearer price as CHANGED and a cheaper one as DECREASED, with both prices, and totals at today’s price', async () => {
    const me = await newShopper(t, 0);
    const up = await newProduct(t, { price: 100 });
    const down = await newProduct(t, { price: 100 });
    await t.post('/api/shop/addtobasket', { productId: up }, me.token);
    await t.post('/api/shop/addtobasket', { productId: down }, me.token);
    await t.post('/api/shop/addtobasket', { productId: down }, me.token);
    await inTrx(t, (trx) => updateProduct(trx, up, { price: 130 }, at()));
    await inTrx(t, (trx) => updateProduct(trx, down, { price: 80 }, at()));
    const res = await t.post('/api/shop/getbasket', { alloc: '' }, me.token);
    expect(
      res.body.basket.map((i: Record<string, unknown>) => [
        i.productId,
        i.BasketItemStatus,
        i.basketPrice,
        i.displayPrice,
        i.itemTotal,
      ]),
    ).toEqual([
      [up, 'CHANGED', 100, 130, 130],
      [down, 'DECREASED', 100, 80, 160],
    ]);
    expect(res.body).toMatchObject({ totalBasketQty: 3, totalBasketPrice: 290 });
  });

  it('removes a withdrawn product from the basket, reporting it DELETED with its old price once', async () => {
    const me = await newShopper(t, 0);
    const keep = await newProduct(t, { price: 40 });
    const gone = await newProduct(t, { price: 60 });
    await t.post('/api/shop/addtobasket', { productId: keep }, me.token);
    await t.post('/api/shop/addtobasket', { productId: gone }, me.token);
    await inTrx(t, (trx) => withdrawProduct(trx, gone, at()));
    const res = await t.post('/api/shop/getbasket', { alloc: '' }, me.token);
    expect(
      res.body.basket.map((i: Record<string, unknown>) => [i.productId, i.BasketItemStatus, i.basketPrice]),
    ).toEqual([
      [keep, '', 40],
      [gone, 'DELETED', 60],
    ]);
    expect(res.body).toMatchObject({ totalBasketQty: 1, totalBasketPrice: 40 });
    // Gone from the basket itself: not listed again, not in the header's count, not orderable.
    const stored = await t.database.db
      .selectFrom('shopBasketItems')
      .select('productId')
      .where('memberId', '=', me.id)
      .execute();
    expect(stored.map((r) => r.productId)).toEqual([keep]);
    const again = await t.post('/api/shop/getbasket', { alloc: '' }, me.token);
    expect(again.body.basket.map((i: { productId: number }) => i.productId)).toEqual([keep]);
    const deletedLine = res.body.basket[1].shopBasketId;
    expect(
      (
        await t.post(
          '/api/shop/changebasketqty',
          { action: 'add', shopBasketId: deletedLine, alloc: '' },
          me.token,
        )
      ).status,
    ).toBe(404);
  });

  it('caps a line at 99', async () => {
    const me = await newShopper(t, 0);
    const p = await newProduct(t, { price: 1 });
    await t.post('/api/shop/addtobasket', { productId: p }, me.token);
    await t.database.db
      .updateTable('shopBasketItems')
      .set({ qty: 99 })
      .where('memberId', '=', me.id)
      .execute();
    const res = await t.post('/api/shop/addtobasket', { productId: p }, me.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHOP_MESSAGES.qtyTooHigh(99));
  });
});
