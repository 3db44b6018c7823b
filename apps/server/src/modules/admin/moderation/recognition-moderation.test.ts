import { HIDDEN_MESSAGE_TEXT } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import { createMember, memberNumberOf } from '../../../../test/factories.js';
import { appPerFile } from '../../../../test/support/suite.js';
import { uniqueMemberNumber } from '../../../../test/unique.js';

const t = appPerFile();

/** Mid-month, so the month of the reports is the same in any time zone. */
const month = new Date().toISOString().slice(0, 7);
const at = `${month}-15T12:00:00.000Z`;

async function recognition(message: string) {
  const giverNumber = uniqueMemberNumber('8');
  const giver = await createMember(t.database, { memberNumber: giverNumber, isManager: 1 });
  const taker = await createMember(t.database);
  const rec = await t.database.db
    .insertInto('recognitions')
    .values({
      type: 'SIMPLYSAY',
      fromMemberId: giver,
      toMemberId: taker,
      value: 'Integrity',
      message,
      points: 0,
      sendBy: 'email',
      requestId: null,
      createdAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: rec.id, giverNumber, takerNumber: await memberNumberOf(t.database, taker) };
}

describe('recognition message moderation', () => {
  it('finds a recognition by id or member number, hides its message everywhere it is read, and shows it again', async () => {
    const rec = await recognition('Something that should not be here');
    for (const search of [String(rec.id), rec.giverNumber, rec.takerNumber]) {
      const found = await t.post('/api/admin/recognitionsearch', { search }, t.admin);
      expect(found.status).toBe(200);
      expect(found.body.recognitions.map((r: { id: number }) => r.id)).toContain(rec.id);
    }
    const hide = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: rec.id, reason: 'Offensive wording' },
      t.admin,
    );
    expect(hide.status).toBe(200);
    expect(hide.body.recognition).toMatchObject({
      id: rec.id,
      hidden: true,
      hiddenReason: 'Offensive wording',
      message: 'Something that should not be here',
    });

    const giver = await sessionFor(t.database, rec.giverNumber);
    const taker = await sessionFor(t.database, rec.takerNumber);
    for (const token of [giver, taker]) {
      const mine = await t.post('/api/report/myrecognitions', { selMonth: month }, token);
      expect(mine.body.report.map((r: { message: string }) => r.message)).toEqual([HIDDEN_MESSAGE_TEXT]);
    }
    const mgmt = await t.post('/api/report/reportmanagement', { selMonth: month }, giver);
    expect(mgmt.status).toBe(200);
    expect(JSON.stringify(mgmt.body)).not.toContain('should not be here');
    expect(mgmt.body.report.some((r: { message: string }) => r.message === HIDDEN_MESSAGE_TEXT)).toBe(true);

    const log = await t.post(
      '/api/admin/auditlog',
      { action: 'moderation.recognition-hide', search: `recognition ${rec.id}` },
      t.admin,
    );
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true, reason: 'Offensive wording' },
    });
    // Hiding again is not a change: no second entry.
    await t.post('/api/admin/recognitionhide', { recognitionId: rec.id, reason: 'Again' }, t.admin);
    expect(
      (
        await t.post(
          '/api/admin/auditlog',
          { action: 'moderation.recognition-hide', search: `recognition ${rec.id}` },
          t.admin,
        )
      ).body.total,
    ).toBe(1);

    const show = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: rec.id, hidden: false },
      t.admin,
    );
    expect(show.body.recognition).toMatchObject({ hidden: false, hiddenReason: null });
    const again = await t.post('/api/report/myrecognitions', { selMonth: month }, taker);
    expect(again.body.report[0].message).toBe('Something that should not be here');
    expect(
      (
        await t.post(
          '/api/admin/auditlog',
          { action: 'moderation.recognition-show', search: `recognition ${rec.id}` },
          t.admin,
        )
      ).body.total,
    ).toBe(1);
  });

  it('refuses a hide without a reason (400 with formErrors), an unknown id (404), and a bad search (400)', async () => {
    const rec = await recognition('Fine');
    const noReason = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: rec.id, reason: '  ' },
      t.admin,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.formErrors).toMatchObject({ reason: 'Required' });
    expect(
      (await t.post('/api/admin/recognitionhide', { recognitionId: 99_999_999, reason: 'x' }, t.admin))
        .status,
    ).toBe(404);
    expect((await t.post('/api/admin/recognitionsearch', { search: "1' or 1=1" }, t.admin)).status).toBe(400);
    const row = await t.database.db
      .selectFrom('recognitions')
      .select('messageHiddenAt')
      .where('id', '=', rec.id)
      .executeTakeFirstOrThrow();
    expect(row.messageHiddenAt).toBeNull();
  });
});
