import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { runJobOnce } from '../../scheduling/scheduler.js';
import { runOutboxOnce } from '../../messaging/worker.js';
import { todayIn } from '../../lib/today.js';
import { newMember } from '../../../test/support/recognition.js';
import { chatCelebrationsJob } from './celebrations.js';
import { chatTransports } from './transports.js';
import { BOT_TOKEN, ChatStandIn } from '../../../test/support/chat.js';

let t: TestApp;
let slack: ChatStandIn;
let admin: string;

beforeAll(async () => {
  slack = await new ChatStandIn().start();
  t = await createTestApp({ env: { SLACK_API_URL: `${slack.url}/api/` } });
  admin = await sessionFor(t.database, '100008');
  const today = todayIn(t.ctx.config.TIME_ZONE, new Date());
  await newMember(t, {
    overrides: { firstname: 'Bea', surname: 'Birthdayton', dobDd: today.dd, dobMm: today.mm },
  });
  const settings = await t.post('/api/admin/settingsupdate', { birthdayAwardHour: 0 }, admin);
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await slack.close();
});

describe('birthdays and anniversaries in the company channel', () => {
  it('posts nothing while the option is off', async () => {
    await t.post(
      '/api/admin/slacksave',
      { enabled: true, commandName: '/shine', botToken: BOT_TOKEN, companyChannel: 'CCOMPANY' },
      admin,
    );
    const run = await runJobOnce(t.ctx, chatCelebrationsJob, new Date());
    expect(run.summary).toBe('no channel posts celebrations');
    await t.database.db.deleteFrom('jobRuns').where('job', '=', 'chat-celebrations').execute();
  });

  it('posts today’s birthdays once a day through the outbox when turned on', async () => {
    await t.post(
      '/api/admin/slacksave',
      { enabled: true, commandName: '/shine', postCelebrations: true, companyChannel: 'CCOMPANY' },
      admin,
    );
    const first = await runJobOnce(t.ctx, chatCelebrationsJob, new Date());
    expect(first).toMatchObject({ ran: true, summary: expect.stringMatching(/birthdays/) });
    expect((await runJobOnce(t.ctx, chatCelebrationsJob, new Date())).summary).toBe('already run');
    const rows = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('template', '=', 'chat-celebrations')
      .execute();
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([['slack', 'CCOMPANY']]);
    await runOutboxOnce(t.database.db, chatTransports(t.database.db, t.ctx.config), t.ctx.clock, 3);
    const [post] = slack.callsTo('chat.postMessage');
    expect(post?.body.channel).toBe('CCOMPANY');
    expect(String(post?.body.text)).toMatch(/Happy birthday to .*Bea Birthdayton/);
  });
});
