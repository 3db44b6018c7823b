import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newProduct, newShopper, redeemOf } from '../../../test/support/shop.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });

describe('npm run admin: orders', () => {
  it('finds, dispatches, refunds once and exports an order, audited for the --as admin', async () => {
    const parcel = await newProduct(t, { price: 30, description: 'CLI Parcel' });
    const s = await newShopper(t, 100);
    expect((await t.post('/api/shop/addtobasket', { productId: parcel }, s.token)).status).toBe(200);
    const placed = await t.post(
      '/api/shop/placeOrder',
      { cellNum: '+447700900321', promoCode: '', alloc: '', vfyTotal: 30 },
      s.token,
    );
    const orderNum: string = placed.body.orderNum;

    const found = capture();
    expect(await runAdminCommand(t.ctx, ['orders-search', orderNum], found.io)).toBe(0);
    expect(found.out).toHaveLength(2);
    expect(found.out[0]).toMatch(new RegExp(`^${orderNum} .* Placed 30 points, 1 items$`));
    expect(found.out[1]).toBe('1 of 1 orders');
    const badStatus = capture();
    expect(await runAdminCommand(t.ctx, ['orders-search', '--status', '60'], badStatus.io)).toBe(2);

    const sent = capture();
    expect(await runAdminCommand(t.ctx, ['order-dispatch', orderNum, '--as', '100008'], sent.io)).toBe(0);
    expect(sent.out[0]).toMatch(/: Complete \(30\)/);
    expect(sent.out[1]).toMatch(/CLI Parcel = 30 points, Dispatched$/);

    const refund = capture();
    expect(
      await runAdminCommand(
        t.ctx,
        ['order-refund', orderNum, '--reason', 'Never arrived', '--as', '100008'],
        refund.io,
      ),
    ).toBe(0);
    expect(refund.out.at(-1)).toMatch(/^30 points returned to member \d+; 0 items back in stock\.$/);
    expect(await redeemOf(t, s.id)).toBe(100);
    const again = capture();
    expect(await runAdminCommand(t.ctx, ['order-refund', orderNum], again.io)).toBe(1);
    expect(again.err[0]).toMatch(/already refunded/);
    expect(await redeemOf(t, s.id)).toBe(100);
    const unknown = capture();
    expect(await runAdminCommand(t.ctx, ['order-show', 'NOPE-1'], unknown.io)).toBe(2);

    const log = capture();
    expect(await runAdminCommand(t.ctx, ['audit-log', '--action', 'orders.'], log.io)).toBe(0);
    expect(log.out[0]).toMatch(new RegExp(`100008 Megan Price orders\\.refund order ${orderNum} member`));
    expect(log.out[0 + 3]).toMatch(/orders\.dispatch/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-cli-'));
    const file = path.join(dir, 'orders.csv');
    const today = new Date().toISOString().slice(0, 10);
    const exp = capture();
    expect(
      await runAdminCommand(t.ctx, ['orders-export', '--from', today, '--to', today, '--out', file], exp.io),
    ).toBe(0);
    expect(exp.out[0]).toMatch(/^Wrote \d+ order lines to /);
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFF"Order number","Date","Member number","Name","Product code"')).toBe(true);
    expect(csv).toMatch(new RegExp(`"${orderNum}",.*"CLI Parcel","1","30","","0","Refunded","Dispatched"`));
    const missing = capture();
    expect(await runAdminCommand(t.ctx, ['orders-export', '--from', today], missing.io)).toBe(2);
    expect(missing.err[0]).toMatch(/^toDate: /);
  });
});
