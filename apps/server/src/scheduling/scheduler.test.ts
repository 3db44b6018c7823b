import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { runJobOnce, startScheduler, type ScheduledJob } from './scheduler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countingJob(name: string, opts: { due?: boolean; fail?: boolean } = {}) {
  const job: ScheduledJob & { runs: number } = {
    name,
    runs: 0,
    async periodFor(_ctx, now) {
      return opts.due === false ? null : now.toISOString().slice(0, 10);
    },
    async run(trx) {
      job.runs++;
      // A write inside the claiming transaction, so a failure must roll the claim back with it.
      await trx
        .insertInto('settings')
        .values({ key: `job-test:${name}:${job.runs}`, value: 'x' })
        .execute();
      if (opts.fail) throw new Error('boom');
      return `run ${job.runs}`;
    },
  };
  return job;
}

describe('scheduled jobs', () => {
  it('run once per period, however many callers race for it', async () => {
    const job = countingJob('race');
    const now = new Date('2026-03-01T10:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => runJobOnce(t.ctx, job, now)));
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(job.runs).toBe(1);
    const row = await t.database.db
      .selectFrom('jobRuns')
      .selectAll()
      .where('job', '=', 'race')
      .executeTakeFirstOrThrow();
    expect(row.periodKey).toBe('2026-03-01');
    expect(row.summary).toBe('run 1');
    expect(row.finishedAt).not.toBeNull();
    const nextDay = await runJobOnce(t.ctx, job, new Date('2026-03-02T10:00:00Z'));
    expect(nextDay.ran).toBe(true);
  });

  it('do nothing while not due', async () => {
    const job = countingJob('early', { due: false });
    expect((await runJobOnce(t.ctx, job)).summary).toBe('not due');
    expect(job.runs).toBe(0);
  });

  it('leave a failed period unclaimed so a later pass retries it', async () => {
    const failing = countingJob('flaky', { fail: true });
    const now = new Date('2026-04-01T10:00:00Z');
    await expect(runJobOnce(t.ctx, failing, now)).rejects.toThrow('boom');
    const claims = await t.database.db.selectFrom('jobRuns').selectAll().where('job', '=', 'flaky').execute();
    expect(claims).toHaveLength(0);
    const fixed = { ...countingJob('flaky') };
    expect((await runJobOnce(t.ctx, fixed, now)).ran).toBe(true);
  });

  it('the scheduler runs due jobs and reports errors without stopping', async () => {
    const ok = countingJob('sched-ok');
    const bad = countingJob('sched-bad', { fail: true });
    const errors: string[] = [];
    const stop = startScheduler(t.ctx, [bad, ok], { pollMs: 20, onError: (_e, name) => errors.push(name) });
    await new Promise((r) => setTimeout(r, 120));
    await stop();
    expect(ok.runs).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e === 'sched-bad')).toBe(true);
  });
});
