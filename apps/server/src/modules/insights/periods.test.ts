import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { buildFixture, insertTestRecognition, type Fixture } from '../../../test/support/insights.js';
import { periodRows } from './periods.js';
import { monthAfter } from './period-points.js';
import { foldPending } from './fold.js';

/**
 * Whole months, quarters and years are answered from the period roll-ups; a custom period
 * of the same days is answered from each member's slots. Both must agree, whoever moved.
 */
const t = appPerFile({ auditLedger: true });
let f: Fixture;
let cluster: string;
let divA: string;
let divB: string;

beforeAll(async () => {
  f = await buildFixture(t.database);
  // Some tests read and change the roll-ups directly: the fixture's sends must be in them.
  await foldPending(t.database);
  const boss = await t.database.db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .select(['m.divisionCode', 'd.clusterCode'])
    .where('m.id', '=', f.boss)
    .executeTakeFirstOrThrow();
  divA = boss.divisionCode;
  divB = divA.replace('QXA', 'QXB');
  cluster = boss.clusterCode;
});

const participation = (period: object, scope: object = { kind: 'cluster', code: cluster }) =>
  t.post('/api/insights/participation', { period, scope }, t.admin);

const section = (name: string, period: object, scope: object) =>
  t.post(`/api/insights/${name}`, { period, scope }, t.admin);

const points = async (period: object, scope: object) => {
  const res = await t.post('/api/insights/points', { period, scope }, t.admin);
  expect(res.status).toBe(200);
  return res.body.current;
};

/** The figures that do not depend on how the period was named. */
async function figures(period: object) {
  const res = await participation(period);
  expect(res.status).toBe(200);
  const { overall, byDivision, byCluster, byManager } = res.body.current;
  const strip = (r: { key: string; label: string }) => ({ ...r, label: undefined });
  return {
    overall: strip(overall),
    byDivision: byDivision.map(strip),
    byCluster: byCluster.map(strip),
    byManager: byManager.map(strip),
    values: (await section('values', period, { kind: 'cluster', code: cluster })).body.current,
    matrix: (await section('fairness', period, { kind: 'company' })).body.current.matrix,
    points: {
      company: await points(period, { kind: 'company' }),
      cluster: await points(period, { kind: 'cluster', code: cluster }),
      divA: await points(period, { kind: 'division', code: divA }),
      divB: await points(period, { kind: 'division', code: divB }),
    },
  };
}

const october = { kind: 'month', month: '2026-10' };
const octoberDays = { kind: 'custom', from: '2026-10-01', to: '2026-10-31' };
const q4 = { kind: 'quarter', quarter: '2026-Q4' };
const q4Days = { kind: 'custom', from: '2026-10-01', to: '2026-12-31' };

describe('insights period roll-ups', () => {
  it('are built for the company’s time zone, one row per month, quarter and year', async () => {
    const zone = await t.database.db.selectFrom('insightsPeriodZone').selectAll().execute();
    expect(zone).toEqual([{ id: 1, timeZone: 'Europe/London' }]);
    const oct = await t.database.db
      .selectFrom('insightsPeriods')
      .selectAll()
      .where('period', '=', '2026-10')
      .executeTakeFirstOrThrow();
    // British Summer Time until 25 October: the month starts at 23:00 UTC the day before.
    expect(oct).toEqual({
      kind: 'month',
      period: '2026-10',
      startSlot: '2026-09-30T23:00',
      endSlot: '2026-11-01T00:00',
    });
    const rows = periodRows('Europe/London');
    expect(rows).toHaveLength(101 * 17);
    const groups = await t.database.db
      .selectFrom('insightsDivisionPeriods')
      .selectAll()
      .where('period', '=', '2026-10')
      .where('divisionCode', 'in', [divA, divB])
      .orderBy('divisionCode')
      .execute();
    // Hand-counted in insights.test.ts: QXA gave a1, a2, boss, a4 and received a1, a2, a3; QXB gave b1, received b2.
    expect(groups.map((g) => [g.divisionCode, Number(g.gave), Number(g.received)])).toEqual([
      [divA, 4, 3],
      [divB, 1, 1],
    ]);
  });

  it('answer a whole month from the roll-ups, not from the slots', async () => {
    const db = t.database.db;
    const bump = (by: number) =>
      db
        .updateTable('insightsGroupPeriods')
        .set((eb) => ({ gave: eb('gave', '+', by) }))
        .where('period', '=', '2026-10')
        .where('divisionCode', '=', divA)
        .where('managerId', '=', f.boss)
        .execute();
    const before = (await participation(october)).body.current.byManager;
    await bump(1);
    try {
      const after = (await participation(october)).body.current.byManager;
      const boss = (rows: { key: string; gave: number }[]) =>
        rows.find((r) => r.key === String(f.boss))!.gave;
      expect(boss(after)).toBe(boss(before) + 1);
    } finally {
      await bump(-1);
    }
  });

  it('name the month after a whole month, quarter or year', () => {
    expect(['2026-10', '2026-12', '2026-Q3', '2026-Q4', '2026'].map(monthAfter)).toEqual([
      '2026-11',
      '2027-01',
      '2026-10',
      '2027-01',
      '2027-01',
    ]);
  });

  it('answer a whole month’s points from the roll-ups, not from the slots', async () => {
    const db = t.database.db;
    // One more order by a member of QXA, in the October roll-up only.
    const bump = (by: number) =>
      db
        .updateTable('insightsMemberPeriods')
        .set((eb) => ({ orders: eb('orders', '+', by) }))
        .where('period', '=', '2026-10')
        .where('memberId', '=', f.boss)
        .execute();
    const scope = { kind: 'division', code: divA };
    const before = await points(october, scope);
    expect(before.shop.orders).toBeGreaterThan(0);
    await bump(1);
    try {
      const after = await points(october, scope);
      expect(after.shop.orders).toBe(before.shop.orders + 1);
      // A custom period of the same days still reads the slots.
      expect((await points(octoberDays, scope)).shop.orders).toBe(before.shop.orders);
    } finally {
      await bump(-1);
    }
  });

  it('answer a whole month’s values and giving between divisions from the roll-ups', async () => {
    const db = t.database.db;
    const bump = async (by: number) => {
      await db
        .updateTable('insightsValuePeriods')
        .set((eb) => ({ recognitions: eb('recognitions', '+', by) }))
        .where('period', '=', '2026-10')
        .where('divisionCode', '=', divA)
        .execute();
      await db
        .updateTable('insightsFlowPeriods')
        .set((eb) => ({ recognitions: eb('recognitions', '+', by) }))
        .where('period', '=', '2026-10')
        .where('toDivision', '=', divA)
        .execute();
    };
    const scope = { kind: 'division', code: divA };
    const total = (body: { current: { totals: { count: number }[] } }) =>
      body.current.totals.reduce((a, r) => a + r.count, 0);
    const cells = (body: { current: { matrix: { cells: { to: string; count: number }[] } } }) =>
      body.current.matrix.cells.filter((c) => c.to === divA).reduce((a, c) => a + c.count, 0);
    const values = (await section('values', october, scope)).body;
    const matrix = (await section('fairness', october, scope)).body;
    expect(total(values)).toBeGreaterThan(0);
    expect(cells(matrix)).toBeGreaterThan(0);
    await bump(1);
    try {
      const rows = (await section('values', october, scope)).body.current.totals.length;
      expect(total((await section('values', october, scope)).body)).toBe(total(values) + rows);
      expect(cells((await section('fairness', october, scope)).body)).toBeGreaterThan(cells(matrix));
      expect(total((await section('values', octoberDays, scope)).body)).toBe(total(values));
    } finally {
      await bump(-1);
    }
  });

  it('answer a month and a quarter as the members’ slots answer the same days', async () => {
    expect(await figures(october)).toEqual(await figures(octoberDays));
    expect(await figures(q4)).toEqual(await figures(q4Days));
  });

  it('follow members who change division or manager, leave or come back', async () => {
    const db = t.database.db;
    const [a1, a2, a3] = f.a as [number, number, number];
    const [b1, b2] = f.b as [number, number];
    await db.updateTable('members').set({ divisionCode: divB }).where('id', '=', a1).execute();
    await db.updateTable('members').set({ managerId: null }).where('id', '=', a2).execute();
    await db
      .updateTable('members')
      .set({ managerId: f.boss, divisionCode: divA })
      .where('id', '=', b1)
      .execute();
    await db.updateTable('members').set({ employmentStatus: 'leaver' }).where('id', '=', a3).execute();
    await db.updateTable('members').set({ employmentStatus: 'leaver' }).where('id', '=', b2).execute();
    await db.updateTable('members').set({ employmentStatus: 'active' }).where('id', '=', b2).execute();
    // A recognition after the moves counts in the new groups.
    await t.database.db.transaction().execute((trx) =>
      insertTestRecognition(trx, {
        type: 'THX',
        from: b1,
        to: a1,
        value: 'Teamwork',
        points: 0,
        at: '2026-10-20T12:00:00.000Z',
        requestId: 'periods-after-moves',
      }),
    );
    const month = await figures(october);
    expect(month).toEqual(await figures(octoberDays));
    expect(await figures(q4)).toEqual(await figures(q4Days));
    // QXA now: boss, a2, a4, a5, b1 (a1 moved out, a3 left); gave boss, a2, a4, b1; received a2.
    const alpha = (await participation(october, { kind: 'division', code: divA })).body.current.overall;
    expect(alpha).toMatchObject({ members: 5, gave: 4, received: 1 });
    // A new hire counts at once, and a deleted record stops counting.
    const hire = await createMember(t.database, { divisionCode: divA, managerId: f.boss });
    const withHire = (await participation(october, { kind: 'division', code: divA })).body.current.overall;
    expect(withHire).toMatchObject({ members: 6, gave: 4, received: 1 });
    await t.database.db.deleteFrom('members').where('id', '=', hire).execute();
    expect(await figures(october)).toEqual(await figures(octoberDays));
    const heads = await t.database.db
      .selectFrom('insightsGroupHeads')
      .selectAll()
      .where('members', '<', 0)
      .execute();
    expect(heads).toEqual([]);
  });

  it('are rebuilt when an admin changes the company’s time zone', async () => {
    const db = t.database.db;
    // 23:30 UTC on 31 October: still October in London, already November in Tokyo.
    await t.database.db.transaction().execute((trx) =>
      insertTestRecognition(trx, {
        type: 'THX',
        from: f.b[2]!,
        to: f.a[4]!,
        value: 'Teamwork',
        points: 0,
        at: '2026-10-31T23:30:00.000Z',
        requestId: 'periods-zone',
      }),
    );
    await foldPending(t.database);
    const periodsOf = async (member: number) =>
      (
        await db
          .selectFrom('insightsMemberPeriods')
          .select('period')
          .where('memberId', '=', member)
          .where('sent', '>', 0)
          .orderBy('period')
          .execute()
      ).map((r) => r.period);
    expect(await periodsOf(f.b[2]!)).toEqual(['2026', '2026-10', '2026-Q4']);
    const change = (timeZone: string) => t.post('/api/admin/settingsupdate', { timeZone }, t.admin);
    expect((await change('Asia/Tokyo')).status).toBe(200);
    try {
      expect(await periodsOf(f.b[2]!)).toEqual(['2026', '2026-11', '2026-Q4']);
      expect(await figures(october)).toEqual(await figures(octoberDays));
      const zone = await db.selectFrom('insightsPeriodZone').select('timeZone').executeTakeFirstOrThrow();
      expect(zone.timeZone).toBe('Asia/Tokyo');
    } finally {
      expect((await change('Europe/London')).status).toBe(200);
    }
    expect(await periodsOf(f.b[2]!)).toEqual(['2026', '2026-10', '2026-Q4']);
  });
});
