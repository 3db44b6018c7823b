import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { HttpError } from '../../lib/errors.js';
import {
  createCategory,
  createProduct,
  createPromoCode,
  importVoucherCodes,
  restoreProduct,
  saveShopImage,
  updateProduct,
} from './index.js';
import { cancelOrder, dispatchOrder, setLineDispatch, setOrderStatus } from './admin-orders.js';
import {
  inTrx,
  newLeafCategory,
  newProduct,
  newShopper,
  orderFor,
  redeemOf,
  stockOf,
} from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });

const at = () => new Date().toISOString();
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

/** Places an order of the given products (one each) for a new shopper with `points`. */
const orderOf = (points: number, products: number[], total: number, promoCode = '') =>
  orderFor(t, points, products, total, promoCode);

describe('catalogue upkeep', () => {
  it('builds categories three levels deep and no deeper; products only in the third level', async () => {
    const ids = await inTrx(t, async (trx) => {
      const a = await createCategory(trx, { name: 'Upkeep A', parentId: null });
      const b = await createCategory(trx, { name: 'Upkeep B', parentId: a });
      const c = await createCategory(trx, { name: 'Upkeep C', parentId: b });
      return { a, b, c };
    });
    expect(
      (await refusal(inTrx(t, (trx) => createCategory(trx, { name: 'Too deep', parentId: ids.c }))))
        .statusCode,
    ).toBe(400);
    const wrongLevel = await refusal(
      inTrx(t, (trx) =>
        createProduct(trx, { productCode: 'UP-1', categoryId: ids.b, description: 'x', price: 5 }, at()),
      ),
    );
    expect(wrongLevel.formErrors).toEqual({ categoryId: 'Choose a third-level category' });
    expect(
      (
        await refusal(
          inTrx(t, (trx) =>
            createProduct(trx, { productCode: 'UP-2', categoryId: ids.c, description: 'x', price: 0 }, at()),
          ),
        )
      ).formErrors,
    ).toHaveProperty('price');
    expect(
      (
        await refusal(
          inTrx(t, (trx) =>
            createProduct(
              trx,
              { productCode: 'UP-3', categoryId: ids.c, description: 'x', price: 5, stockMode: 'limited' },
              at(),
            ),
          ),
        )
      ).formErrors,
    ).toHaveProperty('stockCount');
    await inTrx(t, (trx) =>
      createProduct(trx, { productCode: 'UP-4', categoryId: ids.c, description: 'x', price: 5 }, at()),
    );
    expect(
      (
        await refusal(
          inTrx(t, (trx) =>
            createProduct(trx, { productCode: 'UP-4', categoryId: ids.c, description: 'y', price: 5 }, at()),
          ),
        )
      ).formErrors,
    ).toEqual({ productCode: 'Already in use' });
  });

  it('a withdrawn product can be restored, and baskets that still hold it stop reporting it DELETED', async () => {
    const p = await newProduct(t, { price: 10 });
    const s = await newShopper(t);
    await t.post('/api/shop/addtobasket', { productId: p }, s.token);
    await t.database.db.updateTable('shopProducts').set({ active: 0 }).where('id', '=', p).execute();
    // Restored before the member opened the basket again: the line is still there, unchanged.
    await inTrx(t, (trx) => restoreProduct(trx, p, at()));
    expect(
      (await t.post('/api/shop/getbasket', { alloc: '' }, s.token)).body.basket[0].BasketItemStatus,
    ).toBe('');
    // A price change back to the basket price clears the warning too.
    await inTrx(t, (trx) => updateProduct(trx, p, { price: 12 }, at()));
    expect(
      (await t.post('/api/shop/getbasket', { alloc: '' }, s.token)).body.basket[0].BasketItemStatus,
    ).toBe('CHANGED');
    await inTrx(t, (trx) => updateProduct(trx, p, { price: 10 }, at()));
    expect(
      (await t.post('/api/shop/getbasket', { alloc: '' }, s.token)).body.basket[0].BasketItemStatus,
    ).toBe('');
  });

  it('imports voucher codes from CSV rows, skipping a header, refusing duplicates in the file or in stock', async () => {
    const p = await newProduct(t, { price: 10, stockMode: 'voucher' });
    expect(
      await inTrx(t, (trx) =>
        importVoucherCodes(trx, p, [['code'], [' V-1 '], ['V-2', 'ignored column']], at()),
      ),
    ).toEqual({ imported: 2 });
    const inFile = await refusal(inTrx(t, (trx) => importVoucherCodes(trx, p, [['V-3'], ['V-3']], at())));
    expect(inFile.message).toBe('Duplicate voucher codes refused: V-3.');
    const inStock = await refusal(inTrx(t, (trx) => importVoucherCodes(trx, p, [['V-4'], ['V-1']], at())));
    expect(inStock.message).toBe('Duplicate voucher codes refused: V-1.');
    expect(
      (await refusal(inTrx(t, (trx) => importVoucherCodes(trx, p, [['V-5'], ['']], at())))).statusCode,
    ).toBe(400);
    // Nothing of a refused file was kept.
    const codes = await t.database.db
      .selectFrom('shopVoucherCodes')
      .select('code')
      .where('productId', '=', p)
      .orderBy('code')
      .execute();
    expect(codes.map((c) => c.code)).toEqual(['V-1', 'V-2']);
    const plain = await newProduct(t, { price: 10 });
    expect((await refusal(inTrx(t, (trx) => importVoucherCodes(trx, plain, [['X']], at())))).message).toBe(
      'Only voucher products hold codes.',
    );
  });

  it('creates promo codes and checks them', async () => {
    const base = { kind: 'percent' as const, amount: 10, validFrom: '2026-01-01', validTo: '2026-12-31' };
    const promo = await inTrx(t, (trx) => createPromoCode(trx, { ...base, code: 'summer-26' }, at()));
    expect(promo).toMatchObject({
      code: 'SUMMER-26',
      validFrom: '2026-01-01T00:00:00.000Z',
      usesCount: 0,
      minBasket: 0,
    });
    expect(
      (await refusal(inTrx(t, (trx) => createPromoCode(trx, { ...base, code: 'SUMMER-26' }, at()))))
        .formErrors,
    ).toEqual({ code: 'Already exists' });
    expect(
      (await refusal(inTrx(t, (trx) => createPromoCode(trx, { ...base, code: 'BIG', amount: 101 }, at()))))
        .formErrors,
    ).toHaveProperty('amount');
    expect(
      (
        await refusal(
          inTrx(t, (trx) => createPromoCode(trx, { ...base, code: 'BACK', validTo: '2025-01-01' }, at())),
        )
      ).formErrors,
    ).toHaveProperty('validTo');
    expect(
      (await refusal(inTrx(t, (trx) => createPromoCode(trx, { ...base, code: 'a b' }, at())))).formErrors,
    ).toHaveProperty('code');
  });

  it('stores uploaded images as WebP and serves them', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#8e2466' } })
      .png()
      .toBuffer();
    await inTrx(t, (trx) => saveShopImage(trx, 'upload-test.webp', png, at()));
    const res = await t.app.inject({ method: 'GET', url: '/shopimg/upload-test.webp' });
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);
    expect(
      (await refusal(inTrx(t, (trx) => saveShopImage(trx, 'bad.webp', Buffer.from('not an image'), at()))))
        .statusCode,
    ).toBe(400);
    expect((await refusal(inTrx(t, (trx) => saveShopImage(trx, '../x.webp', png, at())))).statusCode).toBe(
      400,
    );
  });
});

describe('orders through fulfilment', () => {
  it('dispatching lines moves the order to in progress, then complete', async () => {
    const a = await newProduct(t, { price: 10 });
    const b = await newProduct(t, { price: 15 });
    const { s, order, lines } = await orderOf(100, [a, b], 25);
    expect(order.statusId).toBe('10');
    expect((await inTrx(t, (trx) => setLineDispatch(trx, lines[0]!.id, 4, at()))).statusId).toBe('20');
    expect((await inTrx(t, (trx) => dispatchOrder(trx, order.id, at()))).statusId).toBe('30');
    const list = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(list.orders[0]).toMatchObject({ orderStatusId: '30', orderStatusDesc: 'Complete' });
    expect(list.orderDetails.map((d: { dispatchStatus: number }) => d.dispatchStatus)).toEqual([4, 4]);
    // A sub-status keeps the voucher rule's integer part.
    expect((await inTrx(t, (trx) => setOrderStatus(trx, order.id, '30.1', at()))).statusId).toBe('30.1');
    expect((await t.post('/api/shop/orders', {}, s.token)).body.orders[0]).toMatchObject({
      orderStatusId: '30.1',
      orderStatusDesc: 'Complete',
    });
    expect((await refusal(inTrx(t, (trx) => setOrderStatus(trx, order.id, '40', at())))).statusCode).toBe(
      400,
    );
  });

  it('voucher codes show only when the status’s integer part is 30 and the line is dispatched (4)', async () => {
    const voucher = await newProduct(t, { price: 5, stockMode: 'voucher' }, 1);
    const { s, order, lines } = await orderOf(100, [voucher], 5);
    const view = () =>
      t.post('/api/shop/getVoucherCodeMessage', { memberOrderItemId: lines[0]!.id }, s.token);
    expect(order.statusId).toBe('30');
    expect((await view()).status).toBe(200);
    await inTrx(t, (trx) => setOrderStatus(trx, order.id, '30.2', at()));
    expect((await view()).status).toBe(200);
    await inTrx(t, (trx) => setOrderStatus(trx, order.id, '20', at()));
    expect((await view()).status).toBe(400);
    await inTrx(t, (trx) => setOrderStatus(trx, order.id, '30', at()));
    await inTrx(t, (trx) => setLineDispatch(trx, lines[0]!.id, 2, at()));
    // Taking the line back from dispatched also takes the order back from complete.
    expect((await view()).status).toBe(400);
    await t.database.db
      .updateTable('shopOrders')
      .set({ statusId: '30' })
      .where('id', '=', order.id)
      .execute();
    expect((await view()).status).toBe(400);
  });

  it('a complete line dispatched by hand before its codes are issued says so behind its link', async () => {
    // A product sent by post: no voucher codes, dispatched by an administrator. The spec's rule
    // (status 30, dispatch 4) shows View Voucher Codes; the message says no codes are issued.
    const p = await newProduct(t, { price: 10 });
    const { s, order, lines } = await orderOf(100, [p], 10);
    await inTrx(t, (trx) => dispatchOrder(trx, order.id, at()));
    const list = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(list.orderDetails[0]).toMatchObject({ dispatchStatus: 4, hasVoucherCodes: false });
    const res = await t.post('/api/shop/getVoucherCodeMessage', { memberOrderItemId: lines[0]!.id }, s.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(`<p>${SHOP_MESSAGES.vouchersNotIssued}</p>`);
    expect(res.body.message).toContain(`Order ${order.orderNum}`);
  });

  it('refunding returns the points through a reversal; a second refund is refused', async () => {
    const p = await newProduct(t, { price: 120 });
    const { s, order } = await orderOf(500, [p], 120);
    expect(await redeemOf(t, s.id)).toBe(380);
    const done = await inTrx(t, (trx) => cancelOrder(trx, order.id, 'refund', at()));
    expect(done).toMatchObject({ pointsReturned: 120, order: { statusId: '50' } });
    expect(await redeemOf(t, s.id)).toBe(500);
    const reversal = await t.database.db
      .selectFrom('ledgerTransfers')
      .selectAll()
      .where('id', '=', done.order.reversalTransferId!)
      .executeTakeFirstOrThrow();
    expect(reversal).toMatchObject({ type: 'REFUND', amount: 120, reversesId: order.transferId });
    expect((await refusal(inTrx(t, (trx) => cancelOrder(trx, order.id, 'refund', at())))).statusCode).toBe(
      409,
    );
    expect(await redeemOf(t, s.id)).toBe(500);
    const list = (await t.post('/api/shop/orders', {}, s.token)).body;
    expect(list.orders[0]).toMatchObject({ orderStatusId: '50', orderStatusDesc: 'Refunded' });
    expect(list.orderDetails[0].dispatchStatus).toBe(9);
    expect((await refusal(inTrx(t, (trx) => dispatchOrder(trx, order.id, at())))).statusCode).toBe(409);
  });

  it('cancelling returns points, limited stock and the promo use; dispatched voucher codes stay sold', async () => {
    const limited = await newProduct(t, { price: 50, stockMode: 'limited', stockCount: 3 });
    const voucher = await newProduct(t, { price: 30, stockMode: 'voucher' }, 2);
    const promo = await inTrx(t, (trx) =>
      createPromoCode(
        trx,
        {
          code: `CXL${Date.now() % 1e6}`,
          kind: 'fixed',
          amount: 8,
          validFrom: '2020-01-01',
          validTo: '2099-01-01',
          maxUsesTotal: 1,
        },
        at(),
      ),
    );
    const { s, order } = await orderOf(200, [limited, voucher], 72, promo.code);
    expect(await redeemOf(t, s.id)).toBe(128);
    const done = await inTrx(t, (trx) => cancelOrder(trx, order.id, 'cancel', at()));
    expect(done).toMatchObject({ pointsReturned: 72, stockReturned: 1, order: { statusId: '40' } });
    expect(await redeemOf(t, s.id)).toBe(200);
    expect(await stockOf(t, limited)).toBe(3);
    const codes = await t.database.db
      .selectFrom('shopVoucherCodes')
      .select('orderItemId')
      .where('productId', '=', voucher)
      .execute();
    expect(codes.filter((c) => c.orderItemId !== null)).toHaveLength(1);
    expect(
      (
        await t.database.db
          .selectFrom('shopPromoCodes')
          .select('usesCount')
          .where('id', '=', promo.id)
          .executeTakeFirstOrThrow()
      ).usesCount,
    ).toBe(0);
  });

  it('cancelling before a voucher line is dispatched puts its codes back on sale', async () => {
    const voucher = await newProduct(t, { price: 30, stockMode: 'voucher' }, 2);
    const { order, lines } = await orderOf(100, [voucher], 30);
    // As if the supplier had not yet released the codes: the line waits for dispatch.
    await t.database.db
      .updateTable('shopOrderItems')
      .set({ dispatchStatus: 1 })
      .where('id', '=', lines[0]!.id)
      .execute();
    await t.database.db
      .updateTable('shopOrders')
      .set({ statusId: '10' })
      .where('id', '=', order.id)
      .execute();
    const done = await inTrx(t, (trx) => cancelOrder(trx, order.id, 'cancel', at()));
    expect(done.stockReturned).toBe(1);
    const free = await t.database.db
      .selectFrom('shopVoucherCodes')
      .select('id')
      .where('productId', '=', voucher)
      .where('orderItemId', 'is', null)
      .execute();
    expect(free).toHaveLength(2);
  });

  it('an order paid entirely by a promo moves no points and cancels cleanly', async () => {
    const cat = await newLeafCategory(t);
    const p = await newProduct(t, { price: 20, categoryId: cat });
    const promo = await inTrx(t, (trx) =>
      createPromoCode(
        trx,
        {
          code: `FREE${Date.now() % 1e6}`,
          kind: 'fixed',
          amount: 50,
          validFrom: '2020-01-01',
          validTo: '2099-01-01',
        },
        at(),
      ),
    );
    const { s, order } = await orderOf(0, [p], 0, promo.code);
    expect(order).toMatchObject({ grandTotal: 0, transferId: null });
    expect((await inTrx(t, (trx) => cancelOrder(trx, order.id, 'cancel', at()))).pointsReturned).toBe(0);
    expect(await redeemOf(t, s.id)).toBe(0);
  });
});
