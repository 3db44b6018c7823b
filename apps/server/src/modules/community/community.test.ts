import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createMember } from '../../../test/factories.js';
import { createSession } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';
import { updateProgrammeSettings } from '../../settings/service.js';

/** A movable fixed clock: celebrations are read for "today" in the company's time zone. */
let now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let hannahId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  hannahId = (
    await t.database.db
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', '100001')
      .executeTakeFirstOrThrow()
  ).id;
});

/** A session opened at the fixed clock's time, so moving the clock by years does not expire it. */
async function session() {
  const token = newSessionToken();
  await createSession(t.database.db, hannahId, token, now, 12);
  return token;
}
afterAll(() => t.close());

const celebrations = async () => {
  const res = await t.post('/api/site/getcelebrations', {}, await session());
  expect(res.status).toBe(200);
  return res.body.report as Array<{
    what: string;
    memberId: string;
    years: number;
    interest1: boolean;
    division: string;
  }>;
};
const rowOf = (report: Awaited<ReturnType<typeof celebrations>>, id: number) =>
  report.filter((r) => r.memberId === String(id) || r.memberId === `0.${id}`);

describe('Celebrate With Us', () => {
  it('lists today’s birthdays and anniversaries (one year and up) with years and division', async () => {
    now = new Date('2026-03-10T12:00:00Z');
    const bday = await createMember(t.database, {
      dobDd: '10',
      dobMm: '03',
      hireDate: '2025-06-01',
      interest1: 1,
    });
    const anniv = await createMember(t.database, { hireDate: '2019-03-10', dobDd: '11', dobMm: '03' });
    const newHire = await createMember(t.database, { hireDate: '2026-03-10' });
    const leaver = await createMember(t.database, { dobDd: '10', dobMm: '03', employmentStatus: 'leaver' });
    const report = await celebrations();
    expect(rowOf(report, bday)).toEqual([
      expect.objectContaining({ what: 'BDAY', memberId: String(bday), interest1: true, years: 0 }),
    ]);
    expect(rowOf(report, anniv)).toEqual([expect.objectContaining({ what: 'ANNIV', years: 7 })]);
    expect(rowOf(report, newHire)).toEqual([]);
    expect(rowOf(report, leaver)).toEqual([]);
    expect(report.every((r) => r.division !== '')).toBe(true);
    // The demo company has birthdays and anniversaries on every day of the year.
    expect(report.filter((r) => r.what === 'BDAY').length).toBeGreaterThanOrEqual(2);
    expect(report.filter((r) => r.what === 'ANNIV').length).toBeGreaterThanOrEqual(2);
  });

  it('flags a member who has not registered with the 0. prefix', async () => {
    const id = await createMember(t.database, { dobDd: '10', dobMm: '03', registeredAt: null });
    expect(rowOf(await celebrations(), id)[0]?.memberId).toBe(`0.${id}`);
  });

  it('celebrates 29 February on 28 February in common years, on 29 February in leap years', async () => {
    const leapling = await createMember(t.database, { dobDd: '29', dobMm: '02', hireDate: '2016-02-29' });
    now = new Date('2027-02-28T12:00:00Z');
    expect(
      rowOf(await celebrations(), leapling)
        .map((r) => r.what)
        .sort(),
    ).toEqual(['ANNIV', 'BDAY']);
    now = new Date('2028-02-28T12:00:00Z');
    expect(rowOf(await celebrations(), leapling)).toEqual([]);
    now = new Date('2028-02-29T12:00:00Z');
    expect(rowOf(await celebrations(), leapling)).toHaveLength(2);
  });

  it('uses the programme’s time zone for a cluster without one of its own', async () => {
    const id = await createMember(t.database, { dobDd: '11', dobMm: '03', divisionCode: 'FIN-GB' });
    now = new Date('2026-03-10T20:00:00Z'); // still 10 March in London, already 11 March in Auckland
    expect(rowOf(await celebrations(), id)).toEqual([]);
    const gbZone = (timeZone: string) =>
      t.database.db.updateTable('clusters').set({ timeZone }).where('code', '=', 'GB').execute();
    await t.database.db
      .transaction()
      .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { timeZone: 'Pacific/Auckland' }));
    try {
      // The UK cluster keeps London's calendar while it has a time zone of its own.
      expect(rowOf(await celebrations(), id)).toEqual([]);
      await gbZone('');
      expect(rowOf(await celebrations(), id)).toHaveLength(1);
    } finally {
      await gbZone('Europe/London');
      await t.database.db
        .transaction()
        .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { timeZone: 'Europe/London' }));
    }
  });
});

describe('Get To Know', () => {
  it('lists opted-in members with what they do, hobbies and dreams; never one who opted out', async () => {
    const inId = await createMember(t.database, {
      interest1: 1,
      interestOtherDesc: 'Pottery',
      otherInfo: 'Sail to Norway',
      jobTitle: 'Chemist',
    });
    const outId = await createMember(t.database, { interest1: 0, interestOtherDesc: '', otherInfo: '' });
    const unregistered = await createMember(t.database, { interest1: 1, registeredAt: null });
    const { status, body } = await t.post('/api/site/gettoknowlist', {}, await session());
    expect(status).toBe(200);
    const ids = body.members.map((m: { memberId: string }) => m.memberId);
    expect(ids).toContain(String(inId));
    expect(ids).not.toContain(String(outId));
    expect(ids).not.toContain(`0.${unregistered}`);
    expect(body.members.length).toBeGreaterThan(50);

    const one = await t.post('/api/site/gettoknowget', { memberId: String(inId) }, await session());
    expect(one.body.member).toMatchObject({
      memberId: String(inId),
      natureOfBusiness: 'Chemist',
      interestOtherDesc: 'Pottery',
      otherInfo: 'Sail to Norway',
    });
    expect(one.body.member.division).not.toBe('');
    for (const memberId of [String(outId), `0.${unregistered}`, '999999']) {
      const res = await t.post('/api/site/gettoknowget', { memberId }, await session());
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COMMUNITY_MESSAGES.getToKnowNotFound);
    }
  });

  it('a member who opts out disappears at once', async () => {
    const id = await createMember(t.database, { interest1: 1, interestOtherDesc: 'Chess' });
    await t.database.db.updateTable('members').set({ interest1: 0 }).where('id', '=', id).execute();
    expect((await t.post('/api/site/gettoknowget', { memberId: String(id) }, await session())).status).toBe(
      404,
    );
    const { body } = await t.post('/api/site/gettoknowlist', {}, await session());
    expect(body.members.map((m: { memberId: string }) => m.memberId)).not.toContain(String(id));
  });
});
