import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  clusterShopper,
  paygateNotify,
  paymentRow,
  paymentWorldPerFile,
  startPayment,
  stripeWebhook,
} from '../../../test/payments/payment-testing.js';
import { capture } from '../../../test/support/cli.js';
import { runAdminCommand } from './run.js';

const w = paymentWorldPerFile();

describe('npm run admin: payments', () => {
  it('lists payments, settles stuck ones, and writes the finance CSV and totals by month and currency', async () => {
    const gb = await clusterShopper(w.t, 'GB', 60, 100);
    const gbPay = await paymentRow(w.t, (await startPayment(w.t, gb.s, 100)).body.paymentId);
    await stripeWebhook(w.t, w.stripe.pay(gbPay.providerRef));
    const za = await clusterShopper(w.t, 'ZA', 10, 1244);
    const zaPay = await paymentRow(w.t, (await startPayment(w.t, za.s, 1244)).body.paymentId);
    w.paygate.decide(zaPay.providerRef, '1');
    await paygateNotify(w.t, w.paygate.notifyBody(zaPay.providerRef));
    const ie = await clusterShopper(w.t, 'IE', 0, 250);
    const iePay = await paymentRow(w.t, (await startPayment(w.t, ie.s, 250)).body.paymentId);

    const listed = capture();
    expect(await runAdminCommand(w.t.ctx, ['payments'], listed.io)).toBe(0);
    expect(listed.out.at(-1)).toBe('3 of 3 payments');
    expect(listed.out.find((l) => l.startsWith(`#${gbPay.id} `))).toMatch(
      new RegExp(`stripe ${gbPay.providerRef}: paid £0.40 \\+ 60 points, order LB\\d+`),
    );
    expect(listed.out.find((l) => l.startsWith(`#${zaPay.id} `))).toMatch(
      /paygate \w+: paid R12.34 \+ 10 points/,
    );
    expect(listed.out.find((l) => l.startsWith(`#${iePay.id} `))).toMatch(/: pending €2.50 \+ 0 points$/);

    // The IE payment's webhook is lost; the reconcile command settles it.
    w.stripe.pay(iePay.providerRef);
    await w.t.database.db
      .updateTable('shopPayments')
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('id', '=', iePay.id)
      .execute();
    const settled = capture();
    expect(await runAdminCommand(w.t.ctx, ['payments-reconcile', '--as', '100008'], settled.io)).toBe(0);
    expect(settled.out[0]).toMatch(/^1 placed/);
    expect((await paymentRow(w.t, iePay.id)).status).toBe('paid');

    const month = new Date().toISOString().slice(0, 7);
    const totals = capture();
    expect(
      await runAdminCommand(w.t.ctx, ['payments-totals', '--from', month, '--to', month], totals.io),
    ).toBe(0);
    expect(totals.out).toEqual([
      `${month} EUR: 1 payments, 2.50 taken, 0.00 refunded, 2.50 net`,
      `${month} GBP: 1 payments, 0.40 taken, 0.00 refunded, 0.40 net`,
      `${month} ZAR: 1 payments, 12.34 taken, 0.00 refunded, 12.34 net`,
    ]);

    const file = path.join(os.tmpdir(), `payments-${Date.now()}.csv`);
    const csv = capture();
    expect(
      await runAdminCommand(w.t.ctx, ['payments-csv', '--from', month, '--to', month, '--out', file], csv.io),
    ).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\ufeff"Month"')).toBe(true); // the byte-order mark spreadsheets need
    const lines = text.slice(1).trimEnd().split('\r\n');
    fs.rmSync(file);
    expect(lines[0]).toBe(
      '"Month","Currency","Payment","Settled","Member No","Provider","Provider Ref","Provider Transaction","Status","Amount","Refunded","Net","Order No"',
    );
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.includes('"ZAR"'))).toMatch(/"paid","12.34","0.00","12.34","LB\d+"$/);
    const bad = capture();
    expect(await runAdminCommand(w.t.ctx, ['payments-csv', '--from', '2026-13'], bad.io)).toBe(2);
  });
});
