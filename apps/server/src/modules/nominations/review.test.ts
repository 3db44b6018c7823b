import { describe, expect, it } from 'vitest';
import { updateProgrammeSettings } from '../../settings/service.js';
import {
  currentMonth,
  nominateOne,
  nomTransfers,
  person,
  redeem,
  review,
  team,
} from '../../../test/support/nominations.js';
import { appPerFile } from '../../../test/support/suite.js';
import { emailHtml } from '../../messaging/ecard.js';

const t = appPerFile({ auditLedger: true });

const setScale = (reviewRewardScale: 'standard' | 'offset') =>
  t.database.db
    .transaction()
    .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { reviewRewardScale }));
const stored = (id: number) =>
  t.database.db.selectFrom('nominations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('review and reward', () => {
  it('5 stars pays 150 from programme funding with an RwdN e-card, statement and My Recognition line', async () => {
    const { manager, nominee, nominator } = await team(t);
    const nomId = await nominateOne(
      t,
      nominator,
      nominee.memberId,
      'Collaboration',
      'Brought finance and marketing together.',
    );
    const list = await t.post('/api/nom/nomlist', {}, manager.token);
    expect(list.body.rewardScale).toBe('standard');
    expect(list.body.roles).toEqual(['mng']);
    expect(list.body.noms.find((n: { nomId: number }) => n.nomId === nomId)).toMatchObject({
      nomineeMember: nominee.name,
      nomineeMemberNumber: nominee.memberNumber,
      nomineeManagerMemberNumber: manager.memberNumber,
      byMember: nominator.name,
      reviewIsDone: false,
      ratingIsDone: false,
      ratingCount: 0,
    });
    const res = await review(t, manager.token, {
      nomId,
      reviewRating: 5,
      isIncludeInQuarterly: true,
      quarterlyMotivation: 'Outstanding.',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(
      `Your review has been saved. ${nominee.name} receives 150 Beauty Bucks. The nomination has been put forward for the quarterly award.`,
    );
    expect(await redeem(t, nominee.id)).toBe(150);
    expect(await stored(nomId)).toMatchObject({
      reviewRating: 5,
      reviewedById: manager.id,
      reviewPoints: 150,
      isIncludeInQuarterly: 1,
      quarterlyMotivation: 'Outstanding.',
    });
    const [tr] = await nomTransfers(t, nomId);
    expect(tr).toMatchObject({
      type: 'RwdN',
      amount: 150,
      idempotencyKey: `nomination:${nomId}:${nominee.id}`,
    });
    const funding = await t.database.db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('systemCode', '=', 'funding')
      .executeTakeFirstOrThrow();
    expect(tr!.fromAccountId).toBe(funding.id);

    const statement = await t.post('/api/report/statement', {}, nominee.token);
    expect(statement.body.report[0]).toMatchObject({
      pointsValue: 150,
      transDescription: `Nomination award: Collaboration (${nominator.name} to ${nominee.name})`,
    });
    const mine = await t.post('/api/report/myrecognitions', { selMonth: currentMonth(t) }, nominee.token);
    expect(mine.body.report).toEqual([
      expect.objectContaining({
        type: 'RwdN',
        value: 'Collaboration',
        points: 150,
        memberName: nominator.name,
        isFrom: false,
      }),
    ]);
    const rec = await t.database.db
      .selectFrom('recognitions')
      .selectAll()
      .where('toMemberId', '=', nominee.id)
      .executeTakeFirstOrThrow();
    const card = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('dedupeKey', '=', `ecard:${rec.id}`)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ channel: 'email', recipient: nominee.email, template: 'ecard' });
    expect(await emailHtml(t.ctx.config, card)).toContain('+150 Beauty Bucks');

    const after = await t.post('/api/nom/nomget', { nomId }, manager.token);
    expect(after.body.nom).toMatchObject({
      reviewIsDone: true,
      reviewRating: 5,
      reviewPointsValue: 150,
      isIncludeInQuarterly: true,
    });
  });

  it('a second review of the same nomination is refused and pays nothing twice, even at once', async () => {
    const { manager, nominee, nominator } = await team(t);
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const body = { nomId, reviewRating: 4 };
    const results = await Promise.all([review(t, manager.token, body), review(t, manager.token, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = await review(t, manager.token, { nomId, reviewRating: 5 });
    expect(again).toEqual({ status: 409, body: { message: 'This nomination has already been reviewed.' } });
    expect(await redeem(t, nominee.id)).toBe(100);
    expect(await nomTransfers(t, nomId)).toHaveLength(1);
    expect(
      await t.database.db
        .selectFrom('recognitions')
        .select('id')
        .where('toMemberId', '=', nominee.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('at 3 stars or less the quarterly option is forced off and the motivation emptied', async () => {
    const { manager, nominee, nominator } = await team(t);
    for (const rating of [1, 2, 3]) {
      const nomId = await nominateOne(t, nominator, nominee.memberId);
      const res = await review(t, manager.token, {
        nomId,
        reviewRating: rating,
        isIncludeInQuarterly: true,
        quarterlyMotivation: 'Should not stick.',
      });
      expect(res.status).toBe(200);
      expect(res.body.result).not.toContain('quarterly');
      expect(await stored(nomId)).toMatchObject({
        reviewRating: rating,
        isIncludeInQuarterly: 0,
        quarterlyMotivation: '',
      });
    }
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    await review(t, manager.token, {
      nomId,
      reviewRating: 4,
      isIncludeInQuarterly: false,
      quarterlyMotivation: 'Dropped: not included.',
    });
    expect(await stored(nomId)).toMatchObject({ isIncludeInQuarterly: 0, quarterlyMotivation: '' });
  });

  it('the motivation holds 500 characters, not 501; the rating is 1 to 5 whole stars', async () => {
    const { manager, nominee, nominator } = await team(t);
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const withMotivation = (length: number) =>
      review(t, manager.token, {
        nomId,
        reviewRating: 4,
        isIncludeInQuarterly: true,
        quarterlyMotivation: 'm'.repeat(length),
      });
    const tooLong = await withMotivation(501);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.formErrors.quarterlyMotivation).toEqual(expect.any(String));
    for (const reviewRating of [0, 6, 4.5, '5']) {
      const res = await review(t, manager.token, { nomId, reviewRating });
      expect(res.status, String(reviewRating)).toBe(400);
      expect(res.body.formErrors.reviewRating).toEqual(expect.any(String));
    }
    expect((await stored(nomId)).reviewRating).toBeNull();
    const ok = await withMotivation(500);
    expect(ok.status).toBe(200);
    expect((await stored(nomId)).quarterlyMotivation).toHaveLength(500);
  });

  it('standard scale: 1 and 2 give a Thank you eCard without points, 3 → 50, 4 → 100, 5 → 150', async () => {
    await setScale('standard');
    const { manager, nominator } = await team(t);
    const expected = [0, 0, 50, 100, 150];
    for (const [i, points] of expected.entries()) {
      const nominee = await person(t, 'FIN-GB', { managerId: manager.id });
      const nomId = await nominateOne(t, nominator, nominee.memberId);
      const res = await review(t, manager.token, { nomId, reviewRating: i + 1 });
      expect(res.body.result).toContain(
        points > 0 ? `receives ${points} Beauty Bucks.` : 'receives a Thank you eCard.',
      );
      expect(await redeem(t, nominee.id)).toBe(points);
      expect(await nomTransfers(t, nomId)).toHaveLength(points > 0 ? 1 : 0);
      const rec = await t.database.db
        .selectFrom('recognitions')
        .selectAll()
        .where('toMemberId', '=', nominee.id)
        .executeTakeFirstOrThrow();
      expect(rec).toMatchObject({ type: 'RwdN', points });
      const card = await t.database.db
        .selectFrom('outboxMessages')
        .selectAll()
        .where('dedupeKey', '=', `ecard:${rec.id}`)
        .executeTakeFirstOrThrow();
      if (points === 0) expect(card.subject).toBe(`${nominator.name} sent you a Thank You e-card`);
    }
  });

  it('offset scale (the second reading): 1 → card only, 2 → 50, 3 → 100, 4 → 150, 5 → 200', async () => {
    await setScale('offset');
    try {
      const { manager, nominator } = await team(t);
      expect((await t.post('/api/nom/nomlist', {}, manager.token)).body.rewardScale).toBe('offset');
      for (const [i, points] of [0, 50, 100, 150, 200].entries()) {
        const nominee = await person(t, 'FIN-GB', { managerId: manager.id });
        const nomId = await nominateOne(t, nominator, nominee.memberId);
        expect((await review(t, manager.token, { nomId, reviewRating: i + 1 })).status).toBe(200);
        expect(await redeem(t, nominee.id)).toBe(points);
        expect((await stored(nomId)).reviewPoints).toBe(points);
      }
    } finally {
      await setScale('standard');
    }
  });

  it('a whole-division nomination pays each active member of the division', async () => {
    await t.database.db
      .insertInto('divisions')
      .values({ code: 'TINY-GB', name: 'Tiny Team', clusterCode: 'GB' })
      .execute();
    const head = await person(t, 'TINY-GB', { isManager: 1 });
    const a = await person(t, 'TINY-GB', { managerId: head.id });
    const gone = await person(t, 'TINY-GB', { managerId: head.id, employmentStatus: 'leaver' });
    const nominator = await person(t, 'FIN-GB');
    const nomId = await nominateOne(t, nominator, 'div:TINY-GB');
    const list = await t.post('/api/nom/nomlist', {}, head.token);
    expect(list.body.noms[0]).toMatchObject({
      nomId,
      nomineeMember: 'Entire division: Tiny Team',
      nomineeMemberNumber: '',
      isEntireDivision: true,
    });
    const res = await review(t, head.token, { nomId, reviewRating: 3 });
    expect(res.body.result).toBe(
      'Your review has been saved. Each of the 2 members of the division receives 50 Beauty Bucks.',
    );
    expect([await redeem(t, head.id), await redeem(t, a.id), await redeem(t, gone.id)]).toEqual([50, 50, 0]);
  });
});
