import { beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from './quarter.js';
import {
  currentMonth,
  nominateOne,
  person,
  review,
  team,
  type Person,
} from '../../../test/support/nominations.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();
let cc: Person;
let cc2: Person;
let ca: Person;
let reports: Person;
beforeAll(async () => {
  cc = await person(t, 'HR-GB', { roleCc: 1 });
  cc2 = await person(t, 'FIN-GB', { roleCc: 1 });
  ca = await person(t, 'HR-GB', { roleCa: 1 });
  reports = await person(t, 'MKT-GB', { isAdminReports: 1, isManager: 1 });
});

/** A nomination reviewed by its manager at the given rating, put forward when above 3. */
async function candidate(rating = 5, motivation = 'A real difference this quarter.') {
  const { manager, nominee, nominator } = await team(t);
  const nomId = await nominateOne(
    t,
    nominator,
    nominee.memberId,
    'Simplification',
    'Cut the month-end close from ten days to six.',
  );
  const res = await review(t, manager.token, {
    nomId,
    reviewRating: rating,
    isIncludeInQuarterly: rating > 3,
    quarterlyMotivation: motivation,
  });
  expect(res.status).toBe(200);
  return { nomId, manager, nominee, nominator };
}
const rate = (who: Person, nomId: number, rating: number) =>
  t.post('/api/nom/nomrate', { nomId, rating }, who.token);
const award = (who: Person, nomId: number, awardStatus: string) =>
  t.post('/api/nom/nomaward', { nomId, awardStatus }, who.token);
const listed = async (who: Person, nomId: number) =>
  (await t.post('/api/nom/nomlist', {}, who.token)).body.noms.find(
    (n: { nomId: number }) => n.nomId === nomId,
  );
const month = () => currentMonth(t);

describe('cluster committee rating', () => {
  it('each committee member of the cluster rates once, may change it, and the count follows', async () => {
    const { nomId } = await candidate();
    expect(await listed(cc, nomId)).toMatchObject({
      reviewIsDone: true,
      ratingIsDone: false,
      ratingCount: 0,
    });
    expect(await rate(cc, nomId, 4)).toEqual({
      status: 200,
      body: { result: 'Your rating has been saved.' },
    });
    expect(await listed(cc, nomId)).toMatchObject({ ratingIsDone: true, myRating: 4, ratingCount: 1 });
    // ratingIsDone is the caller's own: the second member has not rated yet.
    expect(await listed(cc2, nomId)).toMatchObject({ ratingIsDone: false, myRating: 0, ratingCount: 1 });
    await rate(cc2, nomId, 5);
    await rate(cc, nomId, 2);
    expect(await listed(cc, nomId)).toMatchObject({ myRating: 2, ratingCount: 2, ratingAverage: 3.5 });
    const roles = (await t.post('/api/nom/nomlist', {}, cc.token)).body.roles;
    expect(roles).toEqual(['cc']);
  });

  it('only reviewed nominations put forward for the quarter can be rated', async () => {
    const { nominee, nominator } = await team(t);
    const unreviewed = await nominateOne(t, nominator, nominee.memberId);
    const notIncluded = (await candidate(3)).nomId;
    for (const nomId of [unreviewed, notIncluded]) {
      const res = await rate(cc, nomId, 5);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Only nominations reviewed and put forward for the quarterly award can be rated or awarded.',
      );
    }
    expect((await rate(cc, 99_999_999, 5)).status).toBe(404);
    for (const rating of [0, 6, 3.5]) expect((await rate(cc, notIncluded, rating)).status).toBe(400);
  });
});

describe('cluster admin winners and the quarterly award report', () => {
  it('a winner shows on the quarterly award report with nominee, nominator and reviewer', async () => {
    const { nomId, manager, nominee, nominator } = await candidate(5, 'Saved a week every month.');
    expect(await award(ca, nomId, 'W')).toEqual({
      status: 200,
      body: { result: 'The nomination is marked as a quarterly winner.' },
    });
    expect(await listed(ca, nomId)).toMatchObject({ awardStatus: 'W' });
    const res = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: month(), selMonthTo: month() },
      reports.token,
    );
    expect(res.status).toBe(200);
    const row = res.body.report.find((r: { nomId: number }) => r.nomId === nomId);
    expect(row).toMatchObject({
      nomCat: 'Simplification',
      reason: 'Cut the month-end close from ten days to six.',
      nomineeMemberNumber: nominee.memberNumber,
      nomineeMember: nominee.name,
      nomineeDivision: 'Finance',
      byMemberNumber: nominator.memberNumber,
      byMember: nominator.name,
      byDivision: 'Finance',
      reviewerMemberNumber: manager.memberNumber,
      reviewerMember: manager.name,
      reviewerDivision: 'Finance',
      reviewRating: 5,
      reviewPointsValue: 150,
      quarterlyMotivation: 'Saved a week every month.',
    });
    expect(res.body.report.map((r: { nomSerialNum: number }) => r.nomSerialNum)).toEqual(
      res.body.report.map((_: unknown, i: number) => i + 1),
    );
    // Only winners by default; a removed mark takes the row off.
    const notWinner = (await candidate()).nomId;
    const again = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: month(), selMonthTo: month(), awardStatus: 'W' },
      reports.token,
    );
    expect(again.body.report.map((r: { nomId: number }) => r.nomId)).not.toContain(notWinner);
    expect((await award(ca, nomId, '')).body.result).toBe('The winner mark has been removed.');
    const after = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: month(), selMonthTo: month() },
      reports.token,
    );
    expect(after.body.report.map((r: { nomId: number }) => r.nomId)).not.toContain(nomId);
  });

  it('the month range bounds the report, and a backwards range is refused', async () => {
    const { nomId } = await candidate();
    await award(ca, nomId, 'W');
    const earlier = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: '2020-01', selMonthTo: '2020-12' },
      reports.token,
    );
    expect(earlier.body.report.map((r: { nomId: number }) => r.nomId)).not.toContain(nomId);
    const wide = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: '2020-01', selMonthTo: month() },
      reports.token,
    );
    expect(wide.body.report.map((r: { nomId: number }) => r.nomId)).toContain(nomId);
    const backwards = await t.post(
      '/api/report/quarterlyawards',
      { selMonthFrom: month(), selMonthTo: '2020-01' },
      reports.token,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.formErrors.selMonthTo).toBe('Must not be before the from month');
    expect((await award(ca, nomId, 'X')).status).toBe(400);
  });
});

describe('closing a quarter', () => {
  it('only an ended quarter closes, once; afterwards its ratings and winners are final', async () => {
    const thisQuarter = quarterOf(new Date().toISOString(), t.ctx.config.TIME_ZONE);
    const early = await t.post('/api/nom/nomclosequarter', { quarter: thisQuarter }, ca.token);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('A quarter can be closed only after it has ended.');

    // A candidate of an earlier quarter, as if nominated and reviewed then.
    const { nomId } = await candidate();
    await t.database.db
      .updateTable('nominations')
      .set({ quarter: '2025-Q1', createdAt: '2025-02-10T10:00:00.000Z' })
      .where('id', '=', nomId)
      .execute();
    expect((await rate(cc, nomId, 5)).status).toBe(200);
    expect((await award(ca, nomId, 'W')).status).toBe(200);
    const quarters = (await t.post('/api/nom/nomquarters', {}, ca.token)).body.quarters;
    expect(quarters.find((q: { quarter: string }) => q.quarter === '2025-Q1')).toEqual({
      quarter: '2025-Q1',
      candidates: 1,
      winners: 1,
      ended: true,
      closed: false,
    });

    expect(await t.post('/api/nom/nomclosequarter', { quarter: '2025-Q1' }, ca.token)).toEqual({
      status: 200,
      body: { result: 'The quarter 2025-Q1 is closed. Its winners are final.' },
    });
    expect((await t.post('/api/nom/nomclosequarter', { quarter: '2025-Q1' }, ca.token)).status).toBe(409);
    for (const res of [await rate(cc, nomId, 1), await award(ca, nomId, '')]) {
      expect(res).toEqual({ status: 409, body: { message: 'The quarter 2025-Q1 is closed.' } });
    }
    expect(await listed(ca, nomId)).toMatchObject({
      quarter: '2025-Q1',
      quarterClosed: true,
      awardStatus: 'W',
      ratingCount: 1,
    });
    expect((await t.post('/api/nom/nomclosequarter', { quarter: '2025-Q5' }, ca.token)).status).toBe(400);
  });
});
