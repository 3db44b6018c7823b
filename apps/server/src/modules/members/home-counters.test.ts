import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { fund } from '../../../test/factories.js';
import { transfer } from '../../ledger/index.js';
import { newMember, valid } from '../../../test/support/recognition.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every member's figures counted over the whole history, as Home once did on each visit. */
async function countedOverHistory() {
  const { rows } = await sql<{ id: number; sent: number; received: number; redeemed: number }>`
    select m.id,
      (select count(*) from recognitions r where r.from_member_id = m.id) as sent,
      (select count(*) from ledger_transfers x join ledger_accounts a on a.id = x.to_account_id
        where a.member_id = m.id and a.kind = 'redeem') as received,
      (select count(*) from ledger_transfers x join ledger_accounts a on a.id = x.from_account_id
        where a.member_id = m.id and a.kind = 'redeem') as redeemed
    from members m order by m.id`.execute(t.database.db);
  return rows.map((r) => ({
    id: Number(r.id),
    sent: Number(r.sent),
    received: Number(r.received),
    redeemed: Number(r.redeemed),
  }));
}

async function kept() {
  const rows = await t.database.db.selectFrom('memberCounters').selectAll().execute();
  const byId = new Map(rows.map((r) => [r.memberId, r]));
  return (await countedOverHistory()).map(({ id }) => ({
    id,
    sent: Number(byId.get(id)?.recognitionsSent ?? 0),
    received: Number(byId.get(id)?.rewardsReceived ?? 0),
    redeemed: Number(byId.get(id)?.rewardsRedeemed ?? 0),
  }));
}

describe("Home's counters", () => {
  it('start equal to the counted history of the demo company', async () => {
    expect(await kept()).toEqual(await countedOverHistory());
  });

  it('follow sends, points received and points spent, as Home shows them', async () => {
    const sender = await newMember(t, { pif: 500 });
    const recipient = await newMember(t);
    const home = async (token: string) =>
      (await t.post('/api/member/getmemberdata', {}, token)).body.homeStats as Record<string, number>;
    expect(await home(sender.token)).toEqual({ messagesSent: 0, rewardsIssued: 0, rewardsRedeemed: 0 });
    for (const body of [
      { ...valid.thankyou, recipients: [recipient.memberId] },
      { ...valid.payitforward, points: 50, recipients: [recipient.memberId] },
    ]) {
      const res = await t.post('/api/reward/doreward', body, sender.token);
      expect(res.body).toEqual({ ok: true });
    }
    expect((await home(sender.token)).messagesSent).toBe(2);
    expect((await home(recipient.token)).rewardsIssued).toBe(1);
    await fund(t.database, recipient.id, 'redeem', 10);
    expect((await home(recipient.token)).rewardsIssued).toBe(2);
    await t.database.db.transaction().execute((trx) =>
      transfer(trx, {
        from: { memberId: recipient.id, kind: 'redeem' },
        to: { system: 'shop' },
        amount: 25,
        type: 'ORDER',
        description: 'A spend',
        idempotencyKey: `home-counters-${recipient.id}`,
        at: new Date().toISOString(),
      }),
    );
    expect((await home(recipient.token)).rewardsRedeemed).toBe(1);
    expect(await kept()).toEqual(await countedOverHistory());
  });
});
