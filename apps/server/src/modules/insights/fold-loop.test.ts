import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { currentMonth, newMember, valid } from '../../../test/support/recognition.js';
import { startInsightsFolding } from './fold-loop.js';

const t = appPerFile();

const slotsOf = (memberId: number) =>
  t.database.db
    .selectFrom('insightsMemberSlots')
    .select((eb) => eb.fn.sum<number>('sent').as('sent'))
    .where('memberId', '=', memberId)
    .executeTakeFirstOrThrow();
const waiting = () => t.database.db.selectFrom('insightsRecognitionsPending').select('id').execute();

describe('recognitions waiting for the insights roll-ups', () => {
  it('are added within a poll of the running fold, which stops when asked', async () => {
    const from = await newMember(t);
    const to = await newMember(t);
    const errors: unknown[] = [];
    const stop = startInsightsFolding(t.database, { pollMs: 50, onError: (err) => errors.push(err) });
    try {
      const res = await t.post(
        '/api/reward/doreward',
        { ...valid.thankyou, recipients: [to.memberId] },
        from.token,
      );
      expect(res.status).toBe(200);
      // SQLite folds a moment later; PostgreSQL writes the roll-ups in the send itself.
      await expect.poll(async () => Number((await slotsOf(from.id)).sent ?? 0), { timeout: 5000 }).toBe(1);
      expect(await waiting()).toEqual([]);
    } finally {
      await stop();
    }
    expect(errors).toEqual([]);
  });

  it('are in My Recognition’s month counts at once, with no fold running', async () => {
    const from = await newMember(t);
    const to = await newMember(t);
    const counts = async () => {
      const res = await t.post(
        '/api/report/myrecognitions',
        { selMonth: currentMonth(t), direction: 'sent', doCount: true },
        from.token,
      );
      expect(res.status).toBe(200);
      return res.body.msgCountFrom;
    };
    expect(await counts()).toBe(0);
    for (let i = 0; i < 2; i++) {
      const res = await t.post(
        '/api/reward/doreward',
        { ...valid.thankyou, recipients: [to.memberId] },
        from.token,
      );
      expect(res.status).toBe(200);
    }
    expect(await counts()).toBe(2);
    expect(await waiting()).toEqual([]);
  });
});
