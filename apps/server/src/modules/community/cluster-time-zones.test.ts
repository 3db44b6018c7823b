import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createMember } from '../../../test/factories.js';
import { createSession } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';
import { auditLedger } from '../../ledger/index.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { updateProgrammeSettings } from '../../settings/service.js';
import { birthdayAwardsJob } from './birthday-awards.js';

/**
 * Clusters are countries: a member's birthday, work anniversary and birthday award hour follow
 * their cluster's time zone (Asia/Dubai for the UAE, Europe/London for the UK), or the
 * programme's when the cluster has none.
 */
let now = new Date('2026-06-15T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(async () => {
  expect((await auditLedger(t.database.db)).problems).toEqual([]);
  await t.close();
});

/** A registered member of a division (RET-AE: Gulf Retail, UAE; FIN-GB: Finance, UK). */
const member = (divisionCode: string, dd: string, mm: string, more: { hireDate?: string } = {}) =>
  createMember(t.database, {
    divisionCode,
    dobDd: dd,
    dobMm: mm,
    registeredAt: '2020-01-01T00:00:00Z',
    dobGivenAt: '2020-01-01T00:00:00Z',
    ...more,
  });

/** A session opened at the fixed clock's time. */
async function session(memberId: number) {
  const token = newSessionToken();
  await createSession(t.database.db, memberId, token, now, 12);
  return token;
}

const celebrated = async (viewer: number) => {
  const res = await t.post('/api/site/getcelebrations', {}, await session(viewer));
  expect(res.status).toBe(200);
  return (res.body.report as Array<{ what: string; memberId: string; years: number }>).map(
    (r) => `${r.what} ${r.memberId.replace(/^0\./, '')}${r.what === 'ANNIV' ? ` ${r.years}` : ''}`,
  );
};

const birthdayTransfers = (memberId: number) =>
  t.database.db
    .selectFrom('ledgerTransfers as x')
    .innerJoin('ledgerAccounts as a', 'a.id', 'x.toAccountId')
    .select(['x.idempotencyKey', 'x.createdAt'])
    .where('a.memberId', '=', memberId)
    .where('x.type', '=', 'BDAY')
    .execute();

const setClusterZone = (code: string, timeZone: string) =>
  t.database.db.updateTable('clusters').set({ timeZone }).where('code', '=', code).execute();

describe('clusters in their own time zones', () => {
  it('a member in the UAE cluster sees Dubai dates, and a birthday award at the configured hour there', async () => {
    now = new Date('2026-06-15T12:00:00Z');
    const dubai = await member('RET-AE', '16', '06');
    const london = await member('FIN-GB', '16', '06');
    const token = await session(dubai);
    const me = await t.post('/api/member/getmemberdata', {}, token);
    expect(me.body.memberData).toMatchObject({ clusterCode: 'AE', clusterTimeZone: 'Asia/Dubai' });
    expect(me.body.memberData.clusterLanguage).toBe('ar');

    // 03:30 UTC on 16 June: 07:30 in Dubai, 04:30 in London; the award hour is 08:00.
    await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2026-06-16T03:30:00Z'));
    expect(await birthdayTransfers(dubai)).toEqual([]);
    // 04:05 UTC is 08:05 in Dubai: the Dubai member is paid; in London it is 05:05, too early.
    const run = await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2026-06-16T04:05:00Z'));
    expect(run.summary).toContain('2026-06-16');
    expect(await birthdayTransfers(dubai)).toEqual([
      { idempotencyKey: `bday:${dubai}:2026`, createdAt: '2026-06-16T04:05:00.000Z' },
    ]);
    expect(await birthdayTransfers(london)).toEqual([]);
    // 07:05 UTC is 08:05 in London (summer time).
    await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2026-06-16T07:05:00Z'));
    expect(await birthdayTransfers(london)).toHaveLength(1);
    expect(await birthdayTransfers(dubai)).toHaveLength(1);

    // The statement shows the award's time in Dubai's time zone.
    now = new Date('2026-06-16T12:00:00Z');
    const statement = await t.post('/api/report/statement', { limit: 100 }, await session(dubai));
    expect(statement.status).toBe(200);
    expect(statement.body.timeZone).toBe('Asia/Dubai');
    expect(statement.body.report[0]).toMatchObject({
      transDate: '2026-06-16T04:05:00.000Z',
      pointsValue: 100,
    });
    const ukStatement = await t.post('/api/report/statement', { limit: 100 }, await session(london));
    expect(ukStatement.body.timeZone).toBe('Europe/London');
  });

  it('celebrates a Dubai birthday from midnight in Dubai, while it is still the day before in London', async () => {
    const dubai = await member('RET-AE', '21', '06');
    const dubaiAnniversary = await member('RET-AE', '01', '01', { hireDate: '2019-06-21' });
    const london = await member('FIN-GB', '21', '06');
    const londonToday = await member('FIN-GB', '20', '06');
    const viewer = await member('FIN-GB', '01', '02');
    // 21:30 UTC on 20 June: 22:30 on 20 June in London, 01:30 on 21 June in Dubai.
    now = new Date('2026-06-20T21:30:00Z');
    for (const viewerId of [viewer, dubai]) {
      const rows = await celebrated(viewerId);
      expect(rows).toContain(`BDAY ${dubai}`);
      expect(rows).toContain(`ANNIV ${dubaiAnniversary} 7`);
      expect(rows).toContain(`BDAY ${londonToday}`);
      expect(rows).not.toContain(`BDAY ${london}`);
    }
    // 23:30 UTC: 21 June in London too; Dubai is still on 21 June.
    now = new Date('2026-06-20T23:30:00Z');
    const later = await celebrated(viewer);
    expect(later).toEqual(expect.arrayContaining([`BDAY ${dubai}`, `BDAY ${london}`]));
    expect(later).not.toContain(`BDAY ${londonToday}`);
    // 20:30 UTC on 21 June: 00:30 on 22 June in Dubai, still 21 June in London.
    now = new Date('2026-06-21T20:30:00Z');
    const next = await celebrated(viewer);
    expect(next).toContain(`BDAY ${london}`);
    expect(next).not.toContain(`BDAY ${dubai}`);
  });

  it('a cluster without a time zone follows the programme’s, and a change reaches Home and the celebrations at once', async () => {
    const dubai = await member('RET-AE', '25', '06');
    now = new Date('2026-06-24T21:00:00Z'); // 25 June in Dubai, 24 June in London
    const token = await session(dubai);
    const home = async () => (await t.post('/api/member/getmemberdata', {}, token)).body;
    expect((await home()).memberData.clusterTimeZone).toBe('Asia/Dubai');
    expect(await celebrated(dubai)).toContain(`BDAY ${dubai}`);
    await setClusterZone('AE', '');
    try {
      // Home's kept copy of the member and the kept cluster calendars are dropped by the change.
      expect((await home()).memberData.clusterTimeZone).toBe('Europe/London');
      expect(await celebrated(dubai)).not.toContain(`BDAY ${dubai}`);
      await t.database.db
        .transaction()
        .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { timeZone: 'Asia/Tokyo' }));
      expect((await home()).memberData.clusterTimeZone).toBe('Asia/Tokyo');
      expect(await celebrated(dubai)).toContain(`BDAY ${dubai}`);
      // A time zone the runtime does not know counts as none.
      await setClusterZone('AE', 'Mars/Olympus_Mons');
      expect((await home()).memberData.clusterTimeZone).toBe('Asia/Tokyo');
    } finally {
      await setClusterZone('AE', 'Asia/Dubai');
      await t.database.db
        .transaction()
        .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { timeZone: 'Europe/London' }));
    }
    expect((await home()).memberData.clusterTimeZone).toBe('Asia/Dubai');
  });

  it('runs the birthday job every hour some cluster has reached the award hour, named by the UTC hour', async () => {
    // 03:59 UTC on 10 January is before 08:00 everywhere (07:59 in Dubai).
    expect(await birthdayAwardsJob.periodFor(t.ctx, new Date('2026-01-10T03:59:00Z'))).toBeNull();
    expect(await birthdayAwardsJob.periodFor(t.ctx, new Date('2026-01-10T04:00:00Z'))).toBe('2026-01-10T04');
    expect(await birthdayAwardsJob.periodFor(t.ctx, new Date('2026-01-10T19:59:00Z'))).toBe('2026-01-10T19');
  });
});
