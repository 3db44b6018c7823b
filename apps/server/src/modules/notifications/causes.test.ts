import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { newMember, valid } from '../../../test/support/recognition.js';
import { newProduct, orderFor } from '../../../test/support/shop.js';
import { withPushDevice } from '../../../test/support/feed.js';

const t = appPerFile();
const bell = async (token: string) => (await t.post('/api/notifications/list', {}, token)).body;

describe('notifications from their causes, in the same transaction', () => {
  it('a recognition tells its recipient, and a push waits in the outbox', async () => {
    const sender = await newMember(t, { overrides: { firstname: 'Sam', surname: 'Sender' } });
    const taker = await newMember(t);
    await withPushDevice(t.database, taker.id);
    const res = await t.post(
      '/api/reward/doreward',
      { ...valid.thankyou, recipients: [taker.memberId] },
      sender.token,
    );
    expect(res.status).toBe(200);
    const b = await bell(taker.token);
    expect(b.notifications[0]).toMatchObject({
      kind: 'recognised',
      title: 'Sam Sender recognised you for Integrity',
    });
    expect(b.notifications[0].url).toMatch(/^\/recentrecognition\?recognition=\d+$/);
    const push = await t.database.db
      .selectFrom('outboxMessages')
      .select(['subject', 'template'])
      .where('channel', '=', 'push')
      .where('recipient', '=', String(taker.id))
      .execute();
    expect(push).toEqual([{ subject: 'Sam Sender recognised you for Integrity', template: 'recognised' }]);
  });

  it('dispatching an order tells the member who ordered it', async () => {
    const product = await newProduct(t, { price: 10 });
    const { s, order } = await orderFor(t, 100, [product], 10);
    const res = await t.post('/api/admin/orderdispatch', { orderId: order.id, dispatchStatus: 4 }, t.admin);
    expect(res.status).toBe(200);
    const b = await bell(s.token);
    expect(b.notifications[0]).toMatchObject({
      kind: 'order',
      title: `Your order ${order.orderNum} was dispatched`,
      url: `/orders/${order.orderNum}`,
    });
  });
});
