import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../../ledger/index.js';
import { runJobOnce } from '../../../scheduling/scheduler.js';
import { leaverHoldsJob } from '../../admin/index.js';
import { fund } from '../../../../test/factories.js';
import { apiTokenFor } from '../../../../test/personas.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { scimClient, type ScimClient } from './scim.testing.js';

/**
 * Identity providers unassign and reassign people routinely: with leaverPoints 'return', a
 * SCIM deactivation holds the member's points and recognition budget for the grace period,
 * and a reactivation within it gives them back, all through the ledger.
 */
const t = appPerFile({ auditLedger: true });
let scim: ScimClient;
beforeAll(async () => {
  scim = scimClient(t, (await apiTokenFor(t.database, ['scim'])).secret);
  const set = await t.post('/api/admin/settingsupdate', { leaverPoints: 'return' }, t.admin);
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});

const DAY_MS = 86_400_000;
const active = (value: boolean) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: [{ op: 'replace', value: { active: value } }],
});

async function balances(memberId: number) {
  const rows = await t.database.db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('memberId', '=', memberId)
    .execute();
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  return { redeem: of('redeem'), recognise: of('recognise') };
}
const systemBalance = async (code: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('ledgerAccounts')
        .select('balance')
        .where('systemCode', '=', code)
        .executeTakeFirst()
    )?.balance ?? 0,
  );

async function newFundedUser(n: string) {
  const created = await scim.post('/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: `leaver.${n}@idp.example`,
    externalId: `ext-leaver-${n}`,
    name: { givenName: 'Lena', familyName: `Leaver${n}` },
    emails: [{ value: `leaver.${n}@idp.example`, type: 'work', primary: true }],
    active: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = Number(created.body.id);
  await fund(t.database, id, 'redeem', 5940);
  await fund(t.database, id, 'recognise', 300);
  return id;
}

describe('SCIM deactivation with leaverPoints "return"', () => {
  it('holds the points and budget on DELETE and gives them back on PATCH active:true', async () => {
    const id = await newFundedUser('1');
    const funding = await systemBalance('funding');
    const held = await systemBalance('leaver-hold');

    expect((await scim.delete(`/Users/${id}`)).status).toBe(204);
    expect(await balances(id)).toEqual({ redeem: 0, recognise: 0 });
    expect(await systemBalance('leaver-hold')).toBe(held + 6240);
    expect(await systemBalance('funding')).toBe(funding);
    expect((await auditLedger(t.database.db)).problems).toEqual([]);

    const back = await scim.patch(`/Users/${id}`, active(true));
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.active).toBe(true);
    expect(await balances(id)).toEqual({ redeem: 5940, recognise: 300 });
    expect(await systemBalance('leaver-hold')).toBe(held);
    expect((await auditLedger(t.database.db)).problems).toEqual([]);

    // Deactivated and reactivated again: held and given back again, never twice.
    expect((await scim.patch(`/Users/${id}`, active(false))).status).toBe(200);
    expect(await balances(id)).toEqual({ redeem: 0, recognise: 0 });
    expect((await scim.patch(`/Users/${id}`, active(true))).status).toBe(200);
    expect((await scim.patch(`/Users/${id}`, active(true))).status).toBe(200);
    expect(await balances(id)).toEqual({ redeem: 5940, recognise: 300 });
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  });

  it('after the grace period the held points go to funding, and a later return brings none back', async () => {
    const id = await newFundedUser('2');
    const funding = await systemBalance('funding');
    expect((await scim.patch(`/Users/${id}`, active(false))).status).toBe(200);

    // Not yet due: the daily job leaves the hold alone.
    const early = await runJobOnce(t.ctx, leaverHoldsJob, new Date(Date.now() + 29 * DAY_MS));
    expect(early.ran).toBe(true);
    expect(await systemBalance('funding')).toBe(funding);

    const late = await runJobOnce(t.ctx, leaverHoldsJob, new Date(Date.now() + 31 * DAY_MS));
    expect(late.summary).toMatch(/returned [1-9]\d* leaver holds/);
    expect(await systemBalance('funding')).toBe(funding + 6240);
    const holds = await t.database.db
      .selectFrom('leaverHolds')
      .select(['kind', 'amount', 'outcome'])
      .where('memberId', '=', id)
      .orderBy('kind')
      .execute();
    expect(holds).toEqual([
      { kind: 'recognise', amount: 300, outcome: 'returned' },
      { kind: 'redeem', amount: 5940, outcome: 'returned' },
    ]);

    expect((await scim.patch(`/Users/${id}`, active(true))).status).toBe(200);
    expect(await balances(id)).toEqual({ redeem: 0, recognise: 0 });
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  });

  it('with a grace period of 0 the points and budget go to funding at once', async () => {
    expect((await t.post('/api/admin/settingsupdate', { leaverGraceDays: 0 }, t.admin)).status).toBe(200);
    const id = await newFundedUser('3');
    const funding = await systemBalance('funding');
    expect((await scim.delete(`/Users/${id}`)).status).toBe(204);
    expect(await balances(id)).toEqual({ redeem: 0, recognise: 0 });
    expect(await systemBalance('funding')).toBe(funding + 6240);
    expect((await t.post('/api/admin/settingsupdate', { leaverGraceDays: 30 }, t.admin)).status).toBe(200);
  });

  it('an admin who marks the leaver active again gives the held points back too', async () => {
    const id = await newFundedUser('4');
    expect((await scim.patch(`/Users/${id}`, active(false))).status).toBe(200);
    expect(await balances(id)).toEqual({ redeem: 0, recognise: 0 });
    const { memberNumber } = await t.database.db
      .selectFrom('members')
      .select('memberNumber')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const detail = await t.post('/api/admin/memberget', { memberNumber }, t.admin);
    const { divisionName: _d, registered: _r, managerName: _m, balances: _b, ...edit } = detail.body.member;
    const back = await t.post('/api/admin/memberedit', { ...edit, employmentStatus: 'active' }, t.admin);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await balances(id)).toEqual({ redeem: 5940, recognise: 300 });
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  });
});
