import { beforeAll, describe, expect, it } from 'vitest';
import { HR_TEMPLATE_HEADER, parseHrFile } from '../../admin/index.js';
import { applyImport } from '../../admin/index.js';
import { nominateOne, person, putForward, team } from '../../../../test/support/nominations.js';
import { appPerFile } from '../../../../test/support/suite.js';

/** The events of nominations, quarterly winners and joiners, each queued with its cause. */
const t = appPerFile();
beforeAll(async () => {
  const res = await t.post(
    '/api/admin/webhookcreate',
    {
      name: 'All events',
      url: 'https://hooks.example.com/all',
      events: ['nomination.reviewed', 'quarterly.winner', 'member.joined', 'recognition.created'],
    },
    t.admin,
  );
  expect(res.status).toBe(200);
});

const queued = async (type: string) =>
  (
    await t.database.db
      .selectFrom('outboxMessages')
      .select(['bodyText', 'dedupeKey'])
      .where('channel', '=', 'webhook')
      .where('subject', '=', type)
      .orderBy('id')
      .execute()
  ).map((r) => JSON.parse(r.bodyText) as { type: string; data: Record<string, unknown> });

describe('webhook events from their causes', () => {
  it('nomination.reviewed and its award’s recognition.created, then quarterly.winner', async () => {
    const { manager, nominee, nominator } = await team(t, 'HR-GB');
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const res = await putForward(t, manager.token, nomId, 'Made a difference');
    expect(res.status).toBe(200);
    const [reviewed] = await queued('nomination.reviewed');
    expect(reviewed).toMatchObject({
      type: 'nomination.reviewed',
      data: { nominationId: nomId, nominee: nominee.memberNumber, rating: 5, putForwardForQuarterly: true },
    });
    expect(JSON.stringify(reviewed)).not.toContain(nominee.email);
    const awards = await queued('recognition.created');
    expect(awards.at(-1)!.data).toMatchObject({
      kind: 'RwdN',
      to: nominee.memberNumber,
      from: nominator.memberNumber,
    });

    const ca = await person(t, 'HR-GB', { roleCa: 1 });
    expect((await t.post('/api/nom/nomaward', { nomId, awardStatus: 'W' }, ca.token)).status).toBe(200);
    const [winner] = await queued('quarterly.winner');
    expect(winner!.data).toMatchObject({
      nominationId: nomId,
      nominee: nominee.memberNumber,
      division: 'HR-GB',
    });
  });

  it('member.joined for each member the HR file adds, and none for a member it changes', async () => {
    const file = await parseHrFile(
      [
        HR_TEMPLATE_HEADER,
        'WH-9001,Grace,Hopper,,,Sales-Field,,,,,,active,',
        'WH-9002,Alan,Turing,,,Sales-Field,,,,,,active,',
      ].join('\n'),
    );
    const apply = () =>
      t.database.db.transaction().execute((trx) =>
        applyImport(trx, t.ctx, { memberId: null, label: 'test' }, file, {
          fileName: 'hr.csv',
          importId: String(Math.random()),
        }),
      );
    await apply();
    const joined = await queued('member.joined');
    expect(joined.map((e) => e.data.memberNumber).sort()).toEqual(['WH-9001', 'WH-9002']);
    await apply();
    expect(await queued('member.joined')).toHaveLength(2);
  });
});
