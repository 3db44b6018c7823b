import { describe, expect, it } from 'vitest';
import { memberBalances } from '../../../ledger/index.js';
import { runJobOnce } from '../../../scheduling/scheduler.js';
import { updateProgrammeSettings } from '../../../settings/service.js';
import { pifTopupJob, runPifTopup } from './pif-topup.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { memberIdOf } from '../../../../test/factories.js';

const t = appPerFile({ auditLedger: true });

const idOf = (n: string) => memberIdOf(t.database, n);

describe('budgets', () => {
  it('funds a manager’s budget from the funding account once per request id, and records it', async () => {
    const marcus = await idOf('100002');
    const before = (await memberBalances(t.database.db, marcus)).recognise;
    const fundingBefore = (await t.post('/api/admin/fundingstatement', {}, t.admin)).body.balance;
    const body = { memberNumber: '100002', points: 5000, note: 'Q3 budget', requestId: 'fund-1' };
    const res = await t.post('/api/admin/fundbudget', body, t.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ memberNumber: '100002', name: expect.any(String), budget: before + 5000 });
    expect((await t.post('/api/admin/fundbudget', body, t.admin)).status).toBe(200);
    expect((await memberBalances(t.database.db, marcus)).recognise).toBe(before + 5000);
    const funding = (await t.post('/api/admin/fundingstatement', {}, t.admin)).body;
    expect(funding.balance).toBe(fundingBefore - 5000);
    expect(funding.lines[0]).toMatchObject({
      type: 'BUDGET',
      description: 'Q3 budget',
      points: -5000,
      balance: fundingBefore - 5000,
    });
    const log = await t.post('/api/admin/auditlog', { action: 'budget.fund' }, t.admin);
    expect(log.body.total).toBe(1);
    expect(log.body.entries[0]).toMatchObject({
      target: expect.stringMatching(/^member 100002 /),
      before: { budget: before },
      after: { budget: before + 5000, points: 5000 },
    });
  });

  it('refuses members who are not managers, unknown numbers and bad amounts', async () => {
    const notManager = await t.post(
      '/api/admin/fundbudget',
      { memberNumber: '100001', points: 10, requestId: 'f2' },
      t.admin,
    );
    expect(notManager.status).toBe(400);
    expect(notManager.body.formErrors.memberNumber).toBe('Not a manager');
    expect(
      (
        await t.post(
          '/api/admin/fundbudget',
          { memberNumber: '999999', points: 10, requestId: 'f3' },
          t.admin,
        )
      ).status,
    ).toBe(400);
    const bad = await t.post(
      '/api/admin/fundbudget',
      { memberNumber: '100002', points: 0.5, requestId: 'f4' },
      t.admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.points).toBeTruthy();
  });

  it('funds many budgets from a CSV: preview first, nothing applied while a row is wrong, then all at once', async () => {
    const before2 = (await memberBalances(t.database.db, await idOf('100002'))).recognise;
    const before3 = (await memberBalances(t.database.db, await idOf('100003'))).recognise;
    const bad = 'member_number,points\n100002,100\n100001,50\n100003,abc\n';
    const preview = await t.post(
      '/api/admin/fundbudgets',
      { csv: bad, apply: true, requestId: 'csv-1' },
      t.admin,
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ errors: 2, applied: false, totalPoints: 100 });
    expect(preview.body.rows.map((r: { row: number; error: string }) => [r.row, r.error])).toEqual([
      [2, ''],
      [3, 'Not a manager'],
      [4, 'Points must be a whole number from 1 to 10,000,000'],
    ]);
    expect((await memberBalances(t.database.db, await idOf('100002'))).recognise).toBe(before2);
    const good = 'Member Number,Points\n100002,100\n100003,250\n';
    const applied = await t.post(
      '/api/admin/fundbudgets',
      { csv: good, apply: true, requestId: 'csv-2' },
      t.admin,
    );
    expect(applied.body).toMatchObject({ errors: 0, applied: true, totalPoints: 350 });
    await t.post('/api/admin/fundbudgets', { csv: good, apply: true, requestId: 'csv-2' }, t.admin);
    expect((await memberBalances(t.database.db, await idOf('100002'))).recognise).toBe(before2 + 100);
    expect((await memberBalances(t.database.db, await idOf('100003'))).recognise).toBe(before3 + 250);
    expect(
      (await t.post('/api/admin/fundbudgets', { csv: 'a,b\n1,2\n', requestId: 'csv-3' }, t.admin)).status,
    ).toBe(400);
  });

  it('pages the funding statement newest first, each page continuing the balance of the one before', async () => {
    for (const [i, points] of [100, 200, 300].entries()) {
      const body = { memberNumber: '100002', points, note: `Top-up ${i}`, requestId: `page-${i}` };
      expect((await t.post('/api/admin/fundbudget', body, t.admin)).status).toBe(200);
    }
    const whole = (await t.post('/api/admin/fundingstatement', { limit: 500 }, t.admin)).body;
    const pages = [];
    let cursor: string | undefined;
    // Three pages of two, then the rest in big pages: the demo company has a long history.
    for (let n = 0; n < 3 || (cursor && pages.length < 1000); n++) {
      const limit = n < 3 ? 2 : 500;
      const res = await t.post(
        '/api/admin/fundingstatement',
        { limit, ...(cursor ? { cursor } : {}) },
        t.admin,
      );
      expect(res.status).toBe(200);
      expect(res.body.lines.length).toBeLessThanOrEqual(limit);
      pages.push(...res.body.lines);
      cursor = res.body.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(pages.slice(0, 500)).toEqual(whole.lines);
    expect(pages.slice(0, 3).map((l: { points: number }) => l.points)).toEqual([-300, -200, -100]);
    // Every line's balance is the one below it plus what the line moved.
    for (let i = 1; i < pages.length; i++)
      expect(pages[i - 1].balance - pages[i - 1].points).toBe(pages[i].balance);
    const bad = await t.post('/api/admin/fundingstatement', { cursor: 'bm90LWEta2V5' }, t.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors).toHaveProperty('cursor');
  });

  it('exports the ledger for finance by month', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const res = await t.post('/api/admin/ledgerexport', { fromMonth: month, toMonth: month }, t.admin);
    expect(res.status).toBe(200);
    expect(res.body.rows.find((r: { description: string }) => r.description === 'Q3 budget')).toMatchObject({
      type: 'BUDGET',
      from: 'programme:funding',
      to: '100002:recognise',
      amount: 5000,
    });
    expect(
      (await t.post('/api/admin/ledgerexport', { fromMonth: '2026-05', toMonth: '2026-04' }, t.admin)).status,
    ).toBe(400);
  });
});

describe('Pay It Forward top-up', () => {
  it('tops up to the allowance once per member per month, however often it runs', async () => {
    const hannah = await idOf('100001');
    await t.database.db
      .transaction()
      .execute((trx) =>
        updateProgrammeSettings(trx, t.ctx.config, { pifMonthlyAllowance: 300, pifResetUnused: false }),
      );
    const now = new Date('2031-02-03T10:00:00Z');
    const first = await t.database.db.transaction().execute((trx) => runPifTopup(trx, t.ctx, '2031-02', now));
    expect(first.members).toBeGreaterThan(100);
    expect((await memberBalances(t.database.db, hannah)).pif).toBe(300);
    const again = await t.database.db.transaction().execute((trx) => runPifTopup(trx, t.ctx, '2031-02', now));
    expect(again).toEqual({ month: '2031-02', members: 0, points: 0, taken: 0 });
    // Across instances: the scheduler's claim lets one run do the month.
    const outcomes = await Promise.all([
      runJobOnce(t.ctx, pifTopupJob, new Date('2031-03-01T09:00:00Z')),
      runJobOnce(t.ctx, pifTopupJob, new Date('2031-03-01T09:00:00Z')),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.find((o) => o.ran)!.period).toBe('2031-03');
    expect((await memberBalances(t.database.db, hannah)).pif).toBe(300);
  });

  it('with reset, takes unused allowance back and grants the full allowance', async () => {
    const hannah = await idOf('100001');
    await t.database.db
      .transaction()
      .execute((trx) =>
        updateProgrammeSettings(trx, t.ctx.config, { pifMonthlyAllowance: 120, pifResetUnused: true }),
      );
    const s = await t.database.db
      .transaction()
      .execute((trx) => runPifTopup(trx, t.ctx, '2031-04', new Date('2031-04-01T00:00:00Z')));
    expect(s.taken).toBeGreaterThan(0);
    expect((await memberBalances(t.database.db, hannah)).pif).toBe(120);
    const res = await t.post('/api/admin/pifrun', {}, t.admin);
    expect(res.status).toBe(200);
    const log = await t.post('/api/admin/auditlog', { action: 'budget.pif' }, t.admin);
    expect(log.body.entries[0]).toMatchObject({
      action: 'budget.pif-topup',
      after: { month: res.body.month },
    });
  });
});
