import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { updateProgrammeSettings } from '../../settings/service.js';
import { CHANGES_CHANNEL } from '../../db/changes.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { secondInstance } from '../../../test/support/second-instance.js';
import { newMember, valid } from '../../../test/support/recognition.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The first kept copy opens PostgreSQL's notice connection, which drops every copy once it is
  // listening: let that happen before the tests keep theirs.
  await home((await newMember(t)).token);
  await new Promise((r) => setTimeout(r, 500));
});
afterAll(() => t.close());

interface Home {
  memberData: {
    awardsPointsAvailable1: number;
    awardsPointsAvailable: number;
    pointsName: string;
    clusterCode: string;
    clusterTimeZone: string;
  };
  homeStats: { messagesSent: number; rewardsIssued: number };
}
const home = async (token: string, app: FastifyInstance = t.app): Promise<Home> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/member/getmemberdata',
    payload: {},
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/**
 * Changes a balance behind the portal's back: raw SQL is not a write the change feed hears, and
 * PostgreSQL's notice for the table is switched off around it.
 */
async function setPifUnheard(memberId: number, balance: number) {
  const db = t.database.db;
  const pg = t.database.dialect === 'postgres';
  if (pg) await sql`alter table ledger_accounts disable trigger ledger_accounts_changed`.execute(db);
  await sql`update ledger_accounts set balance = ${balance} where member_id = ${memberId} and kind = 'pif'`.execute(
    db,
  );
  if (pg) await sql`alter table ledger_accounts enable trigger ledger_accounts_changed`.execute(db);
}

/**
 * On PostgreSQL the notices of the set-up's own commits reach this instance a moment after them,
 * and each drops the kept copies. A marker sent now arrives after them (notices keep the order of
 * their commits), so once it is heard none of them is still on its way.
 */
async function earlierNoticesHeard() {
  if (t.database.dialect !== 'postgres') return;
  let heard = false;
  const stop = t.database.changes.subscribe((change) => {
    if (change === 'divisions') heard = true;
  });
  try {
    await sql`select pg_notify(${CHANGES_CHANNEL}, 'divisions')`.execute(t.database.db);
    await expect.poll(() => heard, { timeout: 5_000 }).toBe(true);
  } finally {
    stop();
  }
}

describe("a member's kept Home", () => {
  it('is answered from memory between writes', async () => {
    const m = await newMember(t, { pif: 100 });
    await earlierNoticesHeard();
    expect((await home(m.token)).memberData.awardsPointsAvailable1).toBe(100);
    await setPifUnheard(m.id, 70);
    expect((await home(m.token)).memberData.awardsPointsAvailable1).toBe(100);
    // Any heard write to the balances drops it.
    await t.database.db.updateTable('ledgerAccounts').set({ balance: 70 }).where('id', '=', -1).execute();
    expect((await home(m.token)).memberData.awardsPointsAvailable1).toBe(70);
  });

  it("shows the member's own send and the recipient's points on the next request", async () => {
    const sender = await newMember(t, { pif: 200 });
    const recipient = await newMember(t);
    const [before, theirsBefore] = [await home(sender.token), await home(recipient.token)];
    const sent = await t.post(
      '/api/reward/doreward',
      { ...valid.payitforward, points: 50, recipients: [recipient.memberId] },
      sender.token,
    );
    expect(sent.body).toEqual({ ok: true });
    const after = await home(sender.token);
    expect(after.memberData.awardsPointsAvailable1).toBe(before.memberData.awardsPointsAvailable1 - 50);
    expect(after.homeStats.messagesSent).toBe(before.homeStats.messagesSent + 1);
    const theirs = await home(recipient.token);
    expect(theirs.memberData.awardsPointsAvailable).toBe(theirsBefore.memberData.awardsPointsAvailable + 50);
    expect(theirs.homeStats.rewardsIssued).toBe(theirsBefore.homeStats.rewardsIssued + 1);
  });

  it('shows a settings change on the next request', async () => {
    const m = await newMember(t);
    const name = (await home(m.token)).memberData.pointsName;
    await t.database.db
      .transaction()
      .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { pointsName: `${name} kept` }));
    expect((await home(m.token)).memberData.pointsName).toBe(`${name} kept`);
  });
});

/** A second server on the same database: PostgreSQL tells it by LISTEN/NOTIFY, SQLite by data_version. */
describe('a kept Home on a second instance', () => {
  const second = secondInstance(() => t);

  it('shows a send made on the first instance within 2 seconds', async () => {
    const sender = await newMember(t, { pif: 200 });
    const recipient = await newMember(t);
    const before = await home(sender.token, second.app());
    const sent = await t.post(
      '/api/reward/doreward',
      { ...valid.payitforward, points: 30, recipients: [recipient.memberId] },
      sender.token,
    );
    expect(sent.body).toEqual({ ok: true });
    const started = Date.now();
    await expect
      .poll(async () => (await home(sender.token, second.app())).memberData.awardsPointsAvailable1, {
        timeout: 2_000,
      })
      .toBe(before.memberData.awardsPointsAvailable1 - 30);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('shows a cluster’s new time zone, set through the first instance, within 2 seconds', async () => {
    const m = await newMember(t);
    const zone = async () => (await home(m.token, second.app())).memberData.clusterTimeZone;
    const { clusterCode, clusterTimeZone } = (await home(m.token)).memberData;
    expect(await zone()).toBe(clusterTimeZone);
    const setZone = (timeZone: string) =>
      t.database.db.updateTable('clusters').set({ timeZone }).where('code', '=', clusterCode).execute();
    await setZone('Atlantic/Reykjavik');
    try {
      await expect.poll(zone, { timeout: 2_000 }).toBe('Atlantic/Reykjavik');
    } finally {
      await setZone(clusterTimeZone);
    }
  });
});
