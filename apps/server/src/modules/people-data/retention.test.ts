import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { apiTokenFor } from '../../../test/personas.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { SCHEDULED_JOBS } from '../../jobs/index.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { applyRetention, QUOTA_COUNT_DAYS, REQUEST_KEY_DAYS, retentionJob } from './retention.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000 - 60_000).toISOString();

async function outbox(age: number, status: 'pending' | 'sent' | 'sending' = 'sent') {
  const key = `retention-test:${randomInt(1e12)}`;
  await enqueueMessage(
    t.database.db,
    {
      channel: 'email',
      recipient: `${key}@example.test`,
      subject: 'Hi',
      text: `Body ${key}`,
      template: 'test',
      dedupeKey: key,
    },
    daysAgo(age),
  );
  await t.database.db.updateTable('outboxMessages').set({ status }).where('dedupeKey', '=', key).execute();
  return key;
}
const outboxLeft = async (keys: string[]) =>
  (
    await t.database.db
      .selectFrom('outboxMessages')
      .select('dedupeKey')
      .where('dedupeKey', 'in', keys)
      .execute()
  )
    .map((r) => r.dedupeKey)
    .sort();

describe('retention', () => {
  it('the settings are a programme admin’s, with defaults of 90 and 2 days', async () => {
    const res = await t.post('/api/admin/settingsget', {}, t.admin);
    expect(res.body.settings).toMatchObject({ outboxRetentionDays: 90, tempUploadRetentionDays: 2 });
    const bad = await t.post('/api/admin/settingsupdate', { outboxRetentionDays: 0 }, t.admin);
    expect(bad.status).toBe(400);
    const ok = await t.post(
      '/api/admin/settingsupdate',
      { outboxRetentionDays: 30, tempUploadRetentionDays: 1 },
      t.admin,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.settings).toMatchObject({ outboxRetentionDays: 30, tempUploadRetentionDays: 1 });
  });

  it('a daily job deletes old outbox messages and uploads nobody kept, once per day', async () => {
    expect(SCHEDULED_JOBS).toContain(retentionJob);
    const oldSent = await outbox(31);
    const oldPending = await outbox(31, 'pending');
    const oldSending = await outbox(31, 'sending');
    const recent = await outbox(29);

    const memberId = await createMember(t.database);
    const pic = (id: string, status: 'temp' | 'kept', age: number) =>
      t.database.db
        .insertInto('pictures')
        .values({
          id,
          memberId,
          sessionId: null,
          status,
          contentType: 'image/webp',
          data: Buffer.from('x'),
          createdAt: daysAgo(age),
        })
        .execute();
    await pic('ret-old-temp', 'temp', 2);
    await pic('ret-new-temp', 'temp', 0);
    await pic('ret-old-kept', 'kept', 400);
    const campaign = await t.database.db
      .selectFrom('campaigns')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const gi = async (status: 'pending' | 'published', age: number) =>
      (
        await t.database.db
          .insertInto('getinvolvedPictures')
          .values({
            campaignId: campaign.id,
            memberId,
            picKey: `r${randomInt(1e9)}`,
            status,
            sessionId: null,
            contentType: 'image/webp',
            data: Buffer.from('x'),
            createdAt: daysAgo(age),
            publishedAt: status === 'published' ? daysAgo(age) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const giOld = await gi('pending', 2);
    const giNew = await gi('pending', 0);
    const giKept = await gi('published', 400);
    const job = (id: string, status: string, age: number) =>
      t.database.db
        .insertInto('adminJobs')
        .values({
          id,
          kind: 'people-import',
          status,
          phase: '',
          done: 0,
          total: 0,
          createdBy: null,
          input: 'member_number,firstname\n1,Ann',
          resultJson: '{"fileName":"hr.csv","preview":null}',
          error: null,
          createdAt: daysAgo(age),
          updatedAt: daysAgo(age),
        })
        .execute();
    await job('00000000-0000-4000-8000-000000000001', 'previewed', 2);
    await job('00000000-0000-4000-8000-000000000002', 'previewed', 0);

    const first = await runJobOnce(t.ctx, retentionJob, NOW);
    expect(first.ran).toBe(true);
    expect(first.summary).toMatch(
      /deleted \d+ outbox messages older than 30 days; 1 profile and 1 Get Involved pictures never saved and 1 HR files never applied, older than 1 days; \d+ book-keeping rows/,
    );
    expect(await outboxLeft([oldSent, oldPending, oldSending, recent])).toEqual([oldSending, recent].sort());
    const pics = (
      await t.database.db.selectFrom('pictures').select('id').where('memberId', '=', memberId).execute()
    )
      .map((p) => p.id)
      .sort();
    expect(pics).toEqual(['ret-new-temp', 'ret-old-kept']);
    const gis = (
      await t.database.db
        .selectFrom('getinvolvedPictures')
        .select('id')
        .where('memberId', '=', memberId)
        .execute()
    )
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect(gis).toEqual([giNew, giKept].sort((a, b) => a - b));
    expect(gis).not.toContain(giOld);
    const jobs = await t.database.db
      .selectFrom('adminJobs')
      .select(['id', 'input', 'status'])
      .where('id', 'like', '00000000-0000-4000-8000-%')
      .orderBy('id')
      .execute();
    expect(jobs).toEqual([
      { id: '00000000-0000-4000-8000-000000000001', input: '', status: 'failed' },
      {
        id: '00000000-0000-4000-8000-000000000002',
        input: 'member_number,firstname\n1,Ann',
        status: 'previewed',
      },
    ]);

    // Once per day, whichever instance asks.
    const again = await outbox(31);
    expect((await runJobOnce(t.ctx, retentionJob, NOW)).ran).toBe(false);
    expect(await outboxLeft([again])).toEqual([again]);
  });

  it('also drops book-keeping rows past their use: request ids, quota counts, API token uses', async () => {
    const memberId = await createMember(t.database);
    const db = t.database.db;
    const key = (requestId: string, age: number) =>
      db
        .insertInto('requestKeys')
        .values({
          callPath: '/api/retention-test',
          memberId,
          requestId,
          fingerprint: 'f',
          createdAt: daysAgo(age),
        })
        .execute();
    await key('old', REQUEST_KEY_DAYS);
    await key('new', REQUEST_KEY_DAYS - 1);
    const send = (age: number) =>
      db
        .insertInto('recognitionSends')
        .values({ memberId, recipients: 1, sms: 0, createdAt: daysAgo(age) })
        .execute();
    await send(QUOTA_COUNT_DAYS);
    await send(0);
    const token = await apiTokenFor(t.database, ['reports:read']);
    const use = (age: number) =>
      db
        .insertInto('apiTokenUses')
        .values({ tokenId: token.id, at: daysAgo(age), method: 'POST', path: `/age/${age}`, outcome: '200' })
        .execute();
    await use(91);
    await use(1);
    const run = await db
      .transaction()
      .execute((trx) => applyRetention(trx, { outboxRetentionDays: 90, tempUploadRetentionDays: 2 }, NOW));
    expect(run.bookkeeping).toBeGreaterThanOrEqual(2);
    const keys = await db
      .selectFrom('requestKeys')
      .select('requestId')
      .where('callPath', '=', '/api/retention-test')
      .execute();
    expect(keys.map((k) => k.requestId)).toEqual(['new']);
    const sends = await db
      .selectFrom('recognitionSends')
      .select('id')
      .where('memberId', '=', memberId)
      .execute();
    expect(sends).toHaveLength(1);
    const uses = await db.selectFrom('apiTokenUses').select('path').where('tokenId', '=', token.id).execute();
    expect(uses.map((u) => u.path)).toEqual(['/age/1']);
  });
});
