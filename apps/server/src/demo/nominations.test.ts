import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../ledger/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sessionFor } from '../../test/personas.js';

/** The demo company's nominations: each demo role opens a list with something to do. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Nom = {
  nomId: number;
  reviewIsDone: boolean;
  ratingIsDone: boolean;
  ratingCount: number;
  isIncludeInQuarterly: boolean;
  awardStatus: string;
  quarterClosed: boolean;
  isEntireDivision: boolean;
  nomineeManagerMemberNumber: string;
};
const listAs = async (memberNumber: string) => {
  const res = await t.post('/api/nom/nomlist', {}, await sessionFor(t.database, memberNumber));
  expect(res.status).toBe(200);
  return res.body as { roles: string[]; noms: Nom[] };
};

describe('demo nominations', () => {
  it('give the manager nominations to review and reviewed ones', async () => {
    const { roles, noms } = await listAs('100002');
    expect(roles).toEqual(['mng']);
    expect(noms.filter((n) => !n.reviewIsDone).length).toBeGreaterThanOrEqual(2);
    expect(noms.filter((n) => n.reviewIsDone).length).toBeGreaterThanOrEqual(2);
    for (const n of noms) expect(n.nomineeManagerMemberNumber).toBe('100002');
    const head = await listAs('100003');
    expect(head.roles).toEqual(['mng', 'adm']);
    expect(head.noms.some((n) => n.nomineeManagerMemberNumber === '100003' && !n.reviewIsDone)).toBe(true);
  });

  it('give the committee candidates to rate and rated ones, and the admin winners and a closed quarter', async () => {
    const cc = await listAs('100004');
    expect(cc.roles).toEqual(['cc']);
    expect(cc.noms.some((n) => n.isIncludeInQuarterly && !n.ratingIsDone && !n.quarterClosed)).toBe(true);
    expect(cc.noms.some((n) => n.ratingIsDone && n.ratingCount >= 2)).toBe(true);
    expect(cc.noms.some((n) => !n.reviewIsDone)).toBe(true);
    expect(cc.noms.some((n) => n.isEntireDivision)).toBe(true);
    const ca = await listAs('100005');
    expect(ca.noms.some((n) => n.awardStatus === 'W' && n.quarterClosed)).toBe(true);
    expect(ca.noms.some((n) => n.awardStatus === 'W' && !n.quarterClosed)).toBe(true);
    const quarters = (await t.post('/api/nom/nomquarters', {}, await sessionFor(t.database, '100005'))).body
      .quarters;
    expect(quarters.some((q: { closed: boolean; winners: number }) => q.closed && q.winners >= 2)).toBe(true);
  });

  it('give Ireland and South Africa a committee and an admin of their own with lists', async () => {
    for (const cluster of ['IE', 'ZA']) {
      const holders = await t.database.db
        .selectFrom('members as m')
        .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
        .select(['m.memberNumber', 'm.roleCc', 'm.roleCa'])
        .where('d.clusterCode', '=', cluster)
        .where((eb) => eb.or([eb('m.roleCc', '=', 1), eb('m.roleCa', '=', 1)]))
        .execute();
      expect(holders.map((h) => [h.roleCc, h.roleCa]).sort()).toEqual([
        [0, 1],
        [1, 0],
      ]);
      for (const h of holders) expect((await listAs(h.memberNumber)).noms.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('put winners on the quarterly award report and pay reviews through the ledger', async () => {
    const reports = await sessionFor(t.database, '100003');
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 7);
    const to = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7);
    const res = await t.post('/api/report/quarterlyawards', { selMonthFrom: from, selMonthTo: to }, reports);
    expect(res.body.report.length).toBeGreaterThanOrEqual(5);
    const paid = await t.database.db
      .selectFrom('ledgerTransfers')
      .select('amount')
      .where('type', '=', 'RwdN')
      .where('refType', '=', 'nomination')
      .execute();
    expect(paid.length).toBeGreaterThanOrEqual(10);
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  });
});
