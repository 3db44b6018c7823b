import { describe, expect, it } from 'vitest';
import { MESSAGES, SHOP_MESSAGES } from '@portal/contract';
import { createTestApp } from '../../../test/app.js';
import { importVoucherCodes, updateProduct } from './index.js';
import {
  inTrx,
  isoInDays,
  newProduct,
  newPromoCode,
  newShopper,
  promoUsesOf,
  redeemOf,
  type Shopper,
  stockOf,
  buyOne,
} from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });

const iso = isoInDays;
const newPromo = (input: Parameters<typeof newPromoCode>[1]) => newPromoCode(t, input);

/** A shopper with one product of `price` × qty in the basket. */
async function shopperWith(
  points: number,
  price: number,
  qty = 1,
  extra: Parameters<typeof newProduct>[1] = { price },
  codes = 0,
) {
  const s = await newShopper(t, points);
  const productId = await newProduct(t, { ...extra, price }, codes);
  for (let i = 0; i < qty; i++) await t.post('/api/shop/addtobasket', { productId }, s.token);
  return { s, productId };
}
const summary = (s: Shopper, promoCode = '') =>
  t.post('/api/shop/getCheckoutOrderSummary', { promoCode, alloc: '' }, s.token);
const place = (s: Shopper, body: Record<string, unknown>) =>
  t.post('/api/shop/placeOrder', { cellNum: '', promoCode: '', alloc: '', ...body }, s.token);

describe('checkout summary and promo code rules', () => {
  it('sums the basket without a code', async () => {
    const { s } = await shopperWith(1000, 150, 2);
    const res = await summary(s);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalBasketQty: 2,
      totalBasketPrice: 300,
      isVoucherOk: false,
      voucherAmtDesc: '',
      shopVoucherDiscountTotal: 0,
      grandTotal: 300,
      vfyTotal: 300,
      cellNum: s.cellNum,
    });
    expect(res.body.basket).toHaveLength(1);
  });

  it('refuses an empty basket', async () => {
    const s = await newShopper(t, 10);
    const res = await summary(s);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHOP_MESSAGES.emptyBasket);
  });

  it('applies a percentage (rounded down) and a fixed discount (capped at the total), in any case', async () => {
    const pct = await newPromo({ kind: 'percent', amount: 15 });
    const { s } = await shopperWith(1000, 333);
    let res = await summary(s, ` ${pct.code.toLowerCase()} `);
    expect(res.body).toMatchObject({
      isVoucherOk: true,
      voucherAmtDesc: '15% off',
      shopVoucherDiscountTotal: 49,
      grandTotal: 284,
      vfyTotal: 284,
    });
    const fixed = await newPromo({ kind: 'fixed', amount: 500 });
    res = await summary(s, fixed.code);
    expect(res.body).toMatchObject({
      isVoucherOk: true,
      voucherAmtDesc: '500 BB off',
      shopVoucherDiscountTotal: 333,
      grandTotal: 0,
    });
  });

  it('says why a code is refused: unknown, not yet valid, expired, inactive, used up, per member, minimum basket', async () => {
    const { s } = await shopperWith(1000, 100);
    const refused = async (code: string, message: string) => {
      const res = await summary(s, code);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        isVoucherOk: false,
        voucherAmtDesc: message,
        shopVoucherDiscountTotal: 0,
        grandTotal: 100,
      });
    };
    await refused('NOSUCHCODE', SHOP_MESSAGES.promoNotFound);
    await refused(
      (await newPromo({ kind: 'percent', amount: 5, validFrom: iso(2), validTo: iso(3) })).code,
      SHOP_MESSAGES.promoNotStarted,
    );
    await refused(
      (await newPromo({ kind: 'percent', amount: 5, validFrom: iso(-3), validTo: iso(-2) })).code,
      SHOP_MESSAGES.promoExpired,
    );
    const off = await newPromo({ kind: 'percent', amount: 5 });
    await t.database.db.updateTable('shopPromoCodes').set({ active: 0 }).where('id', '=', off.id).execute();
    await refused(off.code, SHOP_MESSAGES.promoNotFound);
    await refused(
      (await newPromo({ kind: 'percent', amount: 5, minBasket: 101 })).code,
      SHOP_MESSAGES.promoMinimum('101 BB'),
    );
    // Exactly the minimum is enough.
    expect(
      (await summary(s, (await newPromo({ kind: 'percent', amount: 5, minBasket: 100 })).code)).body
        .isVoucherOk,
    ).toBe(true);
    // The demo's codes: one expired, one used up.
    await refused('SPRING20', SHOP_MESSAGES.promoExpired);
    await refused('LAUNCH100', SHOP_MESSAGES.promoUsedUp);
  });

  it('counts uses: the total limit and the per-member limit', async () => {
    const total = await newPromo({ kind: 'fixed', amount: 10, maxUsesTotal: 1 });
    const a = await shopperWith(1000, 100);
    expect((await place(a.s, { promoCode: total.code, vfyTotal: 90 })).status).toBe(200);
    const b = await shopperWith(1000, 100);
    expect((await summary(b.s, total.code)).body.voucherAmtDesc).toBe(SHOP_MESSAGES.promoUsedUp);
    const res = await place(b.s, { promoCode: total.code, vfyTotal: 90 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: SHOP_MESSAGES.promoUsedUp,
      formErrors: { promoCode: SHOP_MESSAGES.promoUsedUp },
    });

    const perMember = await newPromo({ kind: 'fixed', amount: 10, maxUsesPerMember: 1 });
    const c = await shopperWith(1000, 100);
    expect((await place(c.s, { promoCode: perMember.code, vfyTotal: 90 })).status).toBe(200);
    await t.post('/api/shop/addtobasket', { productId: c.productId }, c.s.token);
    expect((await summary(c.s, perMember.code)).body.voucherAmtDesc).toBe(SHOP_MESSAGES.promoMemberLimit);
    expect((await place(c.s, { promoCode: perMember.code, vfyTotal: 90 })).body.formErrors.promoCode).toBe(
      SHOP_MESSAGES.promoMemberLimit,
    );
    // Someone else may still use it.
    const d = await shopperWith(1000, 100);
    expect((await place(d.s, { promoCode: perMember.code, vfyTotal: 90 })).status).toBe(200);
    expect(await promoUsesOf(t, perMember.id)).toBe(2);
  });
});

describe('placing an order', () => {
  it('debits the points, writes the order and lines, empties the basket and answers the order number', async () => {
    const promo = await newPromo({ kind: 'percent', amount: 10 });
    const { s, productId } = await shopperWith(1000, 200, 2);
    const sum = (await summary(s, promo.code)).body;
    expect(sum.vfyTotal).toBe(360);
    const res = await place(s, { promoCode: promo.code, vfyTotal: sum.vfyTotal, requestId: 'r-1' });
    expect(res.status).toBe(200);
    expect(res.body.orderNum).toMatch(/^LB\d{6}$/);
    // The web shows the spec's success message with it.
    expect(MESSAGES.orderPlaced(res.body.orderNum)).toBe(
      `Your order has been placed successfully. Order No:${res.body.orderNum}.`,
    );
    expect(await redeemOf(t, s.id)).toBe(640);
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, s.token)).body.totalBasketQty).toBe(0);
    const orders = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(orders.orders).toEqual([
      {
        memberOrderId: expect.any(Number),
        orderNum: res.body.orderNum,
        orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        orderStatusId: '10',
        orderStatusDesc: 'Placed',
        totalGrandTotal: 400,
        totalDiscount: 40,
        VoucherCode: promo.code,
        totalDue: 360,
        itemCount: 2,
        cardPaid: '',
      },
    ]);
    expect(orders.orderDetails).toMatchObject([
      { itemQty: 2, itemPrice: 200, itemTotal: 400, dispatchStatus: 1 },
    ]);
    expect(orders.inf.pointsAvailable).toBe(640);
    // The points statement shows the debit.
    const statement = await t.post('/api/report/statement', {}, s.token);
    expect(statement.status).toBe(200);
    expect(JSON.stringify(statement.body)).toContain(`Rewards shop order ${res.body.orderNum}`);
    const transfer = await t.database.db
      .selectFrom('ledgerTransfers')
      .selectAll()
      .where('refType', '=', 'shop_order')
      .where('amount', '=', 360)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ type: 'ORDER', description: `Rewards shop order ${res.body.orderNum}` });
    expect(productId).toBeGreaterThan(0);
  });

  it('refuses when vfyTotal no longer matches (a price changed after the summary)', async () => {
    const { s, productId } = await shopperWith(1000, 100);
    const sum = (await summary(s)).body;
    await inTrx(t, (trx) => updateProduct(trx, productId, { price: 110 }, iso(0)));
    const res = await place(s, { vfyTotal: sum.vfyTotal });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHOP_MESSAGES.totalChanged);
    expect(await redeemOf(t, s.id)).toBe(1000);
    expect((await summary(s)).body.basket[0].BasketItemStatus).toBe('CHANGED');
    // With the new total the order goes through at today's price.
    expect((await place(s, { vfyTotal: 110 })).status).toBe(200);
    expect(await redeemOf(t, s.id)).toBe(890);
  });

  it('refuses when the points are short, and moves nothing', async () => {
    const { s } = await shopperWith(99, 100);
    const res = await place(s, { vfyTotal: 100 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SHOP_MESSAGES.insufficientPoints(99, 100, 'Beauty Bucks'));
    expect(await redeemOf(t, s.id)).toBe(99);
    expect((await summary(s)).body.totalBasketQty).toBe(1);
    expect(
      await t.database.db.selectFrom('shopOrders').select('id').where('memberId', '=', s.id).execute(),
    ).toEqual([]);
  });

  it('a double submit with one requestId makes one order', async () => {
    const { s } = await shopperWith(1000, 100);
    const [a, b] = await Promise.all([
      place(s, { vfyTotal: 100, requestId: 'same' }),
      place(s, { vfyTotal: 100, requestId: 'same' }),
    ]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.orderNum).toBe(b!.body.orderNum);
    const again = await place(s, { vfyTotal: 100, requestId: 'same' });
    expect(again.body.orderNum).toBe(a!.body.orderNum);
    expect(await redeemOf(t, s.id)).toBe(900);
    expect(
      await t.database.db.selectFrom('shopOrders').select('id').where('memberId', '=', s.id).execute(),
    ).toHaveLength(1);
  });

  it('a double submit without requestId makes one order too', async () => {
    const { s } = await shopperWith(1000, 100);
    const [a, b] = await Promise.all([place(s, { vfyTotal: 100 }), place(s, { vfyTotal: 100 })]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect(a!.body.orderNum).toBe(b!.body.orderNum);
    expect(await redeemOf(t, s.id)).toBe(900);
    // Long after, an empty basket is just that.
    await t.database.db
      .updateTable('shopOrders')
      .set({ createdAt: iso(-1) })
      .where('memberId', '=', s.id)
      .execute();
    expect((await place(s, { vfyTotal: 100 })).body.message).toBe(SHOP_MESSAGES.emptyBasket);
  });

  it('leaves withdrawn lines out of the order', async () => {
    const { s } = await shopperWith(1000, 100);
    const gone = await newProduct(t, { price: 50 });
    await t.post('/api/shop/addtobasket', { productId: gone }, s.token);
    await t.database.db.updateTable('shopProducts').set({ active: 0 }).where('id', '=', gone).execute();
    const res = await place(s, { vfyTotal: 100 });
    expect(res.status).toBe(200);
    const lines = await t.database.db
      .selectFrom('shopOrderItems')
      .innerJoin('shopOrders', 'shopOrders.id', 'shopOrderItems.orderId')
      .select('productId')
      .where('orderNum', '=', res.body.orderNum)
      .execute();
    expect(lines.map((l) => l.productId)).not.toContain(gone);
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, s.token)).body.basket).toEqual([]);
  });

  it('takes limited stock and refuses when it ran out after the basket', async () => {
    const { s, productId } = await shopperWith(1000, 10, 2, {
      price: 10,
      stockMode: 'limited',
      stockCount: 3,
    });
    expect((await place(s, { vfyTotal: 20 })).status).toBe(200);
    expect(await stockOf(t, productId)).toBe(1);
    const other = await newShopper(t, 1000);
    await t.post('/api/shop/addtobasket', { productId }, other.token);
    await t.database.db
      .updateTable('shopProducts')
      .set({ stockCount: 0 })
      .where('id', '=', productId)
      .execute();
    const res = await place(other, { vfyTotal: 10 });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/out of stock/);
    expect(await redeemOf(t, other.id)).toBe(1000);
  });
});

describe('voucher codes', () => {
  it('takes codes, dispatches the line, completes a voucher-only order and texts the codes to the typed number (C)', async () => {
    const s = await newShopper(t, 1000);
    const productId = await newProduct(t, { price: 25, stockMode: 'voucher' });
    await inTrx(t, (trx) =>
      importVoucherCodes(trx, productId, [['code'], ['AAA-1'], ['AAA-2'], ['AAA-3']], iso(0)),
    );
    await t.post('/api/shop/addtobasket', { productId }, s.token);
    await t.post('/api/shop/addtobasket', { productId }, s.token);
    const missing = await place(s, { vfyTotal: 50 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: SHOP_MESSAGES.cellNumRequired,
      formErrors: { cellNum: SHOP_MESSAGES.cellNumRequired },
    });
    const res = await place(s, { vfyTotal: 50, cellNum: '+44 7700 900555' });
    expect(res.status).toBe(200);
    const orders = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(orders.orders[0]).toMatchObject({ orderStatusId: '30', orderStatusDesc: 'Complete' });
    expect(orders.orderDetails[0]).toMatchObject({ dispatchStatus: 4, itemQty: 2, hasVoucherCodes: true });
    const sms = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('refType', '=', 'shop_order')
      .where('recipient', '=', '+44 7700 900555')
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', template: 'voucher' });
    expect(sms[0]!.bodyText).toContain(res.body.orderNum);
    expect(sms[0]!.bodyText).toContain('AAA-1, AAA-2');
    const msg = await t.post(
      '/api/shop/getVoucherCodeMessage',
      { memberOrderItemId: orders.orderDetails[0].memberOrderItemId },
      s.token,
    );
    expect(msg.status).toBe(200);
    expect(msg.body.message).toBe(
      `<p>Order ${res.body.orderNum}: <strong>${(await t.database.db.selectFrom('shopProducts').select('description').where('id', '=', productId).executeTakeFirstOrThrow()).description}</strong></p><ul><li><code>AAA-1</code></li><li><code>AAA-2</code></li></ul>`,
    );
  });

  it('a mixed order is in progress and its codes are not viewable until complete', async () => {
    const { s } = await shopperWith(1000, 5, 1, { price: 5, stockMode: 'voucher' }, 1);
    const plain = await newProduct(t, { price: 20 });
    await t.post('/api/shop/addtobasket', { productId: plain }, s.token);
    const res = await place(s, { vfyTotal: 25, cellNum: '07700900556' });
    expect(res.status).toBe(200);
    const orders = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(orders.orders[0].orderStatusId).toBe('20');
    const voucherLine = orders.orderDetails.find((d: { dispatchStatus: number }) => d.dispatchStatus === 4);
    expect(
      orders.orderDetails
        .map((d: { dispatchStatus: number; hasVoucherCodes: boolean }) => [
          d.dispatchStatus,
          d.hasVoucherCodes,
        ])
        .sort(),
    ).toEqual([
      [1, false],
      [4, true],
    ]);
    const msg = await t.post(
      '/api/shop/getVoucherCodeMessage',
      { memberOrderItemId: voucherLine.memberOrderItemId },
      s.token,
    );
    expect(msg.status).toBe(400);
    expect(msg.body.message).toBe(SHOP_MESSAGES.vouchersNotViewable);
  });

  it('deliveryType Z texts the stored number and needs one on record', async () => {
    const z = await createTestApp({ env: { SHOP_DELIVERY_TYPE: 'Z' } });
    try {
      const s = await newShopper(z, 500, { cellNum: '+447700900777' });
      const productId = await newProduct(z, { price: 10, stockMode: 'voucher' }, 2);
      const res = await buyOne(z, s.token, productId, 10, '+447700900000');
      expect(res.status).toBe(200);
      const sms = await z.database.db
        .selectFrom('outboxMessages')
        .select('recipient')
        .where('refType', '=', 'shop_order')
        .where('bodyText', 'like', `%${res.body.orderNum}%`)
        .execute();
      expect(sms).toEqual([{ recipient: '+447700900777' }]);
      const none = await newShopper(z, 500, { cellNum: '' });
      const refused = await buyOne(z, none.token, productId, 10, '+447700900000');
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(SHOP_MESSAGES.noStoredCellNum);
    } finally {
      await z.close();
    }
  });

  it('a mobile number longer than 20 characters is refused by the contract', async () => {
    const { s } = await shopperWith(100, 10);
    const res = await place(s, { vfyTotal: 10, cellNum: '+44 7700 900 555 1234 5' });
    expect(res.status).toBe(400);
    expect(res.body.formErrors.cellNum).toBeTruthy();
  });
});
