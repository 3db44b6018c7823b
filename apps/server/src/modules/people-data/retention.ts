import type { Transaction } from 'kysely';
import type { TProgrammeSettings } from '@portal/contract';
import type { DB } from '../../db/schema.js';
import type { ScheduledJob } from '../../scheduling/scheduler.js';
import { getProgrammeSettings } from '../../settings/service.js';

const DAY_MS = 86_400_000;

export interface RetentionRun {
  outboxMessages: number;
  profilePictures: number;
  getInvolvedPictures: number;
  hrFiles: number;
  /** Book-keeping rows past their use: request ids, quota counts, API token uses. */
  bookkeeping: number;
}

/**
 * How long book-keeping rows stay. A request id guards against a retried or reused request,
 * which happens within minutes, so 30 days is ample; the sending quotas count the last 24
 * hours; an API token's use log is kept as long as the messages themselves.
 */
export const REQUEST_KEY_DAYS = 30;
export const QUOTA_COUNT_DAYS = 2;

const n = (r: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0);

/**
 * Deletes what the portal only needed for a while: outbox messages (recipient and body) older
 * than `outboxRetentionDays`, whatever their status except one being sent right now, and
 * uploads nobody kept — profile and Get Involved pictures never saved, HR files never
 * applied — older than `tempUploadRetentionDays`. Kept data (saved pictures, applied imports'
 * audit entries) is untouched.
 */
export async function applyRetention(
  trx: Transaction<DB>,
  settings: Pick<TProgrammeSettings, 'outboxRetentionDays' | 'tempUploadRetentionDays'>,
  now: Date,
): Promise<RetentionRun> {
  const outboxCutoff = new Date(now.getTime() - settings.outboxRetentionDays * DAY_MS).toISOString();
  const uploadCutoff = new Date(now.getTime() - settings.tempUploadRetentionDays * DAY_MS).toISOString();
  const outbox = await trx
    .deleteFrom('outboxMessages')
    .where('createdAt', '<', outboxCutoff)
    .where('status', '<>', 'sending')
    .executeTakeFirst();
  const pictures = await trx
    .deleteFrom('pictures')
    .where('status', '=', 'temp')
    .where('createdAt', '<', uploadCutoff)
    .executeTakeFirst();
  const gi = await trx
    .deleteFrom('getinvolvedPictures')
    .where('status', '=', 'pending')
    .where('createdAt', '<', uploadCutoff)
    .executeTakeFirst();
  // An HR file not applied in time must be uploaded again: its rows hold everyone's details.
  const hr = await trx
    .updateTable('adminJobs')
    .set({
      input: '',
      status: 'failed',
      error: `The uploaded file was deleted after ${settings.tempUploadRetentionDays} days; upload it again.`,
      updatedAt: now.toISOString(),
    })
    .where('input', '<>', '')
    .where('status', 'in', ['validating', 'previewed', 'failed'])
    .where('createdAt', '<', uploadCutoff)
    .executeTakeFirst();
  const dayAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const keys = await trx
    .deleteFrom('requestKeys')
    .where('createdAt', '<', dayAgo(REQUEST_KEY_DAYS))
    .executeTakeFirst();
  const sends = await trx
    .deleteFrom('recognitionSends')
    .where('createdAt', '<', dayAgo(QUOTA_COUNT_DAYS))
    .executeTakeFirst();
  const uses = await trx.deleteFrom('apiTokenUses').where('at', '<', outboxCutoff).executeTakeFirst();
  return {
    bookkeeping: n(keys) + n(sends) + n(uses),
    outboxMessages: n(outbox),
    profilePictures: n(pictures),
    getInvolvedPictures: n(gi),
    hrFiles: n(hr),
  };
}

/** Once a day (UTC), on whichever instance looks first. */
export const retentionJob: ScheduledJob = {
  name: 'retention',
  periodFor: (_ctx, now) => Promise.resolve(now.toISOString().slice(0, 10)),
  async run(trx, ctx, _period, now) {
    const settings = await getProgrammeSettings(trx, ctx.config);
    const r = await applyRetention(trx, settings, now);
    return `deleted ${r.outboxMessages} outbox messages older than ${settings.outboxRetentionDays} days; ${r.profilePictures} profile and ${r.getInvolvedPictures} Get Involved pictures never saved and ${r.hrFiles} HR files never applied, older than ${settings.tempUploadRetentionDays} days; ${r.bookkeeping} book-keeping rows`;
  },
};
