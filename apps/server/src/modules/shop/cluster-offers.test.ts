import { beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { sessionFor } from '../../../test/personas.js';
import { inTrx, newLeafCategory, newProduct, newShopper, type Shopper } from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';
import { setProductClusters } from './index.js';

/**
 * Products and adverts limited to clusters (countries): a member sees, adds and orders only
 * what is offered in their own cluster; a product or advert limited to no cluster is offered
 * everywhere. The demo limits a UK chain's voucher to GB, French department stores to FR and
 * Dubai's malls to AE.
 */
const t = appPerFile({ auditLedger: true });
let southAfrican: Shopper;
let french: string;
let uk: string;

const productId = async (code: string) =>
  (
    await t.database.db
      .selectFrom('shopProducts')
      .select('id')
      .where('productCode', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

const categoryOf = async (code: string) =>
  (
    await t.database.db
      .selectFrom('shopProducts')
      .select('categoryId')
      .where('productCode', '=', code)
      .executeTakeFirstOrThrow()
  ).categoryId;

const leaves = async (token: string) =>
  ((await t.post('/api/shop/categorylist', {}, token)).body.cats as Array<{ cat3: string }>).map(
    (c) => c.cat3,
  );
/** The product codes a member's product list shows for the category. */
const productCodes = async (token: string, prodCat3Id: number) => {
  const res = await t.post('/api/shop/productlist', { prodCat3Id, alloc: '' }, token);
  expect(res.status).toBe(200);
  const ids = (res.body.products as Array<{ productId: number }>).map((p) => p.productId);
  if (ids.length === 0) return [];
  const rows = await t.database.db
    .selectFrom('shopProducts')
    .select(['id', 'productCode'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.productCode);
};
const placeOrder = (token: string, vfyTotal: number) =>
  t.post('/api/shop/placeOrder', { cellNum: '+27821234567', promoCode: '', alloc: '', vfyTotal }, token);

beforeAll(async () => {
  southAfrican = await newShopper(t, 5_000, { divisionCode: 'RET-ZA', cellNum: '+27821234567' });
  french = await sessionFor(t.database, '100009');
  uk = await sessionFor(t.database, '100001');
});

describe('products limited to clusters', () => {
  it('a South African member does not see a product limited to the UK, and cannot order it through the API', async () => {
    const ukOnly = await productId('GC-HS-UK20');
    const highStreet = await categoryOf('GC-HS-UK20');
    expect(await productCodes(uk, highStreet)).toContain('GC-HS-UK20');
    const seen = await productCodes(southAfrican.token, highStreet);
    expect(seen).toContain('GC-HS-010');
    expect(seen).not.toContain('GC-HS-UK20');
    expect((await t.post('/api/shop/product', { productId: ukOnly }, southAfrican.token)).status).toBe(404);
    expect((await t.post('/api/shop/product', { productId: ukOnly }, uk)).status).toBe(200);

    const add = await t.post('/api/shop/addtobasket', { productId: ukOnly }, southAfrican.token);
    expect(add.status).toBe(400);
    expect(add.body).toMatchObject({ message: SHOP_MESSAGES.notOfferedInCluster, formErrors: {} });
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, southAfrican.token)).body.basket).toEqual([]);

    // In the basket anyway (limited after it went in): the order is refused and nothing is spent.
    const open = await newProduct(t, { price: 40 });
    expect((await t.post('/api/shop/addtobasket', { productId: open }, southAfrican.token)).status).toBe(200);
    await inTrx(t, (trx) => setProductClusters(trx, open, ['GB']));
    const refused = await placeOrder(southAfrican.token, 40);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SHOP_MESSAGES.notOfferedInCluster);
    const orders = await t.database.db
      .selectFrom('shopOrders')
      .select('id')
      .where('memberId', '=', southAfrican.id)
      .execute();
    expect(orders).toEqual([]);
    // Opening the basket reports the line once as removed, as for a withdrawn product.
    const basket = await t.post('/api/shop/getbasket', { alloc: '' }, southAfrican.token);
    expect(basket.body.basket).toEqual([expect.objectContaining({ BasketItemStatus: 'DELETED' })]);
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, southAfrican.token)).body.basket).toEqual([]);
  });

  it('a French member’s catalogue shows France-only products and not the UAE’s', async () => {
    const frLeaves = await leaves(french);
    expect(frLeaves).toContain('Grands Magasins');
    expect(frLeaves).not.toContain('Dubai Malls');
    expect(frLeaves).toContain('High Street');
    expect(await productCodes(french, await categoryOf('GC-FR-GL25'))).toEqual(['GC-FR-GL25', 'GC-FR-MP50']);
    // A category with nothing for the member's cluster is hidden, and lists nothing if asked.
    expect(await productCodes(french, await categoryOf('GC-AE-MALL100'))).toEqual([]);
    const dubaiMall = await productId('GC-AE-MALL100');
    expect((await t.post('/api/shop/product', { productId: dubaiMall }, french)).status).toBe(404);
    expect((await t.post('/api/shop/addtobasket', { productId: dubaiMall }, french)).status).toBe(400);
    expect(await productCodes(french, await categoryOf('GC-HS-UK20'))).not.toContain('GC-HS-UK20');

    const ukLeaves = await leaves(uk);
    expect(ukLeaves).not.toContain('Grands Magasins');
    expect(ukLeaves).not.toContain('Dubai Malls');
    expect(await leaves(southAfrican.token)).not.toContain('Grands Magasins');
  });

  it('a product limited to several clusters is offered in each of them; none means everywhere', async () => {
    const leaf = await newLeafCategory(t);
    const p = await newProduct(t, { categoryId: leaf, price: 10 });
    await inTrx(t, (trx) => setProductClusters(trx, p, ['FR', 'ZA']));
    expect(await productCodes(french, leaf)).toHaveLength(1);
    expect(await productCodes(southAfrican.token, leaf)).toHaveLength(1);
    expect(await productCodes(uk, leaf)).toEqual([]);
    expect(await leaves(uk)).not.toContain(
      (
        await t.database.db
          .selectFrom('shopCategories')
          .select('name')
          .where('id', '=', leaf)
          .executeTakeFirstOrThrow()
      ).name,
    );
    await inTrx(t, (trx) => setProductClusters(trx, p, []));
    expect(await productCodes(uk, leaf)).toHaveLength(1);
  });
});

describe('adverts limited to clusters', () => {
  it('each member sees the adverts of their own cluster and those for everyone', async () => {
    const adverts = async (token: string) =>
      ((await t.post('/api/site/advertdata', {}, token)).body.advertData as Array<{ what: string }>).map(
        (a) => a.what,
      );
    const everyone = 'New: gift cards by SMS in seconds';
    const fr = await adverts(french);
    // The French member reads it as the demo translated it (decision 059).
    expect(fr).toContain('Nouveau : des cartes cadeaux par SMS en quelques secondes');
    expect(fr).toContain('Nouveau : cartes cadeaux des grands magasins');
    expect(fr).not.toContain('New: Dubai mall gift cards');
    const gb = await adverts(uk);
    expect(gb).toContain(everyone);
    expect(gb.filter((a) => /grands magasins|Dubai/.test(a))).toEqual([]);
  });
});
