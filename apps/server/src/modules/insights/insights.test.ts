import { describe, expect, it, beforeAll } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { buildFixture, type Fixture } from '../../../test/support/insights.js';
import { sessionFor } from '../../../test/personas.js';

/**
 * Every figure against a hand-counted company (test/support/insights.ts): division QXA holds a
 * manager (boss) and their team a1–a5; QXB holds b1–b3. October 2026 is the period,
 * September the previous one; the company's time zone is Europe/London.
 */
const t = appPerFile({ auditLedger: true });
let f: Fixture;
let bossToken: string;
let divA: string;
let divB: string;
let cluster: string;
const OCT = { kind: 'month', month: '2026-10' } as const;

beforeAll(async () => {
  f = await buildFixture(t.database);
  const boss = await t.database.db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .select(['m.memberNumber', 'm.divisionCode', 'd.clusterCode'])
    .where('m.id', '=', f.boss)
    .executeTakeFirstOrThrow();
  divA = boss.divisionCode;
  divB = divA.replace('QXA', 'QXB');
  cluster = boss.clusterCode;
  bossToken = await sessionFor(t.database, boss.memberNumber);
});

const ask = (section: string, scope: object, token = bossToken, period: object = OCT) =>
  t.post(`/api/insights/${section}`, { period, scope }, token);

describe('participation', () => {
  it('counts givers and receivers of a division, by manager, against the previous month', async () => {
    const res = await ask('participation', { kind: 'division', code: divA });
    expect(res.status).toBe(200);
    const { current, previous } = res.body;
    // QXA: boss + a1..a5 = 6; gave in October: a1, a2, boss, a4; received: a1, a2, a3.
    expect(current.overall).toMatchObject({ members: 6, gave: 4, received: 3, suppressed: false });
    expect(current.overall.gaveShare).toBeCloseTo(4 / 6);
    // September: a5 gave to a4.
    expect(previous.overall).toMatchObject({ members: 6, gave: 1, received: 1 });
    // Boss's team (a1..a5): gave a1, a2, a4; received a1, a2, a3. The boss alone (no manager) is withheld.
    expect(current.byManager.find((r: { key: string }) => r.key === String(f.boss))).toMatchObject({
      members: 5,
      gave: 3,
      received: 3,
    });
    expect(res.body.period).toMatchObject({ from: '2026-10-01', to: '2026-10-31', label: 'Oct 2026' });
    expect(res.body.previousPeriod).toMatchObject({ from: '2026-09-01', to: '2026-09-30' });
    expect(current.trend).toHaveLength(1);
  });

  it('withholds a division of fewer than five in a cluster view', async () => {
    const res = await ask('participation', { kind: 'cluster', code: cluster }, t.admin);
    expect(res.status).toBe(200);
    // QX: 9 members; gave a1, a2, boss, a4, b1; received a1, a2, a3, b2.
    expect(res.body.current.overall).toMatchObject({ members: 9, gave: 5, received: 4 });
    const labels = res.body.current.byManager.map((r: { label: string }) => r.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b)));
    const beta = res.body.current.byDivision.find((r: { key: string }) => r.key === divB);
    expect(beta).toMatchObject({
      members: null,
      gave: null,
      received: null,
      gaveShare: null,
      suppressed: true,
    });
  });

  it('trends month by month over a quarter', async () => {
    const res = await ask('participation', { kind: 'team' }, bossToken, {
      kind: 'quarter',
      quarter: '2026-Q4',
    });
    expect(res.body.current.trend.map((r: { key: string; gave: number }) => [r.key, r.gave])).toEqual([
      ['2026-10', 3],
      ['2026-11', 0],
      ['2026-12', 0],
    ]);
    expect(res.body.previousPeriod.label).toBe('Q3 2026');
    expect(res.body.previous.trend[2]).toMatchObject({ key: '2026-09', gave: 1, received: 1 });
  });
});

describe('fairness', () => {
  it('names a manager’s own team members who went unrecognised', async () => {
    const res = await ask('fairness', { kind: 'team' });
    expect(res.status).toBe(200);
    expect(res.body.unsuppressed).toBe(true);
    const [d30, d60, d90] = res.body.current.unrecognised;
    // Last received: a1 9 Oct, a2 5 Oct, a3 6 Oct, a4 15 Sep, a5 never.
    expect(d30).toMatchObject({ days: 30, members: 5, count: 2 });
    expect(d30.names.map((n: { memberId: number }) => n.memberId).sort()).toEqual([f.a[3], f.a[4]].sort());
    expect(d30.names.find((n: { memberId: number }) => n.memberId === f.a[3]).lastRecognisedAt).toBe(
      '2026-09-15T10:00:00.000Z',
    );
    expect(d60).toMatchObject({ count: 1 });
    expect(d90).toMatchObject({ count: 1 });
    // Recipients a1 (3), a2 (1), a3 (1): the top 10 % (one recipient) had 3 of 5.
    expect(res.body.current.concentration).toMatchObject({
      recipients: 3,
      recognitions: 5,
      topTenPercentShare: 0.6,
    });
    const cell = (from: string, to: string) =>
      res.body.current.matrix.cells.find((c: { from: string; to: string }) => c.from === from && c.to === to);
    expect(cell(divA, divA)).toMatchObject({ count: 4 });
    expect(cell(divB, divA)).toMatchObject({ count: 1 });
    expect(cell(divA, divB)).toMatchObject({ count: 1 });
  });

  it('shows counts, not names, for a division, and withholds small groups', async () => {
    const res = await ask('fairness', { kind: 'division', code: divA });
    const [d30, d60, d90] = res.body.current.unrecognised;
    // QXA adds the boss, never recognised. Read from the day roll-ups (a whole division).
    expect(d30).toMatchObject({ members: 6, count: 3, names: [] });
    // a4 (15 Sep) is inside 60 days of 31 Oct: the boss and a5.
    expect(d60).toMatchObject({ members: 6, count: 2 });
    expect(d90).toMatchObject({ members: 6, count: 2 });
    // Three recipients are fewer than five.
    expect(res.body.current.concentration).toMatchObject({ recipients: null, suppressed: true });
    const beta = res.body.current.matrix.cells.find((c: { from: string }) => c.from === divB);
    expect(beta).toMatchObject({ count: null, suppressed: true });
  });
});

describe('values', () => {
  it('counts each value by the recipient’s division', async () => {
    const res = await ask('values', { kind: 'division', code: divA });
    // Received in QXA: Teamwork (a2, a3, a1 from boss) 3, Integrity (a1 from a2 and b1) 2.
    expect(res.body.current.totals).toEqual([
      { value: 'Integrity', count: 2, suppressed: false },
      { value: 'Teamwork', count: 3, suppressed: false },
    ]);
    expect(res.body.previous.totals).toEqual([{ value: 'Teamwork', count: 1, suppressed: false }]);
    const team = await ask('values', { kind: 'team' });
    expect(team.body.current.totals).toEqual(res.body.current.totals);
  });
});

describe('points', () => {
  it('reports budgets, Pay It Forward, shop redemption and liability at the period’s end', async () => {
    const res = await ask('points', { kind: 'team' });
    expect(res.status).toBe(200);
    const { current } = res.body;
    // The boss: 1000 allocated, 100 given; November's 500 is not October's.
    expect(current.byManager).toEqual([
      expect.objectContaining({
        key: String(f.boss),
        allocated: 1000,
        given: 100,
        unspent: 900,
        expiring: 0,
      }),
    ]);
    // a2 was granted 200 Pay It Forward points and gave 25.
    expect(current.payItForward).toMatchObject({ granted: 200, given: 25, givers: 1 });
    // a1 ordered 30 and 20, the 20 refunded.
    expect(current.shop).toMatchObject({ orders: 2, pointsRedeemed: 30, pointsRefunded: 20, redeemers: 1 });
    // a1 holds 100 + 25 - 30 - 20 + 20 = 95.
    expect(current.liability.points).toBe(95);
    // The cluster has no card payment of its own: the shop's currency and rate apply.
    const { SHOP_CURRENCY, SHOP_CURRENCY_SYMBOL, SHOP_CURRENCY_RATE_MONEY } = t.ctx.config;
    expect(current.liability.money).toEqual([
      {
        currency: SHOP_CURRENCY,
        currencySymbol: SHOP_CURRENCY_SYMBOL,
        amount: Math.round(95 * SHOP_CURRENCY_RATE_MONEY * 100) / 100,
      },
    ]);
  });

  it('shows a manager only their own budget row in their division', async () => {
    const res = await ask('points', { kind: 'division', code: divA });
    expect(res.body.current.byManager.map((r: { key: string }) => r.key)).toEqual([String(f.boss)]);
    // One manager is fewer than five: the division's budget sums are withheld.
    expect(res.body.current.totals).toMatchObject({ allocated: null, suppressed: true });
  });
});

describe('nominations', () => {
  it('counts submissions, reviews, time to review and ratings', async () => {
    const res = await ask('nominations', { kind: 'division', code: divA });
    // Five nominees; two reviewed after 24 and 48 hours, rated 4 and 2.
    expect(res.body.current).toMatchObject({
      submitted: 5,
      reviewed: 2,
      meanHoursToReview: 36,
      averageRating: 3,
    });
    expect(res.body.current.ratings).toContainEqual({ rating: 4, count: 1 });
  });
});

describe('roles and scope', () => {
  it('refuses a manager another division, a cluster or the company', async () => {
    expect((await ask('participation', { kind: 'division', code: divB })).status).toBe(403);
    expect((await ask('fairness', { kind: 'cluster', code: cluster })).status).toBe(403);
    expect((await ask('points', { kind: 'company' })).status).toBe(403);
  });
  it('refuses a member who is not a manager or report user', async () => {
    const member = await t.database.db
      .selectFrom('members')
      .select('memberNumber')
      .where('id', '=', f.a[0]!)
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.database, member.memberNumber);
    expect((await ask('values', { kind: 'team' }, token)).status).toBe(403);
  });
  it('answers an unknown division with a 400', async () => {
    const res = await ask('values', { kind: 'division', code: 'NOPE' }, t.admin);
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty(['scope.code']);
  });
  it('offers a manager their team and own division', async () => {
    const res = await t.post('/api/insights/scopes', {}, bossToken);
    expect(res.body).toMatchObject({
      defaultScope: { kind: 'team' },
      team: true,
      company: false,
      clusters: [],
    });
    expect(res.body.divisions.map((d: { code: string }) => d.code)).toEqual([divA]);
  });
});

describe('csv', () => {
  it('streams a section with withheld figures marked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/insights/csv',
      payload: { period: OCT, scope: { kind: 'cluster', code: cluster }, section: 'participation' },
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toContain('"fewer than 5"');
    expect(res.body).toMatch(/"overall","gave","5","1"/);
  });
});

describe('a cluster without divisions', () => {
  it('answers every section with nothing in it', async () => {
    await t.database.db.insertInto('clusters').values({ code: 'QEMPTY', name: 'Empty' }).execute();
    for (const section of ['participation', 'fairness', 'values', 'points', 'nominations']) {
      const res = await ask(section, { kind: 'cluster', code: 'QEMPTY' }, t.admin);
      expect(res.status, section).toBe(200);
    }
    const res = await ask('participation', { kind: 'cluster', code: 'QEMPTY' }, t.admin);
    expect(res.body.current.byDivision).toEqual([]);
    expect(res.body.current.byManager).toEqual([]);
  });
});
