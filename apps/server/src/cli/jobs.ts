/**
 * Operators' view of the scheduled jobs (`npm run jobs -- …`, or `npx tsx apps/server/src/cli/jobs.ts …`):
 *
 *   list                               the jobs and their last runs
 *   run <job> [--date YYYY-MM-DD]      runs a job's work now, or for that company-local day
 *                                      (at noon), e.g. a day the servers were down
 *
 * A manual run does not claim the scheduler's period: every job's work is idempotent per
 * item (the birthday award pays once per member per year however often it runs).
 */
import { TZDate } from '@date-fns/tz';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { SCHEDULED_JOBS } from '../jobs/index.js';
import { subscribeChannels } from '../subscribers.js';
import { getProgrammeSettings } from '../settings/service.js';

const [command, name, ...rest] = process.argv.slice(2);
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL, { poolSize: 2 });
const ctx = { config, database, clock: systemClock };
// Jobs tell people and post to channels through the event bus, as the server does.
subscribeChannels();

async function momentFor(date: string | undefined): Promise<Date> {
  if (!date) return new Date();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`--date wants YYYY-MM-DD, got ${date}`);
  const { timeZone } = await getProgrammeSettings(database.db, config);
  return new Date(new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12, 0, 0, timeZone).getTime());
}

try {
  await migrateToLatest(database);
  if (command === 'list') {
    for (const job of SCHEDULED_JOBS) {
      const last = await database.db
        .selectFrom('jobRuns')
        .selectAll()
        .where('job', '=', job.name)
        .orderBy('startedAt', 'desc')
        .limit(3)
        .execute();
      console.log(job.name);
      for (const r of last) console.log(`  ${r.periodKey}  ${r.finishedAt ?? 'unfinished'}  ${r.summary}`);
    }
  } else if (command === 'run' && name) {
    const job = SCHEDULED_JOBS.find((j) => j.name === name || j.name.startsWith(name));
    if (!job) throw new Error(`No job ${name}; jobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`);
    const dateAt = rest.indexOf('--date');
    const now = await momentFor(dateAt >= 0 ? rest[dateAt + 1] : undefined);
    const summary = await database.db.transaction().execute((trx) => job.run(trx, ctx, 'manual', now));
    console.log(`${job.name}: ${summary}`);
  } else {
    console.log('usage: jobs list | jobs run <job> [--date YYYY-MM-DD]');
    process.exitCode = 2;
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
