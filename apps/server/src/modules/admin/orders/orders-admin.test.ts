import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { auditLedger } from '../../../ledger/index.js';
import { newProduct, orderFor, redeemOf, stockOf } from '../../../../test/support/shop.js';
import { ordersCsv } from './orders-csv.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });

const log = async (action: string) => (await t.post('/api/admin/auditlog', { action }, t.admin)).body.entries;

/** A new shopper with `points` orders one each of the products; returns the order's id and number. */
async function placeOrder(points: number, products: number[], total: number, promoCode = '') {
  const { s, order } = await orderFor(t, points, products, total, promoCode);
  return { s, orderId: order.id, orderNum: order.orderNum };
}

describe('admin orders', () => {
  it('finds orders by number, member and status, and shows the lines with full voucher codes', async () => {
    const voucher = await newProduct(t, { price: 20, stockMode: 'voucher' }, 2);
    const parcel = await newProduct(t, { price: 30 });
    const { s, orderId, orderNum } = await placeOrder(100, [voucher, parcel], 50);
    const member = await t.database.db
      .selectFrom('members')
      .select(['memberNumber', 'surname'])
      .where('id', '=', s.id)
      .executeTakeFirstOrThrow();

    const byNumber = await t.post('/api/admin/ordersearch', { query: orderNum }, t.admin);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.total).toBe(1);
    expect(byNumber.body.orders[0]).toMatchObject({
      orderId,
      orderNum,
      memberNumber: member.memberNumber,
      statusId: '20',
      statusDesc: 'In progress',
      pointsPaid: 50,
      itemCount: 2,
    });
    const byMember = await t.post(
      '/api/admin/ordersearch',
      { query: `${member.memberNumber} ${member.surname}`, status: '20' },
      t.admin,
    );
    expect(byMember.body.orders.map((o: { orderId: number }) => o.orderId)).toEqual([orderId]);
    expect(
      (await t.post('/api/admin/ordersearch', { query: member.memberNumber, status: '30' }, t.admin)).body
        .total,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await t.post('/api/admin/ordersearch', { query: orderNum, fromDate: today, toDate: today }, t.admin))
        .body.total,
    ).toBe(1);
    expect(
      (await t.post('/api/admin/ordersearch', { query: orderNum, toDate: '2000-01-01' }, t.admin)).body.total,
    ).toBe(0);

    const got = await t.post('/api/admin/orderget', { orderId }, t.admin);
    expect(got.status).toBe(200);
    const [vLine, pLine] = got.body.order.lines;
    expect(vLine).toMatchObject({ dispatchStatus: 4, voucherCodes: [expect.stringMatching(/^CODE-/)] });
    expect(pLine).toMatchObject({ dispatchStatus: 1, voucherCodes: [] });
    expect((await t.post('/api/admin/orderget', { orderId: 999_999 }, t.admin)).status).toBe(404);
    expect((await t.post('/api/admin/ordersearch', { fromDate: '2026-13-01' }, t.admin)).status).toBe(400);
  });

  it('sets a status and dispatches a line, then the whole order, each audited before and after', async () => {
    const a = await newProduct(t, { price: 10 });
    const b = await newProduct(t, { price: 15 });
    const { orderId, orderNum } = await placeOrder(100, [a, b], 25);

    const status = await t.post('/api/admin/orderstatus', { orderId, statusId: '20.1' }, t.admin);
    expect(status.body.order).toMatchObject({ statusId: '20.1', statusDesc: 'In progress' });
    expect((await log('orders.status'))[0]).toMatchObject({
      target: `order ${orderNum} member ${status.body.order.memberNumber}`,
      before: { status: '10' },
      after: { status: '20.1' },
    });
    const refused = await t.post('/api/admin/orderstatus', { orderId, statusId: '50' }, t.admin);
    expect(refused.status).toBe(400);
    expect(refused.body.formErrors).toHaveProperty('statusId');

    const [first] = status.body.order.lines;
    const line = await t.post(
      '/api/admin/orderdispatch',
      { orderId, itemId: first.itemId, dispatchStatus: 4 },
      t.admin,
    );
    expect(line.body.order.statusId).toBe('20');
    expect(line.body.order.lines.map((l: { dispatchStatus: number }) => l.dispatchStatus)).toEqual([4, 1]);
    expect(
      (
        await t.post(
          '/api/admin/orderdispatch',
          { orderId: orderId + 1_000_000, itemId: first.itemId },
          t.admin,
        )
      ).status,
    ).toBe(404);
    const all = await t.post('/api/admin/orderdispatch', { orderId }, t.admin);
    expect(all.body.order).toMatchObject({ statusId: '30', statusDesc: 'Complete' });
    expect((await log('orders.dispatch'))[0]).toMatchObject({
      before: { lines: [{ dispatchStatus: 4 }, { dispatchStatus: 1 }] },
      after: { status: '30', lines: [{ dispatchStatus: 4 }, { dispatchStatus: 4 }] },
    });
  });

  it('refunds once: the points come back through the ledger, and a second refund or a cancel pays nothing', async () => {
    const voucher = await newProduct(t, { price: 40, stockMode: 'voucher' }, 1);
    const { s, orderId } = await placeOrder(100, [voucher], 40);
    expect(await redeemOf(t, s.id)).toBe(60);

    const refund = await t.post(
      '/api/admin/ordercancel',
      { orderId, how: 'refund', reason: 'Code did not work' },
      t.admin,
    );
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({
      pointsReturned: 40,
      order: { statusId: '50', statusDesc: 'Refunded', reversalTransferId: expect.any(Number) },
    });
    expect(await redeemOf(t, s.id)).toBe(100);
    expect((await log('orders.refund'))[0]).toMatchObject({
      before: { status: '30' },
      after: { status: '50', pointsReturned: 40, reason: 'Code did not work' },
    });
    expect(JSON.stringify(await log('orders.'))).not.toMatch(/CODE-/);

    const again = await t.post('/api/admin/ordercancel', { orderId, how: 'refund' }, t.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already refunded/);
    expect((await t.post('/api/admin/ordercancel', { orderId, how: 'cancel' }, t.admin)).status).toBe(409);
    expect((await t.post('/api/admin/orderdispatch', { orderId }, t.admin)).status).toBe(409);
    expect(await redeemOf(t, s.id)).toBe(100);
    expect((await auditLedger(t.database.db)).ok).toBe(true);
    // The member's own order list still works and shows the refund.
    const mine = await t.post('/api/shop/orders', {}, s.token);
    expect(mine.status).toBe(200);
    expect(mine.body.orders[0]).toMatchObject({ orderStatusDesc: 'Refunded' });
  });

  it('pays once when two refunds of the same order arrive together', async () => {
    const voucher = await newProduct(t, { price: 30, stockMode: 'voucher' }, 2);
    const parcel = await newProduct(t, { price: 20, stockMode: 'limited', stockCount: 5 });
    const { s, orderId } = await placeOrder(100, [voucher, parcel], 50);
    const both = await Promise.all([
      t.post('/api/admin/ordercancel', { orderId, how: 'refund' }, t.admin),
      t.post('/api/admin/ordercancel', { orderId, how: 'refund' }, t.admin),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await redeemOf(t, s.id)).toBe(100);
    expect(await stockOf(t, parcel)).toBe(5);
    expect(
      (await log('orders.refund')).filter((e: { target: string }) =>
        e.target.startsWith(`order ${both.find((r) => r.status === 200)!.body.order.orderNum} `),
      ),
    ).toHaveLength(1);
  });

  it('cancels an order waiting for dispatch and puts its stock back', async () => {
    const parcel = await newProduct(t, { price: 25 });
    const { s, orderId } = await placeOrder(50, [parcel], 25);
    const cancel = await t.post('/api/admin/ordercancel', { orderId, how: 'cancel' }, t.admin);
    expect(cancel.body).toMatchObject({
      pointsReturned: 25,
      order: { statusId: '40', lines: [{ dispatchStatus: 9 }] },
    });
    expect(await redeemOf(t, s.id)).toBe(50);
    expect((await log('orders.cancel'))[0].after).toMatchObject({ status: '40', pointsReturned: 25 });
  });

  it('exports one row per line with the promo discount once, as CSV with a byte-order mark', async () => {
    const a = await newProduct(t, { price: 20, description: '=Formula product' });
    const b = await newProduct(t, { price: 30 });
    const promo = `ORD${Date.now()}`;
    const p = await t.post(
      '/api/admin/promocreate',
      { code: promo, kind: 'fixed', amount: 5, validFrom: '2020-01-01', validTo: '2099-12-31' },
      t.admin,
    );
    expect(p.status).toBe(200);
    const { orderNum } = await placeOrder(100, [a, b], 45, promo);
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.post('/api/admin/ordersexport', { fromDate: today, toDate: today }, t.admin);
    expect(res.status).toBe(200);
    const mine = res.body.rows.filter((r: { orderNum: string }) => r.orderNum === orderNum);
    expect(mine).toEqual([
      expect.objectContaining({
        description: '=Formula product',
        qty: 1,
        points: 20,
        promoCode: promo,
        discount: 5,
        status: 'Placed',
        dispatchStatus: 'Awaiting',
      }),
      expect.objectContaining({ qty: 1, points: 30, promoCode: promo, discount: 0 }),
    ]);
    const csv = ordersCsv(mine);
    expect(
      csv.startsWith(
        '\uFEFF"Order number","Date","Member number","Name","Product code","Description","Quantity","Points","Promo code","Discount","Status","Dispatch status"\r\n',
      ),
    ).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(3);
    expect(parsed[1]![5]).toBe("'=Formula product");
    expect(
      (await t.post('/api/admin/ordersexport', { fromDate: today, toDate: '2000-01-01' }, t.admin)).status,
    ).toBe(400);
  });
});
