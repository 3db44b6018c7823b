import { describe, expect, it, beforeAll } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { buildFixture, type Fixture } from '../../../test/support/insights.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { SCHEDULED_JOBS } from '../../jobs/index.js';
import { updateProgrammeSettings } from '../../settings/index.js';
import { insightsMonthlyJob } from './index.js';

/** The monthly summary to each manager, for October 2026, sent on 1 November. */
const t = appPerFile();
let f: Fixture;
beforeAll(async () => {
  f = await buildFixture(t.database);
});

const summaries = (period: string) =>
  t.database.db
    .selectFrom('outboxMessages')
    .select(['recipient', 'subject', 'bodyText', 'refId'])
    .where('template', '=', 'insights-monthly')
    .where('dedupeKey', 'like', `insights-monthly:${period}:%`)
    .execute();

const setMonthly = (on: boolean) =>
  t.database.db
    .transaction()
    .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { insightsMonthlyEmail: on }));

describe('monthly insights e-mail', () => {
  it('is scheduled', () => {
    expect(SCHEDULED_JOBS).toContain(insightsMonthlyJob);
  });

  it('waits for 08:00 on the first, then two runners send one e-mail per manager', async () => {
    expect((await runJobOnce(t.ctx, insightsMonthlyJob, new Date('2026-11-01T07:30:00Z'))).ran).toBe(false);
    const at = new Date('2026-11-01T09:00:00Z');
    const outcomes = await Promise.all([
      runJobOnce(t.ctx, insightsMonthlyJob, at),
      runJobOnce(t.ctx, insightsMonthlyJob, at),
    ]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes[0]!.period).toBe('2026-10');
    const mails = await summaries('2026-10');
    const mine = mails.filter((m) => m.refId === String(f.boss));
    expect(mine).toHaveLength(1);
    // Only managers with a team get one, each once.
    expect(new Set(mails.map((m) => m.refId)).size).toBe(mails.length);
    const body = mine[0]!.bodyText;
    // The team a1..a5: gave a1, a2, a4; received a1, a2, a3.
    expect(body).toContain('3 of 5 gave recognition (60%)');
    expect(body).toContain('3 of 5 received it (60%)');
    // 60 days before 1 November: a4 (15 September) is inside, a5 was never recognised.
    expect(body).toContain('Not recognised in the last 60 days: A5 Alpha.');
    // 1000 + 500 funded, 100 given.
    expect(body).toContain('Budget left to recognise with: 1400');
    expect(mine[0]!.subject).toContain('October 2026');
    // A later pass in the same month sends nothing more.
    expect((await runJobOnce(t.ctx, insightsMonthlyJob, new Date('2026-11-15T09:00:00Z'))).ran).toBe(false);
  });

  it('sends nothing while the setting is off', async () => {
    await setMonthly(false);
    try {
      const outcome = await runJobOnce(t.ctx, insightsMonthlyJob, new Date('2026-12-01T09:00:00Z'));
      expect(outcome.ran).toBe(false);
      expect(await summaries('2026-11')).toEqual([]);
    } finally {
      await setMonthly(true);
    }
    expect((await runJobOnce(t.ctx, insightsMonthlyJob, new Date('2026-12-01T09:00:00Z'))).ran).toBe(true);
    expect((await summaries('2026-11')).length).toBeGreaterThan(0);
  });
});
