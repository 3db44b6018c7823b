import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { createPromoCode } from './index.js';
import {
  inTrx,
  newProduct,
  newShopper,
  promoUsesOf,
  redeemOf,
  stockOf,
  type Shopper,
} from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';

/**
 * Many members ordering at once. On PostgreSQL the requests really run side by side (a pool of
 * connections); on SQLite write transactions queue. Either way nothing may be oversold.
 */
const t = appPerFile({ auditLedger: true });

async function shoppersWith(n: number, productId: number, points: number): Promise<Shopper[]> {
  const out: Shopper[] = [];
  for (let i = 0; i < n; i++) {
    const s = await newShopper(t, points);
    const res = await t.post('/api/shop/addtobasket', { productId }, s.token);
    expect(res.status).toBe(200);
    out.push(s);
  }
  return out;
}

const placeAll = (shoppers: Shopper[], body: Record<string, unknown>) =>
  Promise.all(
    shoppers.map((s, i) =>
      t.post(
        '/api/shop/placeOrder',
        { cellNum: '+447700900123', promoCode: '', alloc: '', requestId: `c-${i}`, ...body },
        s.token,
      ),
    ),
  );

describe('under concurrency', () => {
  it('50 orders for the last 10 voucher codes: exactly 10 succeed, each code sold once', async () => {
    const productId = await newProduct(t, { price: 30, stockMode: 'voucher' }, 10);
    const shoppers = await shoppersWith(50, productId, 100);
    const results = await placeAll(shoppers, { vfyTotal: 30 });
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([400]));
    const { description } = await t.database.db
      .selectFrom('shopProducts')
      .select('description')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set([SHOP_MESSAGES.outOfStock(description)]),
    );
    const codes = await t.database.db
      .selectFrom('shopVoucherCodes')
      .select(['code', 'orderItemId'])
      .where('productId', '=', productId)
      .execute();
    expect(codes.every((c) => c.orderItemId !== null)).toBe(true);
    expect(new Set(codes.map((c) => c.orderItemId)).size).toBe(10);
    const balances = await Promise.all(shoppers.map((s) => redeemOf(t, s.id)));
    expect(balances.filter((b) => b === 70)).toHaveLength(10);
    expect(balances.filter((b) => b === 100)).toHaveLength(40);
    // The ones refused keep their basket; the ones served have an empty one.
    const baskets = await t.database.db
      .selectFrom('shopBasketItems')
      .select('memberId')
      .where('productId', '=', productId)
      .execute();
    expect(baskets).toHaveLength(40);
  });

  it('a promo code limited to 5 uses is used 5 times when 20 order at once', async () => {
    const promo = await inTrx(t, (trx) =>
      createPromoCode(
        trx,
        {
          code: `RUSH${Date.now() % 1e6}`,
          kind: 'fixed',
          amount: 5,
          validFrom: new Date(Date.now() - 1e6).toISOString(),
          validTo: new Date(Date.now() + 1e8).toISOString(),
          maxUsesTotal: 5,
        },
        new Date().toISOString(),
      ),
    );
    const productId = await newProduct(t, { price: 20 });
    const shoppers = await shoppersWith(20, productId, 100);
    const results = await placeAll(shoppers, { vfyTotal: 15, promoCode: promo.code });
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(
      results.filter((r) => r.status === 400).every((r) => r.body.message === SHOP_MESSAGES.promoUsedUp),
    ).toBe(true);
    expect(await promoUsesOf(t, promo.id)).toBe(5);
    expect(
      await t.database.db
        .selectFrom('shopPromoUses')
        .select('id')
        .where('promoCodeId', '=', promo.id)
        .execute(),
    ).toHaveLength(5);
  });

  it('a limited product with 7 left sells 7 when 25 order at once', async () => {
    const productId = await newProduct(t, { price: 10, stockMode: 'limited', stockCount: 7 });
    const shoppers = await shoppersWith(25, productId, 50);
    const results = await placeAll(shoppers, { vfyTotal: 10 });
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    expect(await stockOf(t, productId)).toBe(0);
  });

  it('one member clicking five times at once makes one order', async () => {
    const productId = await newProduct(t, { price: 40 });
    const [s] = await shoppersWith(1, productId, 100);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.post('/api/shop/placeOrder', { cellNum: '', promoCode: '', alloc: '', vfyTotal: 40 }, s!.token),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.orderNum)).size).toBe(1);
    expect(await redeemOf(t, s!.id)).toBe(60);
  });
});
