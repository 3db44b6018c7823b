import { beforeAll, describe, expect, it } from 'vitest';
import { nominateOne, person, review, team, type Person } from './support/nominations.js';
import { appPerFile } from './support/suite.js';

/**
 * Who may see and decide on which nomination, beyond the role walk: the recorded manager
 * reviews, the cluster committee rates and the cluster admin awards in their own cluster only.
 */
const t = appPerFile();
let gbTeam: Awaited<ReturnType<typeof team>>;
let nomId: number;
let ccGb: Person;
let ccIe: Person;
let caGb: Person;
let caIe: Person;
beforeAll(async () => {
  gbTeam = await team(t, 'FIN-GB');
  nomId = await nominateOne(t, gbTeam.nominator, gbTeam.nominee.memberId);
  ccGb = await person(t, 'HR-GB', { roleCc: 1 });
  ccIe = await person(t, 'CC-IE', { roleCc: 1 });
  caGb = await person(t, 'HR-GB', { roleCa: 1 });
  caIe = await person(t, 'CC-IE', { roleCa: 1 });
});

const ids = async (who: Person) =>
  ((await t.post('/api/nom/nomlist', {}, who.token)).body.noms as Array<{ nomId: number }>).map(
    (n) => n.nomId,
  );

describe('managers', () => {
  it('another manager neither sees, opens nor reviews a nomination they are not the reviewer of', async () => {
    const stranger = await person(t, 'FIN-GB', { isManager: 1 });
    expect(await ids(stranger)).not.toContain(nomId);
    expect((await t.post('/api/nom/nomget', { nomId }, stranger.token)).status).toBe(403);
    const res = await review(t, stranger.token, { nomId, reviewRating: 5 });
    expect(res).toEqual({
      status: 403,
      body: { message: 'Only the nominee’s manager may review this nomination.' },
    });
    // Not even the nominee's manager's own manager: the recorded reviewer decides.
    const boss = await person(t, 'FIN-GB', { isManager: 1 });
    await t.database.db
      .updateTable('members')
      .set({ managerId: boss.id })
      .where('id', '=', gbTeam.manager.id)
      .execute();
    expect((await review(t, boss.token, { nomId, reviewRating: 5 })).status).toBe(403);
    expect((await t.post('/api/nom/nomget', { nomId: 99_999_999 }, stranger.token)).status).toBe(404);
  });

  it('the recorded manager stays the reviewer after the nominee moves to another manager', async () => {
    const { manager, nominee, nominator } = await team(t);
    const id = await nominateOne(t, nominator, nominee.memberId);
    const newManager = await person(t, 'FIN-GB', { isManager: 1 });
    await t.database.db
      .updateTable('members')
      .set({ managerId: newManager.id })
      .where('id', '=', nominee.id)
      .execute();
    expect((await review(t, newManager.token, { nomId: id, reviewRating: 4 })).status).toBe(403);
    expect((await t.post('/api/nom/nomget', { nomId: id }, manager.token)).body.nom.nomId).toBe(id);
    expect((await review(t, manager.token, { nomId: id, reviewRating: 4 })).status).toBe(200);
  });

  it('a member who is no manager cannot review (role) and sees the spec’s message', async () => {
    const res = await review(t, gbTeam.nominee.token, { nomId, reviewRating: 5 });
    expect(res).toEqual({
      status: 403,
      body: { message: 'Only authoirised personel may access this module.' },
    });
    // The list answers every member; one without a nomination role gets no roles and nothing to see.
    expect(await t.post('/api/nom/nomlist', {}, gbTeam.nominator.token)).toEqual({
      status: 200,
      body: { roles: [], noms: [], rewardScale: 'standard' },
    });
    expect((await t.post('/api/nom/nomget', { nomId }, gbTeam.nominator.token)).status).toBe(403);
  });
});

describe('cluster committee and cluster admin', () => {
  beforeAll(async () => {
    expect(
      (
        await review(t, gbTeam.manager.token, {
          nomId,
          reviewRating: 5,
          isIncludeInQuarterly: true,
          quarterlyMotivation: 'Yes.',
        })
      ).status,
    ).toBe(200);
  });

  it('see their own cluster’s nominations only', async () => {
    expect(await ids(ccGb)).toContain(nomId);
    expect(await ids(caGb)).toContain(nomId);
    expect(await ids(ccIe)).not.toContain(nomId);
    expect(await ids(caIe)).not.toContain(nomId);
    for (const who of [ccIe, caIe])
      expect((await t.post('/api/nom/nomget', { nomId }, who.token)).status).toBe(403);
    expect((await t.post('/api/nom/nomget', { nomId }, ccGb.token)).status).toBe(200);
  });

  it('a committee member cannot rate outside their cluster; an admin cannot award outside theirs', async () => {
    expect(await t.post('/api/nom/nomrate', { nomId, rating: 5 }, ccIe.token)).toEqual({
      status: 403,
      body: { message: 'Only the cluster committee of the nominee’s cluster may do this.' },
    });
    expect(await t.post('/api/nom/nomaward', { nomId, awardStatus: 'W' }, caIe.token)).toEqual({
      status: 403,
      body: { message: 'Only the cluster admin of the nominee’s cluster may do this.' },
    });
    const stored = await t.database.db
      .selectFrom('nominations')
      .select('awardStatus')
      .where('id', '=', nomId)
      .executeTakeFirstOrThrow();
    expect(stored.awardStatus).toBe('');
    expect(
      await t.database.db
        .selectFrom('nominationRatings')
        .selectAll()
        .where('nominationId', '=', nomId)
        .execute(),
    ).toEqual([]);
  });

  it('rating and awarding need the role: a cluster admin cannot rate, a committee member cannot award', async () => {
    expect((await t.post('/api/nom/nomrate', { nomId, rating: 5 }, caGb.token)).status).toBe(403);
    expect((await t.post('/api/nom/nomaward', { nomId, awardStatus: 'W' }, ccGb.token)).status).toBe(403);
    expect((await t.post('/api/nom/nomclosequarter', { quarter: '2025-Q1' }, ccGb.token)).status).toBe(403);
  });

  it('nobody rates or awards their own nomination', async () => {
    const { manager, nominator } = await team(t, 'HR-GB');
    const nominee = await person(t, 'HR-GB', { managerId: manager.id, roleCc: 1, roleCa: 1 });
    const id = await nominateOne(t, nominator, nominee.memberId);
    await review(t, manager.token, {
      nomId: id,
      reviewRating: 5,
      isIncludeInQuarterly: true,
      quarterlyMotivation: 'Yes.',
    });
    expect((await t.post('/api/nom/nomrate', { nomId: id, rating: 5 }, nominee.token)).body.message).toBe(
      'You cannot decide on your own nomination.',
    );
    expect((await t.post('/api/nom/nomaward', { nomId: id, awardStatus: 'W' }, nominee.token)).status).toBe(
      403,
    );
  });

  it('admin-report users see every cluster’s nominations; the quarterly report is theirs alone', async () => {
    const reports = await person(t, 'FIN-GB', { isAdminReports: 1 });
    const list = await t.post('/api/nom/nomlist', {}, reports.token);
    expect(list.body.roles).toEqual(['adm']);
    expect(list.body.noms.map((n: { nomId: number }) => n.nomId)).toContain(nomId);
    const body = { selMonthFrom: '2020-01', selMonthTo: '2020-02' };
    expect((await t.post('/api/report/quarterlyawards', body, reports.token)).status).toBe(200);
    for (const who of [ccGb, caGb, gbTeam.manager]) {
      expect(await t.post('/api/report/quarterlyawards', body, who.token)).toEqual({
        status: 403,
        body: { message: 'Only authoirised personel may access this module.' },
      });
    }
  });
});
