import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AppContext } from '../http/context.js';

/**
 * A job that runs once per period (a day, a month…) however many instances are up and
 * however often they look. `periodFor` names the period `now` falls in, or null while the job
 * is not yet due in it (before the configured hour, say); `run` does the work inside the same
 * transaction that claims the period, so a failed run leaves the period unclaimed for a retry.
 * The work must still be idempotent per item (ledger idempotency keys), because an operator
 * may run a job by hand for a period the scheduler already ran.
 */
export interface ScheduledJob {
  name: string;
  periodFor(ctx: AppContext, now: Date): Promise<string | null>;
  run(trx: Transaction<DB>, ctx: AppContext, period: string, now: Date): Promise<string>;
  /**
   * Work that must not run inside the claiming transaction (calls to other services), done once
   * the period's claim has committed. It must be safe to lose: the next period does it again.
   */
  afterCommit?(ctx: AppContext, period: string, now: Date): Promise<string>;
}

export interface JobOutcome {
  job: string;
  period: string | null;
  /** False when the job was not due or another run already claimed the period. */
  ran: boolean;
  summary: string;
}

/**
 * Claims the job's current period and runs it. The claim is the primary key of `job_runs`:
 * on PostgreSQL a second instance inserting the same key waits for the first transaction and
 * then finds the row; SQLite serialises writers. Either way only one run does the work.
 */
export async function runJobOnce(
  ctx: AppContext,
  job: ScheduledJob,
  now: Date = ctx.clock.now(),
): Promise<JobOutcome> {
  const period = await job.periodFor(ctx, now);
  if (period === null) return { job: job.name, period, ran: false, summary: 'not due' };
  const outcome = await ctx.database.db.transaction().execute(async (trx): Promise<JobOutcome> => {
    const claimed = await trx
      .insertInto('jobRuns')
      .values({
        job: job.name,
        periodKey: period,
        startedAt: now.toISOString(),
        finishedAt: null,
        summary: '',
      })
      .onConflict((oc) => oc.columns(['job', 'periodKey']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
      return { job: job.name, period, ran: false, summary: 'already run' };
    }
    const summary = await job.run(trx, ctx, period, now);
    await trx
      .updateTable('jobRuns')
      .set({ finishedAt: ctx.clock.now().toISOString(), summary })
      .where('job', '=', job.name)
      .where('periodKey', '=', period)
      .execute();
    return { job: job.name, period, ran: true, summary };
  });
  if (!outcome.ran || !job.afterCommit) return outcome;
  const summary = await job.afterCommit(ctx, period, now);
  await ctx.database.db
    .updateTable('jobRuns')
    .set({ finishedAt: ctx.clock.now().toISOString(), summary })
    .where('job', '=', job.name)
    .where('periodKey', '=', period)
    .execute();
  return { ...outcome, summary };
}

/** Looks at every job each `pollMs`; returns a function that stops and waits for a pass in progress. */
export function startScheduler(
  ctx: AppContext,
  jobs: readonly ScheduledJob[],
  opts: { pollMs: number; onError: (err: unknown, job: string) => void },
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        await runJobOnce(ctx, job);
      } catch (err) {
        opts.onError(err, job.name);
      }
    }
  };
  const timer = setInterval(() => {
    running = running.then(pass);
  }, opts.pollMs);
  timer.unref();
  running = running.then(pass);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
