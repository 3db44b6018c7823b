import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { isoInDays, newProduct, newPromoCode, newShopper, type Shopper } from '../../../test/support/shop.js';

/**
 * The promo code kept with the basket on the server: it survives a reload and a new session,
 * prices the order placed later while it is valid, and when it stops being valid the basket
 * says so and the order is refused rather than charged the full price unasked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopperWith(points: number, price: number, qty = 1): Promise<Shopper & { productId: number }> {
  const s = await newShopper(t, points);
  const productId = await newProduct(t, { price });
  for (let i = 0; i < qty; i++) await t.post('/api/shop/addtobasket', { productId }, s.token);
  return { ...s, productId };
}
/** Another session of the same member, as after signing in again on another day or device. */
async function newSessionOf(s: Shopper): Promise<string> {
  const m = await t.database.db
    .selectFrom('members')
    .select('memberNumber')
    .where('id', '=', s.id)
    .executeTakeFirstOrThrow();
  return sessionFor(t.database, m.memberNumber);
}
const basketOf = (token: string) => t.post('/api/shop/getbasket', { alloc: '' }, token);
const summaryOf = (token: string) =>
  t.post('/api/shop/getCheckoutOrderSummary', { promoCode: '', alloc: '' }, token);
const place = (token: string, vfyTotal: number) =>
  t.post('/api/shop/placeOrder', { cellNum: '', promoCode: '', alloc: '', vfyTotal }, token);

describe('a promo code kept with the basket', () => {
  it('is in the basket of a new session, and the order placed there is priced with it', async () => {
    const promo = await newPromoCode(t, { kind: 'percent', amount: 10 });
    const s = await shopperWith(1000, 315, 2);
    expect(
      (await t.post('/api/shop/applyPromoCode', { promoCode: promo.code, alloc: '' }, s.token)).status,
    ).toBe(200);

    const later = await newSessionOf(s);
    const basket = await basketOf(later);
    expect(basket.status).toBe(200);
    expect(basket.body).toMatchObject({
      totalBasketPrice: 630,
      grandTotal: 567,
      pointsAvailable: 1000,
      cardPayment: null,
      promo: {
        promoCode: promo.code,
        isVoucherOk: true,
        voucherAmtDesc: '10% off',
        shopVoucherDiscountTotal: 63,
      },
    });
    expect((await summaryOf(later)).body).toMatchObject({
      isVoucherOk: true,
      grandTotal: 567,
      vfyTotal: 567,
    });

    const placed = await place(later, 567);
    expect(placed.status).toBe(200);
    const order = await t.database.db
      .selectFrom('shopOrders')
      .selectAll()
      .where('orderNum', '=', placed.body.orderNum)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ subTotal: 630, discount: 63, grandTotal: 567, promoCode: promo.code });
    // The code leaves with the basket it priced: the next basket starts without one.
    await t.post('/api/shop/addtobasket', { productId: s.productId }, later);
    expect((await basketOf(later)).body).toMatchObject({ promo: null, grandTotal: 315 });
  });

  it('follows the basket: checked again on every change, taken off by Remove code', async () => {
    const promo = await newPromoCode(t, { kind: 'fixed', amount: 50, minBasket: 200 });
    const s = await shopperWith(1000, 100, 2);
    await t.post('/api/shop/applyPromoCode', { promoCode: promo.code, alloc: '' }, s.token);
    const line = (await basketOf(s.token)).body.basket[0].shopBasketId;

    // Below the code's minimum the basket says why it no longer applies…
    const lower = await t.post(
      '/api/shop/changebasketqty',
      { action: 'decrease', shopBasketId: line, alloc: '' },
      s.token,
    );
    expect(lower.body).toMatchObject({
      totalBasketPrice: 100,
      grandTotal: 100,
      promo: {
        promoCode: promo.code,
        isVoucherOk: false,
        voucherAmtDesc: SHOP_MESSAGES.promoMinimum('200 BB'),
        shopVoucherDiscountTotal: 0,
      },
    });
    // …and applies again once the basket reaches it.
    const back = await t.post(
      '/api/shop/changebasketqty',
      { action: 'add', shopBasketId: line, alloc: '' },
      s.token,
    );
    expect(back.body).toMatchObject({
      grandTotal: 150,
      promo: { isVoucherOk: true, shopVoucherDiscountTotal: 50 },
    });

    const removed = await t.post('/api/shop/removePromoCode', { alloc: '' }, s.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ promo: null, grandTotal: 200 });
    expect((await place(s.token, 200)).status).toBe(200);
  });

  it('that lapses is reported in the basket, and the order is refused rather than charged in full', async () => {
    const promo = await newPromoCode(t, { kind: 'percent', amount: 10 });
    const s = await shopperWith(1000, 315, 2);
    await t.post('/api/shop/applyPromoCode', { promoCode: promo.code, alloc: '' }, s.token);
    await t.database.db
      .updateTable('shopPromoCodes')
      .set({ validTo: isoInDays(-1) })
      .where('id', '=', promo.id)
      .execute();

    const later = await newSessionOf(s);
    expect((await basketOf(later)).body).toMatchObject({
      grandTotal: 630,
      promo: { promoCode: promo.code, isVoucherOk: false, voucherAmtDesc: SHOP_MESSAGES.promoExpired },
    });
    expect((await summaryOf(later)).body).toMatchObject({
      isVoucherOk: false,
      voucherAmtDesc: SHOP_MESSAGES.promoExpired,
      grandTotal: 630,
    });
    const refused = await place(later, 630);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: SHOP_MESSAGES.promoExpired,
      formErrors: { promoCode: SHOP_MESSAGES.promoExpired },
    });
    expect(
      await t.database.db.selectFrom('shopOrders').select('id').where('memberId', '=', s.id).execute(),
    ).toEqual([]);
    // Taken off, the order goes through at the full price the member now sees.
    await t.post('/api/shop/removePromoCode', { alloc: '' }, later);
    expect((await place(later, 630)).status).toBe(200);
  });

  it('is replaced by another accepted code, and kept when a new one is refused', async () => {
    const first = await newPromoCode(t, { kind: 'fixed', amount: 10 });
    const second = await newPromoCode(t, { kind: 'fixed', amount: 20 });
    const s = await shopperWith(1000, 100);
    await t.post('/api/shop/applyPromoCode', { promoCode: first.code, alloc: '' }, s.token);
    await t.post('/api/shop/applyPromoCode', { promoCode: second.code.toLowerCase(), alloc: '' }, s.token);
    expect((await basketOf(s.token)).body.promo).toMatchObject({
      promoCode: second.code,
      shopVoucherDiscountTotal: 20,
    });
    expect(
      (await t.post('/api/shop/applyPromoCode', { promoCode: 'NOSUCHCODE', alloc: '' }, s.token)).status,
    ).toBe(400);
    expect((await basketOf(s.token)).body.promo).toMatchObject({ promoCode: second.code });
  });

  it('is the member’s own: another member’s basket has none, and the calls need a session', async () => {
    const promo = await newPromoCode(t, { kind: 'fixed', amount: 10 });
    const s = await shopperWith(1000, 100);
    await t.post('/api/shop/applyPromoCode', { promoCode: promo.code, alloc: '' }, s.token);
    const other = await shopperWith(1000, 100);
    expect((await basketOf(other.token)).body.promo).toBeNull();
    expect((await t.post('/api/shop/removePromoCode', { alloc: '' })).status).toBe(401);
  });
});

describe('the basket shows a shortfall before checkout', () => {
  it('answers the points available and the total after the code, with no card part without a provider', async () => {
    const s = await shopperWith(620, 990);
    const basket = await basketOf(s.token);
    expect(basket.body).toMatchObject({
      grandTotal: 990,
      pointsAvailable: 620,
      cardPayment: null,
      promo: null,
    });
    expect((await summaryOf(s.token)).body).toMatchObject({ grandTotal: 990, pointsAvailable: 620 });
  });
});

describe('a product’s own page', () => {
  it('answers one product, and not a withdrawn one', async () => {
    const s = await newShopper(t, 0);
    const productId = await newProduct(t, { price: 42 });
    const res = await t.post('/api/shop/product', { productId, alloc: '' }, s.token);
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ productId, displayPrice: 42 });
    await t.database.db.updateTable('shopProducts').set({ active: 0 }).where('id', '=', productId).execute();
    expect((await t.post('/api/shop/product', { productId, alloc: '' }, s.token)).status).toBe(404);
  });
});
