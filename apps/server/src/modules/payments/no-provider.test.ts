import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES } from '@portal/contract';
import { clusterShopper } from '../../../test/payments/payment-testing.js';
import { redeemOf } from '../../../test/support/shop.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile({ auditLedger: true });

describe('with no payment provider configured (the default)', () => {
  it.each(['GB', 'IE', 'ZA'])('the %s shop is points-only, as before', async (cluster) => {
    const { s } = await clusterShopper(t, cluster, 60, 100);
    const cats = await t.post('/api/shop/categorylist', {}, s.token);
    expect(cats.body.inf).toMatchObject({
      isPaygate: false,
      pmtMethodTypes: ['points'],
      currencyRateMoney: 0.01,
    });
    const sum = await t.post('/api/shop/getCheckoutOrderSummary', { promoCode: '', alloc: '' }, s.token);
    expect(sum.body).toMatchObject({ grandTotal: 100, cardPayment: null });
    const placed = await t.post('/api/shop/placeOrder', { cellNum: s.cellNum, vfyTotal: 100 }, s.token);
    expect(placed.status).toBe(400);
    expect(placed.body.message).toBe(SHOP_MESSAGES.insufficientPoints(60, 100, 'Beauty Bucks'));
    const start = await t.post(
      '/api/shop/startCardPayment',
      { cellNum: s.cellNum, vfyTotal: 100, requestId: randomUUID() },
      s.token,
    );
    expect(start.status).toBe(400);
    expect(await redeemOf(t, s.id)).toBe(60);
  });
});
