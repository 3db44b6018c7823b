import { describe, expect, it } from 'vitest';
import { newMember, valid } from '../../../../test/support/recognition.js';
import { appPerFile } from '../../../../test/support/suite.js';

/**
 * Whether any endpoint is on is kept in memory (every send asks): switching an endpoint on or
 * off takes effect on the very next send, and a write by another process is seen too.
 */
const t = appPerFile();

const createdEvents = async () =>
  (
    await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('channel', '=', 'webhook')
      .where('subject', '=', 'recognition.created')
      .execute()
  ).length;

describe('the kept answer to "is any webhook endpoint on?"', () => {
  it('follows an endpoint switched on, off and on again, send by send', async () => {
    const from = await newMember(t);
    const to = await newMember(t);
    const send = async () =>
      expect(
        (await t.post('/api/reward/doreward', { ...valid.thankyou, recipients: [to.memberId] }, from.token))
          .status,
      ).toBe(200);

    await send();
    expect(await createdEvents()).toBe(0);

    const created = await t.post(
      '/api/admin/webhookcreate',
      { name: 'Feed', url: 'https://hooks.example.com/feed', events: ['recognition.created'] },
      t.admin,
    );
    expect(created.status).toBe(200);
    await send();
    expect(await createdEvents()).toBe(1);

    const endpoint = { ...created.body.endpoint, enabled: false };
    const off = await t.post(
      '/api/admin/webhookupdate',
      { id: endpoint.id, name: endpoint.name, url: endpoint.url, events: endpoint.events, enabled: false },
      t.admin,
    );
    expect(off.status).toBe(200);
    await send();
    expect(await createdEvents()).toBe(1);

    // Written straight to the database, as another process would: the change feed still tells.
    await t.database.db.updateTable('webhookEndpoints').set({ enabled: 1 }).execute();
    await send();
    expect(await createdEvents()).toBe(2);
  });
});
