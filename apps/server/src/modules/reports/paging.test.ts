import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { fund } from '../../../test/factories.js';
import { sessionFor } from '../../../test/personas.js';
import { newMember, type TestMember } from '../../../test/support/recognition.js';

/** Paged reports: keyset cursors, counts over the whole month, and the streamed CSV files. */
let t: TestApp;
let me: TestMember;
let other: TestMember;
let manager: TestMember;
let reports: string;
let member: string;
const MONTH = '2025-03';

/** Inserts recognitions straight into the table, so a month can hold exactly what a test needs. */
async function insertRecognitions(
  rows: Array<{ from: number; to: number; points: number; at: string; message?: string }>,
) {
  await t.database.db
    .insertInto('recognitions')
    .values(
      rows.map((r) => ({
        type: r.points ? 'PIF' : 'THX',
        fromMemberId: r.from,
        toMemberId: r.to,
        value: 'Integrity',
        message: r.message ?? 'Thank you',
        points: r.points,
        sendBy: 'email' as const,
        requestId: null,
        createdAt: r.at,
        messageHiddenAt: null,
        messageHiddenBy: null,
        messageHiddenReason: null,
      })),
    )
    .execute();
}

/** Follows nextCursor from the first page to the last. */
async function walk(path: string, body: object, token: string) {
  const pages: Array<{ report: unknown[]; nextCursor: string | null }> = [];
  let cursor: string | undefined;
  do {
    const res = await t.post(path, { ...body, cursor }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return { pages, rows: pages.flatMap((p) => p.report) };
}

/** CSV text as rows of cells (every cell is quoted). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));

beforeAll(async () => {
  t = await createTestApp();
  me = await newMember(t, { overrides: { divisionCode: 'HR-GB', firstname: 'Paige', surname: 'Turner' } });
  other = await newMember(t, { overrides: { divisionCode: 'FIN-GB', firstname: 'Otto', surname: 'Other' } });
  manager = await newMember(t, {
    overrides: { divisionCode: 'HR-GB', firstname: 'Mona', surname: 'Ager', isManager: 1 },
  });
  reports = await sessionFor(t.database, '100003');
  member = await sessionFor(t.database, '100001');
  // 7 sent (3 with points) and 5 received (2 with points) in March; two share one instant.
  const rows = [];
  for (let i = 0; i < 7; i++)
    rows.push({ from: me.id, to: other.id, points: i < 3 ? 50 : 0, at: `2025-03-1${i}T09:00:00.000Z` });
  for (let i = 0; i < 5; i++)
    rows.push({ from: other.id, to: me.id, points: i < 2 ? 30 : 0, at: `2025-03-1${i}T10:00:00.000Z` });
  rows.push({ from: other.id, to: me.id, points: 0, at: '2025-03-15T10:00:00.000Z', message: '=SUM(A1)' });
  // Just after midnight on 1 April in London (BST), still 31 March in UTC: April's.
  rows.push({ from: me.id, to: other.id, points: 0, at: '2025-03-31T23:30:00.000Z', message: 'late' });
  await insertRecognitions(rows);
});
afterAll(async () => {
  await t.close();
});

describe('myrecognitions paging', () => {
  it('pages newest first with a cursor; the pages join into the whole month, each row once', async () => {
    const whole = await t.post('/api/report/myrecognitions', { selMonth: MONTH, limit: 200 }, me.token);
    expect(whole.body.report).toHaveLength(13);
    expect(whole.body.nextCursor).toBeNull();
    const { pages, rows } = await walk('/api/report/myrecognitions', { selMonth: MONTH, limit: 5 }, me.token);
    expect(pages.map((p) => p.report.length)).toEqual([5, 5, 3]);
    expect(rows).toEqual(whole.body.report);
    const dates = rows.map((r) => (r as { date: string }).date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('counts the whole month in SQL whatever the page size', async () => {
    const res = await t.post('/api/report/myrecognitions', { selMonth: MONTH, limit: 1 }, me.token);
    expect(res.body.report).toHaveLength(1);
    expect(res.body).toMatchObject({ msgCountFrom: 4, rewardCountFrom: 3, msgCountTo: 4, rewardCountTo: 2 });
  });

  it('reads a month’s counts from the period roll-ups, and counts them when the roll-ups are not built', async () => {
    const counts = async (selMonth = MONTH) => {
      const res = await t.post('/api/report/myrecognitions', { selMonth, limit: 1 }, me.token);
      const { msgCountFrom, rewardCountFrom, msgCountTo, rewardCountTo } = res.body;
      return { msgCountFrom, rewardCountFrom, msgCountTo, rewardCountTo };
    };
    const expected = { msgCountFrom: 4, rewardCountFrom: 3, msgCountTo: 4, rewardCountTo: 2 };
    const mine = (db = t.database.db) =>
      db.updateTable('insightsMemberPeriods').where('memberId', '=', me.id).where('period', '=', MONTH);
    // The roll-up row answers: a changed row changes the count of messages (rewards are counted).
    await mine()
      .set((eb) => ({ sent: eb('sent', '+', 10) }))
      .execute();
    expect(await counts()).toEqual({ ...expected, msgCountFrom: 14 });
    await mine()
      .set((eb) => ({ sent: eb('sent', '-', 10) }))
      .execute();
    expect(await counts()).toEqual(expected);
    expect(await counts('2025-04')).toEqual({
      msgCountFrom: 1,
      rewardCountFrom: 0,
      msgCountTo: 0,
      rewardCountTo: 0,
    });
    // Roll-ups built for another time zone (or not yet built) are not read: the month is counted.
    const zone = await t.database.db.selectFrom('insightsPeriodZone').selectAll().executeTakeFirstOrThrow();
    await t.database.db.updateTable('insightsPeriodZone').set({ timeZone: 'Asia/Tokyo' }).execute();
    try {
      await mine()
        .set((eb) => ({ sent: eb('sent', '+', 10) }))
        .execute();
      expect(await counts()).toEqual(expected);
      await mine()
        .set((eb) => ({ sent: eb('sent', '-', 10) }))
        .execute();
    } finally {
      await t.database.db.updateTable('insightsPeriodZone').set({ timeZone: zone.timeZone }).execute();
    }
  });

  it('gives one tab at a time', async () => {
    const sent = await walk(
      '/api/report/myrecognitions',
      { selMonth: MONTH, direction: 'sent', limit: 3 },
      me.token,
    );
    expect(sent.rows).toHaveLength(7);
    expect(sent.rows.every((r) => (r as { isFrom: boolean }).isFrom)).toBe(true);
    const got = await t.post(
      '/api/report/myrecognitions',
      { selMonth: MONTH, direction: 'received' },
      me.token,
    );
    expect(got.body.report).toHaveLength(6);
  });

  it('groups by the company’s time zone: 23:30 UTC on 31 March is April in London', async () => {
    const april = await t.post('/api/report/myrecognitions', { selMonth: '2025-04' }, me.token);
    expect(april.body.report.map((r: { message: string }) => r.message)).toEqual(['late']);
    expect(april.body.timeZone).toBe('Europe/London');
    const csv = await t.post('/api/report/myrecognitionscsv', { selMonth: '2025-04' }, me.token);
    expect(csvRows(csv.body)[1]?.[1]).toBe('1/04/25');
  });

  it('refuses a made-up cursor or page size with a 400', async () => {
    for (const cursor of ['not json', 'eyJ4IjoxfQ', '!!']) {
      const res = await t.post('/api/report/myrecognitions', { selMonth: MONTH, cursor }, me.token);
      expect(res.status).toBe(400);
      expect(res.body.formErrors.cursor).toBeTruthy();
    }
    const big = await t.post('/api/report/myrecognitions', { selMonth: MONTH, limit: 5000 }, me.token);
    expect(big.status).toBe(400);
  });

  it('streams every row of a tab as report.csv', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/report/myrecognitionscsv',
      payload: { selMonth: MONTH, direction: 'received' },
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.csv"');
    expect(res.body.startsWith('\uFEFF"Type","Date","To or From"')).toBe(true);
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual([
      'Simply Say',
      '15/03/25',
      'Otto Other',
      other.memberNumber,
      '0',
      'Integrity',
      "'=SUM(A1)",
    ]);
  });
});

describe('management report paging', () => {
  it('pages through the division’s month without repeats, and the CSV holds every row', async () => {
    const body = { selMonth: MONTH, isAll: false };
    const whole = await t.post('/api/report/reportmanagement', { ...body, limit: 500 }, manager.token);
    expect(whole.body.report.length).toBeGreaterThanOrEqual(13);
    const { rows } = await walk('/api/report/reportmanagement', { ...body, limit: 4 }, manager.token);
    expect(rows).toEqual(whole.body.report);
    const csv = await t.post('/api/report/reportmanagementcsv', body, manager.token);
    expect(csv.status).toBe(200);
    const lines = csvRows(csv.body);
    expect(lines).toHaveLength(whole.body.report.length + 1);
    expect(lines[0]?.[0]).toBe('Type');
    expect(lines[1]?.[1]).toBe('16 Mar 2025 09:00');
    // Shown in the company's zone, in the month it is filed under.
    const april = await t.post('/api/report/reportmanagementcsv', { selMonth: '2025-04' }, manager.token);
    expect(csvRows(april.body).find((r) => r[10] === 'late')?.[1]).toBe('1 Apr 2025 00:30');
  });

  it('streams only to managers', async () => {
    const res = await t.post('/api/report/reportmanagementcsv', { selMonth: MONTH }, member);
    expect(res.status).toBe(403);
    expect((await t.post('/api/report/reportmanagementcsv', { selMonth: MONTH })).status).toBe(401);
  });
});

describe('manager balances paging', () => {
  it('pages by name; the pages join into the whole list and the CSV holds every manager', async () => {
    const whole = await t.post('/api/report/managerbalances', { limit: 500 }, reports);
    const { rows, pages } = await walk('/api/report/managerbalances', { limit: 3 }, reports);
    expect(pages.length).toBeGreaterThan(1);
    expect(rows).toEqual(whole.body.report);
    const csv = await t.post('/api/report/managerbalancescsv', {}, reports);
    expect(csvRows(csv.body)).toHaveLength(whole.body.report.length + 1);
    expect((await t.post('/api/report/managerbalancescsv', {}, member)).status).toBe(403);
  });
});

describe('statement paging', () => {
  it('pages a statement newest first; the pages join into the whole statement', async () => {
    for (let i = 1; i <= 7; i++) await fund(t.database, me.id, 'redeem', i);
    const whole = await t.post('/api/report/statement', { limit: 500 }, me.token);
    expect(whole.body.report.map((r: { pointsValue: number }) => r.pointsValue)).toEqual([
      7, 6, 5, 4, 3, 2, 1,
    ]);
    const { rows, pages } = await walk('/api/report/statement', { limit: 3 }, me.token);
    expect(pages).toHaveLength(3);
    expect(rows).toEqual(whole.body.report);
  });
});

describe('quarterly awards paging', () => {
  it('pages oldest first with serial numbers running on, and the CSV holds every row', async () => {
    const body = {
      selMonthFrom: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 7),
      selMonthTo: new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 7),
    };
    const whole = await t.post('/api/report/quarterlyawards', { ...body, limit: 500 }, reports);
    const count = whole.body.report.length;
    expect(count).toBeGreaterThanOrEqual(5);
    const { rows, pages } = await walk('/api/report/quarterlyawards', { ...body, limit: 2 }, reports);
    expect(pages).toHaveLength(Math.ceil(count / 2));
    expect(rows).toEqual(whole.body.report);
    expect(rows.map((r) => (r as { nomSerialNum: number }).nomSerialNum)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
    const csv = await t.post('/api/report/quarterlyawardscsv', body, reports);
    const lines = csvRows(csv.body);
    expect(lines).toHaveLength(count + 1);
    expect(lines[count]?.[0]).toBe(String(count));
    expect((await t.post('/api/report/quarterlyawardscsv', body, member)).status).toBe(403);
    const backwards = await t.post(
      '/api/report/quarterlyawardscsv',
      { selMonthFrom: '2026-05', selMonthTo: '2026-04' },
      reports,
    );
    expect(backwards.status).toBe(400);
  });
});
