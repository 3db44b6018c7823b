import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { newProduct, newShopper, redeemOf, type Shopper } from '../../../test/support/shop.js';

/** The page an order leads to: its lines, points left, voucher codes once dispatched; the owner's only. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirmation = (orderNum: unknown, token?: string) =>
  t.post('/api/shop/orderConfirmation', { orderNum }, token);

async function orderOf(s: Shopper, products: Array<[number, number]>, vfyTotal: number) {
  for (const [productId, qty] of products)
    for (let i = 0; i < qty; i++) await t.post('/api/shop/addtobasket', { productId }, s.token);
  const res = await t.post(
    '/api/shop/placeOrder',
    { cellNum: '+447700900123', promoCode: '', alloc: '', vfyTotal },
    s.token,
  );
  expect(res.status).toBe(200);
  return res.body.orderNum as string;
}

describe('order confirmation', () => {
  it('shows what was bought, the points left and the codes of the lines already dispatched', async () => {
    const s = await newShopper(t, 500);
    const voucher = await newProduct(t, { price: 50, stockMode: 'voucher' }, 3);
    const parcel = await newProduct(t, { price: 100 });
    const orderNum = await orderOf(
      s,
      [
        [voucher, 2],
        [parcel, 1],
      ],
      200,
    );
    expect(orderNum).toMatch(/^[A-Z]+\d{6}$/);
    const res = await confirmation(orderNum.toLowerCase(), s.token);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      orderNum,
      totalGrandTotal: 200,
      totalDue: 200,
      itemCount: 3,
      cardPaid: '',
    });
    expect(res.body.orderDetails.map((d: { itemQty: number }) => d.itemQty)).toEqual([2, 1]);
    expect(res.body.pointsLeft).toBe(300);
    expect(res.body.pointsLeft).toBe(await redeemOf(t, s.id));
    // The voucher line went out at once, but the order is not complete until the parcel does:
    // no codes yet (the View Voucher Codes rule).
    expect(res.body.vouchers).toEqual([]);
    await t.database.db
      .updateTable('shopOrderItems')
      .set({ dispatchStatus: 4 })
      .where('orderId', '=', res.body.order.memberOrderId)
      .execute();
    await t.database.db
      .updateTable('shopOrders')
      .set({ statusId: '30' })
      .where('orderNum', '=', orderNum)
      .execute();
    const done = (await confirmation(orderNum, s.token)).body;
    expect(done.vouchers).toHaveLength(1);
    expect(done.vouchers[0].codes).toHaveLength(2);
    expect(done.vouchers[0].codes[0]).toMatch(new RegExp(`^CODE-${voucher}-\\d$`));
  });

  it('is found only by the member who placed the order', async () => {
    const owner = await newShopper(t, 100);
    const other = await newShopper(t, 100);
    const orderNum = await orderOf(owner, [[await newProduct(t, { price: 10 }), 1]], 10);
    const theirs = await confirmation(orderNum, other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(orderNum);
    // The same answer as an order that does not exist, so numbers cannot be probed.
    expect((await confirmation('LB999999', other.token)).body).toEqual(theirs.body);
    // A demo manager's orders are theirs alone too.
    const demoOrder = (await t.post('/api/shop/orders', {}, await sessionFor(t.database, '100002'))).body
      .orders[0].orderNum;
    expect((await confirmation(demoOrder, await sessionFor(t.database, '100001'))).status).toBe(404);
    expect((await confirmation(demoOrder, await sessionFor(t.database, '100002'))).status).toBe(200);
    expect((await confirmation(orderNum)).status).toBe(401);
    expect((await confirmation('LB 1; DROP', owner.token)).status).toBe(400);
  });

  it('shows the card part of an order paid partly by card, here and in Recent Orders', async () => {
    const s = await newShopper(t, 100);
    const orderNum = await orderOf(s, [[await newProduct(t, { price: 60 }), 1]], 60);
    const { id: orderId } = await t.database.db
      .selectFrom('shopOrders')
      .select('id')
      .where('orderNum', '=', orderNum)
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('shopPayments')
      .values({
        memberId: s.id,
        requestKey: `test-${orderId}`,
        provider: 'stripe',
        clusterCode: 'GB',
        status: 'paid',
        currency: 'GBP',
        amountMinor: 40,
        pointsHeld: 20,
        grandTotal: 60,
        promoCode: '',
        cellNum: '',
        alloc: '',
        linesJson: '[]',
        holdTransferId: null,
        releaseTransferId: null,
        orderId,
        expiresAt: at,
        settledAt: at,
        refundedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    expect((await confirmation(orderNum, s.token)).body.order.cardPaid).toBe('£0.40');
    const listed = (await t.post('/api/shop/orders', {}, s.token)).body.orders;
    expect(listed.map((o: { cardPaid: string }) => o.cardPaid)).toEqual(['£0.40']);
  });
});
