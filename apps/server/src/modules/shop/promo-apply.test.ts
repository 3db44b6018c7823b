import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { isoInDays, newProduct, newPromoCode, newShopper, type Shopper } from '../../../test/support/shop.js';

/** The basket's Apply button: the promo code checked against the basket before checkout. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const iso = isoInDays;
const newPromo = (input: Parameters<typeof newPromoCode>[1]) => newPromoCode(t, input);

async function shopperWith(price: number, qty = 1): Promise<Shopper> {
  const s = await newShopper(t, 1000);
  const productId = await newProduct(t, { price });
  for (let i = 0; i < qty; i++) await t.post('/api/shop/addtobasket', { productId }, s.token);
  return s;
}
const apply = (s: Shopper, promoCode: unknown) =>
  t.post('/api/shop/applyPromoCode', { promoCode, alloc: '' }, s.token);
const place = (s: Shopper, promoCode: string, vfyTotal: number) =>
  t.post('/api/shop/placeOrder', { cellNum: '', promoCode, alloc: '', vfyTotal }, s.token);

describe('applying a promo code in the basket', () => {
  it('answers the discount and the new total at once, as checkout will price them', async () => {
    const promo = await newPromo({ kind: 'percent', amount: 15 });
    const s = await shopperWith(111, 3);
    const res = await apply(s, ` ${promo.code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      promoCode: promo.code,
      voucherAmtDesc: '15% off',
      totalBasketQty: 3,
      totalBasketPrice: 333,
      shopVoucherDiscountTotal: 49,
      grandTotal: 284,
    });
    const summary = await t.post(
      '/api/shop/getCheckoutOrderSummary',
      { promoCode: promo.code, alloc: '' },
      s.token,
    );
    expect(summary.body).toMatchObject({ shopVoucherDiscountTotal: 49, grandTotal: 284, vfyTotal: 284 });
    // Applying changes nothing: the code is used only by the order.
    expect((await place(s, promo.code, 284)).status).toBe(200);
  });

  it('refuses each kind of bad code with the message placing the order would give', async () => {
    const cases: Array<[string, string]> = [
      ['NOSUCHCODE', SHOP_MESSAGES.promoNotFound],
      ['SPRING20', SHOP_MESSAGES.promoExpired],
      ['LAUNCH100', SHOP_MESSAGES.promoUsedUp],
      [
        (await newPromo({ kind: 'percent', amount: 5, validFrom: iso(2), validTo: iso(3) })).code,
        SHOP_MESSAGES.promoNotStarted,
      ],
      [
        (await newPromo({ kind: 'fixed', amount: 5, minBasket: 101 })).code,
        SHOP_MESSAGES.promoMinimum('101 BB'),
      ],
    ];
    for (const [code, message] of cases) {
      const s = await shopperWith(100);
      const applied = await apply(s, code);
      expect(applied.status, code).toBe(400);
      expect(applied.body, code).toEqual({ message, formErrors: { promoCode: message } });
      // Check Out would have refused it the same way, only later.
      const placed = await place(s, code, 100);
      expect(placed.status, code).toBe(400);
      expect(placed.body, code).toEqual(applied.body);
    }
  });

  it('refuses a code the member has already used up, per member', async () => {
    const promo = await newPromo({ kind: 'fixed', amount: 10, maxUsesPerMember: 1 });
    const s = await shopperWith(100);
    expect((await apply(s, promo.code)).body.grandTotal).toBe(90);
    expect((await place(s, promo.code, 90)).status).toBe(200);
    const productId = await newProduct(t, { price: 50 });
    await t.post('/api/shop/addtobasket', { productId }, s.token);
    const again = await apply(s, promo.code);
    expect(again.status).toBe(400);
    expect(again.body.formErrors).toEqual({ promoCode: SHOP_MESSAGES.promoMemberLimit });
    // Another member may still use it.
    expect((await apply(await shopperWith(100), promo.code)).status).toBe(200);
  });

  it('needs a code and a basket', async () => {
    const s = await shopperWith(100);
    const blank = await apply(s, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.formErrors).toEqual({ promoCode: 'Please enter a promo code' });
    const empty = await apply(await newShopper(t, 10), 'SHINE10');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SHOP_MESSAGES.emptyBasket);
    expect((await t.post('/api/shop/applyPromoCode', { promoCode: 'SHINE10', alloc: '' })).status).toBe(401);
  });
});
