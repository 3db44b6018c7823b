import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProgrammeSettings } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createMember } from '../../../test/factories.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { auditLedger } from '../../ledger/index.js';
import { updateProgrammeSettings } from '../../settings/service.js';
import { createSession } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';
import { awardBirthdaysNow, birthdayAwardsJob } from './birthday-awards.js';

let t: TestApp;
let clockNow = new Date('2026-06-15T09:00:00Z');
let salesField: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => clockNow } });
  const division = (name: string) =>
    t.database.db.selectFrom('divisions').select('code').where('name', '=', name).executeTakeFirstOrThrow();
  salesField = (await division('Sales-Field')).code;
  finance = (await division('Finance')).code;
});
afterAll(async () => {
  expect((await auditLedger(t.database.db)).problems).toEqual([]);
  await t.close();
});

const settings = (patch: Partial<TProgrammeSettings>) =>
  t.database.db.transaction().execute((trx) => updateProgrammeSettings(trx, t.ctx.config, patch));

/** A registered member (long ago, birthday long given) with this birthday, in Finance unless told. */
const member = (dd: string, mm: string, extra: Parameters<typeof createMember>[1] = {}) =>
  createMember(t.database, {
    dobDd: dd,
    dobMm: mm,
    divisionCode: finance,
    registeredAt: '2020-01-01T00:00:00Z',
    dobGivenAt: '2020-01-01T00:00:00Z',
    ...extra,
  });

async function awards(memberId: number) {
  const transfers = await t.database.db
    .selectFrom('ledgerTransfers as t')
    .innerJoin('ledgerAccounts as a', 'a.id', 't.toAccountId')
    .select(['t.amount', 't.type', 't.idempotencyKey'])
    .where('a.memberId', '=', memberId)
    .where('t.type', '=', 'BDAY')
    .execute();
  const cards = await t.database.db
    .selectFrom('outboxMessages')
    .select(['subject', 'bodyText', 'recipient'])
    .where('refType', '=', 'birthday')
    .where('refId', 'like', `bday:${memberId}:%`)
    .execute();
  return { transfers, cards };
}

describe('birthday awards', () => {
  it('pay the award from funding and send a birthday card, once per member per year across repeated and concurrent runs', async () => {
    const id = await member('15', '06');
    const day = (h: number) => new Date(`2026-06-15T${String(h).padStart(2, '0')}:05:00Z`);
    const outcomes = await Promise.all([
      ...[8, 8, 8, 9, 10, 11].map((h) => runJobOnce(t.ctx, birthdayAwardsJob, day(h))),
      ...[12, 12, 13].map((h) => awardBirthdaysNow(t.ctx, day(h))),
    ]);
    expect(outcomes.length).toBe(9);
    // 08:05 UTC is 09:05 in London (summer time): due; three racing for the same hour claim it once.
    const again = await runJobOnce(t.ctx, birthdayAwardsJob, day(8));
    expect(again.summary).toBe('already run');
    await awardBirthdaysNow(t.ctx, day(20));
    const { transfers, cards } = await awards(id);
    expect(transfers).toEqual([{ amount: 100, type: 'BDAY', idempotencyKey: `bday:${id}:2026` }]);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.subject).toContain('Happy Birthday');
    expect(cards[0]!.bodyText).toContain('100');
    expect(cards[0]!.bodyText).toContain('/statement');
    const rows = await t.database.db
      .selectFrom('birthdayAwards')
      .selectAll()
      .where('memberId', '=', id)
      .execute();
    expect(rows).toEqual([expect.objectContaining({ year: 2026, points: 100 })]);
    // Next year pays again, once.
    await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2027-06-15T10:00:00Z'));
    await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2027-06-15T11:00:00Z'));
    expect((await awards(id)).transfers.map((r) => r.idempotencyKey)).toEqual([
      `bday:${id}:2026`,
      `bday:${id}:2027`,
    ]);
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  });

  it('wait for the configured hour in the programme’s time zone for a cluster without one of its own', async () => {
    // The UK cluster (Finance's) follows the programme's time zone while it has none.
    await t.database.db.updateTable('clusters').set({ timeZone: '' }).where('code', '=', 'GB').execute();
    await settings({ birthdayAwardHour: 6, timeZone: 'Pacific/Auckland' });
    try {
      // 18:30 UTC on 10 January is 07:30 on 11 January in Auckland.
      const id = await member('11', '01');
      await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2026-01-10T16:30:00Z'));
      expect((await awards(id)).transfers).toEqual([]);
      await runJobOnce(t.ctx, birthdayAwardsJob, new Date('2026-01-10T18:30:00Z'));
      expect((await awards(id)).transfers).toHaveLength(1);
    } finally {
      await settings({ birthdayAwardHour: 8, timeZone: 'Europe/London' });
      await t.database.db
        .updateTable('clusters')
        .set({ timeZone: 'Europe/London' })
        .where('code', '=', 'GB')
        .execute();
    }
  });

  it('skip Sales-Field staff (the excluded divisions are a setting), the unregistered and leavers', async () => {
    const sales = await member('16', '06', { divisionCode: salesField });
    const unregistered = await member('16', '06', { registeredAt: null });
    const leaver = await member('16', '06', { employmentStatus: 'leaver' });
    const run = await awardBirthdaysNow(t.ctx, new Date('2026-06-16T10:00:00Z'));
    expect(run.excluded).toBeGreaterThanOrEqual(1);
    for (const id of [sales, unregistered, leaver]) expect((await awards(id)).transfers).toEqual([]);
    await settings({ birthdayExcludedDivisions: ['Finance'] });
    try {
      const financeMember = await member('17', '06');
      const salesMember = await member('17', '06', { divisionCode: salesField });
      await awardBirthdaysNow(t.ctx, new Date('2026-06-17T10:00:00Z'));
      expect((await awards(financeMember)).transfers).toEqual([]);
      expect((await awards(salesMember)).transfers).toHaveLength(1);
    } finally {
      await settings({ birthdayExcludedDivisions: ['Sales-Field'] });
    }
  });

  it('start next year for a member whose birthday had passed when they registered or first gave it', async () => {
    const lateJoiner = await member('18', '06', {
      registeredAt: '2026-07-01T09:00:00Z',
      dobGivenAt: '2026-07-01T09:00:00Z',
    });
    const lateBirthday = await member('18', '06', { dobGivenAt: '2026-06-19T09:00:00Z' });
    const sameDay = await member('18', '06', { registeredAt: '2026-06-18T07:00:00Z' });
    // An operator re-running a missed day after these people joined.
    const run = await awardBirthdaysNow(t.ctx, new Date('2026-06-18T12:00:00Z'));
    expect(run.notYetEligible).toBeGreaterThanOrEqual(2);
    expect((await awards(lateJoiner)).transfers).toEqual([]);
    expect((await awards(lateBirthday)).transfers).toEqual([]);
    expect((await awards(sameDay)).transfers).toHaveLength(1);
    await awardBirthdaysNow(t.ctx, new Date('2027-06-18T12:00:00Z'));
    expect((await awards(lateJoiner)).transfers).toHaveLength(1);
    expect((await awards(lateBirthday)).transfers).toHaveLength(1);
  });

  it('record when the birthday was first given through the profile', async () => {
    const id = await member('', '', { dobGivenAt: null, registeredAt: '2026-01-01T00:00:00Z' });
    const token = newSessionToken();
    clockNow = new Date('2026-06-20T10:00:00Z');
    await createSession(t.database.db, id, token, clockNow, 12);
    const save = (dOBdd: string, dOBmm: string) =>
      t.post(
        '/api/member/memberupdate',
        {
          interest1: false,
          firstname: 'Test',
          cellNum: '+447700900000',
          dOBdd,
          dOBmm,
          interestOtherDesc: '',
          otherInfo: '',
        },
        token,
      );
    expect((await save('19', '06')).status).toBe(200);
    const given = async () =>
      (
        await t.database.db
          .selectFrom('members')
          .select('dobGivenAt')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).dobGivenAt;
    expect(await given()).toBe('2026-06-20T10:00:00.000Z');
    clockNow = new Date('2026-06-20T10:30:00Z');
    expect((await save('25', '06')).status).toBe(200);
    expect(await given()).toBe('2026-06-20T10:00:00.000Z');
    // 19 June had passed when it was given: nothing this year even if the job is re-run for that day.
    await awardBirthdaysNow(t.ctx, new Date('2026-06-19T12:00:00Z'));
    expect((await awards(id)).transfers).toEqual([]);
    await awardBirthdaysNow(t.ctx, new Date('2026-06-25T12:00:00Z'));
    expect((await awards(id)).transfers).toHaveLength(1);
  });

  it('celebrate 29 February on 28 February in common years, and pay the configured amount', async () => {
    const id = await member('29', '02');
    await settings({ birthdayAwardPoints: 250 });
    try {
      await awardBirthdaysNow(t.ctx, new Date('2027-02-28T12:00:00Z'));
    } finally {
      await settings({ birthdayAwardPoints: 100 });
    }
    expect((await awards(id)).transfers).toEqual([
      expect.objectContaining({ amount: 250, idempotencyKey: `bday:${id}:2027` }),
    ]);
  });
});
