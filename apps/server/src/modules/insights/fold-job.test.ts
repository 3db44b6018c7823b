import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { createMember } from '../../../test/factories.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { insightsFoldJob } from './fold-job.js';

const t = appPerFile();

describe('the daily insights fold', () => {
  it('folds the waiting head count deltas once a day, and the counts include the new members', async () => {
    const db = t.database.db;
    const { code } = await db
      .selectFrom('divisions')
      .select('code')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('insightsDivisionHeads')
      .select('members')
      .where('divisionCode', '=', code)
      .executeTakeFirst();
    for (let i = 0; i < 3; i++) await createMember(t.database, { divisionCode: code });
    const waiting = await db.selectFrom('insightsDivisionHeadsPending').select('id').execute();
    expect(waiting.length).toBeGreaterThanOrEqual(3);

    const now = new Date('2026-12-01T03:00:00Z');
    const run = await runJobOnce(t.ctx, insightsFoldJob, now);
    expect(run.ran).toBe(true);
    expect(run.summary).toMatch(/^\d+ recognition, \d+ points and \d+ head count deltas folded$/);
    expect(await db.selectFrom('insightsDivisionHeadsPending').select('id').execute()).toEqual([]);
    const after = await db
      .selectFrom('insightsDivisionHeads')
      .select('members')
      .where('divisionCode', '=', code)
      .executeTakeFirstOrThrow();
    expect(Number(after.members)).toBe(Number(before?.members ?? 0) + 3);
    expect((await runJobOnce(t.ctx, insightsFoldJob, now)).ran).toBe(false);
  });
});
