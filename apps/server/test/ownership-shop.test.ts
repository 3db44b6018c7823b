import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from '@portal/contract';
import { sessionFor } from './personas.js';
import { newProduct, newShopper, type Shopper } from './support/shop.js';
import { appPerFile } from './support/suite.js';

/** Baskets, orders and voucher messages belong to one member: nobody else reads or changes them. */
const t = appPerFile();
let owner: Shopper;
let other: Shopper;
beforeAll(async () => {
  owner = await newShopper(t, 500);
  other = await newShopper(t, 500);
});

describe('shop ownership', () => {
  it('another member’s basket line can be neither changed nor removed', async () => {
    const productId = await newProduct(t, { price: 10 });
    const added = await t.post('/api/shop/addtobasket', { productId }, owner.token);
    expect(added.status).toBe(200);
    const line = (await t.post('/api/shop/getbasket', { alloc: '' }, owner.token)).body.basket[0];
    for (const action of ['add', 'decrease', 'delete']) {
      const res = await t.post(
        '/api/shop/changebasketqty',
        { action, shopBasketId: line.shopBasketId, alloc: '' },
        other.token,
      );
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ROLE_MESSAGES.authorised);
    }
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, owner.token)).body.basket).toMatchObject([
      { shopBasketId: line.shopBasketId, qty: 1 },
    ]);
    // Each member sees only their own basket.
    expect((await t.post('/api/shop/getbasket', { alloc: '' }, other.token)).body.basket).toEqual([]);
    expect((await t.post('/api/shop/categorylist', {}, other.token)).body.totalBasketQty).toBe(0);
  });

  it('orders list only the caller’s orders, and checkout uses only the caller’s basket', async () => {
    const res = await t.post(
      '/api/shop/placeOrder',
      { cellNum: '', promoCode: '', alloc: '', vfyTotal: 10 },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(
      (await t.post('/api/shop/orders', {}, owner.token)).body.orders.map(
        (o: { orderNum: string }) => o.orderNum,
      ),
    ).toEqual([res.body.orderNum]);
    expect((await t.post('/api/shop/orders', {}, other.token)).body).toMatchObject({
      orders: [],
      orderDetails: [],
    });
    expect(
      (await t.post('/api/shop/getCheckoutOrderSummary', { promoCode: '', alloc: '' }, other.token)).status,
    ).toBe(400);
  });

  it('voucher codes are shown to the order’s owner only', async () => {
    // 100002's demo voucher order is complete and dispatched.
    const demoOwner = await sessionFor(t.database, '100002');
    const stranger = await sessionFor(t.database, '100001');
    const orders = (await t.post('/api/shop/orders', {}, demoOwner)).body;
    const complete = orders.orders.find((o: { orderStatusId: string }) => o.orderStatusId === '30');
    const line = orders.orderDetails.find(
      (d: { memberOrderId: number; dispatchStatus: number }) =>
        d.memberOrderId === complete.memberOrderId && d.dispatchStatus === 4,
    );
    const mine = await t.post(
      '/api/shop/getVoucherCodeMessage',
      { memberOrderItemId: line.memberOrderItemId },
      demoOwner,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.message).toMatch(/<li><code>[0-9A-F-]+<\/code><\/li>/);
    const theirs = await t.post(
      '/api/shop/getVoucherCodeMessage',
      { memberOrderItemId: line.memberOrderItemId },
      stranger,
    );
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).not.toContain('<code>');
    expect(
      (await t.post('/api/shop/getVoucherCodeMessage', { memberOrderItemId: 99999999 }, stranger)).status,
    ).toBe(404);
    expect(
      (await t.post('/api/shop/getVoucherCodeMessage', { memberOrderItemId: line.memberOrderItemId })).status,
    ).toBe(401);
  });
});
