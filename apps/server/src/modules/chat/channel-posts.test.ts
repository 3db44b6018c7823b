import { HIDDEN_MESSAGE_TEXT } from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import {
  newMember,
  outboxFor,
  recognitionsFrom,
  type TestMember,
} from '../../../test/support/recognition.js';
import { backoffMs, runOutboxOnce } from '../../messaging/worker.js';
import { chatTransports } from './transports.js';
import {
  BOT_TOKEN,
  ChatStandIn,
  SIGNING_SECRET,
  TEAMS_TOKEN,
  slackSetup,
} from '../../../test/support/chat.js';

let t: TestApp;
let chat: ChatStandIn;
let admin: string;
let sender: TestMember;
let ana: TestMember;
let anaDivision: string;
let otherDivision: string;
const clock = {
  t: Date.now(),
  now() {
    return new Date(this.t);
  },
};
const MAX_ATTEMPTS = 3;
const runOutbox = () =>
  runOutboxOnce(t.database.db, chatTransports(t.database.db, t.ctx.config), clock, MAX_ATTEMPTS);

beforeAll(async () => {
  chat = await new ChatStandIn().start();
  // The Teams stand-in listens on this machine over plain http: the test-only allowances reach it.
  t = await createTestApp({
    env: { SLACK_API_URL: `${chat.url}/api/`, OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_LOOPBACK: 'true' },
    clock,
  });
  admin = await sessionFor(t.database, '100008');
  const divisions = await t.database.db.selectFrom('divisions').select('code').orderBy('code').execute();
  anaDivision = divisions[0]!.code;
  otherDivision = divisions[1]!.code;
  sender = await newMember(t, { pif: 500 });
  ana = await newMember(t, {
    overrides: { firstname: 'Ana', surname: 'Lopez-Post', divisionCode: anaDivision },
  });
  expect(
    (
      await t.post(
        '/api/admin/slacksave',
        slackSetup({ divisionChannels: [{ divisionCode: anaDivision, channel: 'CANADIV' }] }),
        admin,
      )
    ).status,
  ).toBe(200);
  const teams = await t.post(
    '/api/admin/teamssave',
    {
      enabled: true,
      showPoints: false,
      securityToken: TEAMS_TOKEN,
      companyWebhookUrl: `${chat.url}/teams/company`,
      divisionWebhooks: [{ divisionCode: otherDivision, url: `${chat.url}/teams/other` }],
    },
    admin,
  );
  expect(teams.status).toBe(200);
  expect(teams.body.teams).toMatchObject({ companyWebhookSet: true, divisionWebhooks: [otherDivision] });
  // Nothing else is waiting in this database's chat channels.
  await runOutbox();
});
afterAll(async () => {
  await t.close();
  await chat.close();
});
beforeEach(() => {
  chat.calls = [];
  chat.failWith = null;
});

/** A recognition sent from the web app, as any member sends one. */
async function sendFromWeb(message: string, what: 'thankyou' | 'payitforward' = 'payitforward') {
  const res = await t.post(
    '/api/reward/doreward',
    {
      what,
      reason: what === 'payitforward' ? 'Well Done' : 'Respect',
      points: what === 'payitforward' ? 30 : undefined,
      message,
      sendBy: 'email',
      recipients: [ana.memberId],
    },
    sender.token,
  );
  expect(res.status).toBe(200);
  return (await recognitionsFrom(t, sender.id)).at(-1)!;
}

describe('channel posts', () => {
  it('posts a web recognition to the division channel in Slack and the company channel in Teams', async () => {
    const rec = await sendFromWeb('Brilliant demo');
    const queued = (await outboxFor(t, [rec.id])).filter((m) => m.channel !== 'email');
    expect(queued.map((m) => [m.channel, m.recipient, m.status])).toEqual([
      ['slack', 'CANADIV', 'pending'],
      ['teams', 'company', 'pending'],
    ]);
    expect(await runOutbox()).toMatchObject({ sent: 2 });
    const [post] = chat.callsTo('chat.postMessage');
    expect(post?.authorization).toBe(`Bearer ${BOT_TOKEN}`);
    expect(post?.body.channel).toBe('CANADIV');
    expect(post?.body.text).toBe(
      'Test Member recognised Ana Lopez-Post: Pay It Forward · Well Done (+30 Beauty Bucks)',
    );
    expect(JSON.stringify(post?.body.blocks)).toContain('Brilliant demo');
    expect(JSON.stringify(post?.body.blocks)).toContain('http://localhost:3000/recentrecognition');
    const [card] = chat.callsTo('teams/company');
    const attachment = (
      card?.body.attachments as Array<{
        contentType: string;
        content: { type: string; body: Array<{ text: string }> };
      }>
    )[0]!;
    expect(attachment.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment.content.type).toBe('AdaptiveCard');
    // Teams is set not to show points.
    expect(attachment.content.body.map((b) => b.text)).toEqual([
      'Test Member recognised Ana Lopez-Post',
      'Pay It Forward · Well Done',
      'Brilliant demo',
    ]);
    expect(await runOutbox()).toMatchObject({ sent: 0 });
  });

  it('respects moderation: a message hidden before the post goes out is not posted', async () => {
    const rec = await sendFromWeb('Something that gets hidden', 'thankyou');
    const hide = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: rec.id, hidden: true, reason: 'Personal data' },
      admin,
    );
    expect(hide.status).toBe(200);
    await runOutbox();
    const text = JSON.stringify(chat.calls.map((c) => c.body));
    expect(text).not.toContain('Something that gets hidden');
    expect(text).toContain(HIDDEN_MESSAGE_TEXT);
  });

  it('retries with backoff while the chat service is down, then fails visibly; a retry sends it once', async () => {
    const rec = await sendFromWeb('While Slack is down');
    chat.failWith = 503;
    expect(await runOutbox()).toMatchObject({ retried: 2, sent: 0 });
    const slackRow = async () => (await outboxFor(t, [rec.id])).find((m) => m.channel === 'slack')!;
    const first = await slackRow();
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.lastError).toMatch(/503|service_unavailable/);
    expect(Date.parse(first.nextAttemptAt) - clock.t).toBe(backoffMs(1));
    // Not due yet: nothing is tried.
    chat.calls = [];
    await runOutbox();
    expect(chat.calls).toHaveLength(0);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      clock.t += backoffMs(MAX_ATTEMPTS) + 1000;
      await runOutbox();
    }
    expect(await slackRow()).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const page = await t.post('/api/admin/chatintegrations', {}, admin);
    const failed = page.body.failedPosts as Array<{
      id: number;
      channel: string;
      target: string;
      refId: string;
    }>;
    expect(failed.filter((f) => f.refId === String(rec.id)).map((f) => [f.channel, f.target])).toEqual([
      ['teams', 'company'],
      ['slack', 'CANADIV'],
    ]);
    chat.failWith = null;
    chat.calls = [];
    const retried = await t.post('/api/admin/chatpostretry', { id: first.id }, admin);
    expect(retried.status).toBe(200);
    expect((retried.body.failedPosts as Array<{ id: number }>).some((f) => f.id === first.id)).toBe(false);
    expect(await runOutbox()).toMatchObject({ sent: 1 });
    expect(chat.callsTo('chat.postMessage')).toHaveLength(1);
    expect(await slackRow()).toMatchObject({ status: 'sent' });
    expect((await t.post('/api/admin/chatpostretry', { id: first.id }, admin)).status).toBe(404);
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations' }, admin);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toContain('integrations.post-retry');
  });

  it('posts nothing when the integrations are switched off', async () => {
    await t.post('/api/admin/slacksave', { enabled: false, commandName: '/shine' }, admin);
    await t.post('/api/admin/teamssave', { enabled: false, showPoints: true }, admin);
    const rec = await sendFromWeb('Quiet', 'thankyou');
    expect((await outboxFor(t, [rec.id])).map((m) => m.channel)).toEqual(['email']);
  });
});

describe('the Integrations page data', () => {
  it('never returns a secret, keeps secrets left out, and audits every change without them', async () => {
    const page = await t.post('/api/admin/chatintegrations', {}, admin);
    expect(page.status).toBe(200);
    const text = JSON.stringify(page.body);
    for (const secret of [SIGNING_SECRET, BOT_TOKEN, TEAMS_TOKEN, `${chat.url}/teams/company`])
      expect(text).not.toContain(secret);
    expect(page.body.slack).toMatchObject({
      signingSecretSet: true,
      botTokenSet: true,
      appTokenSet: false,
      commandUrl: 'http://localhost:3000/integrations/slack/commands',
    });
    expect(page.body.teams).toMatchObject({
      securityTokenSet: true,
      callbackUrl: 'http://localhost:3000/integrations/teams/messages',
    });
    const stored = await t.database.db.selectFrom('chatIntegrations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(BOT_TOKEN);
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations.' }, admin);
    expect(audit.body.entries.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(audit.body.entries)).not.toContain(BOT_TOKEN);
    const bad = await t.post(
      '/api/admin/slacksave',
      { enabled: true, commandName: 'shine', botToken: 'nope' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.formErrors)).toEqual(expect.arrayContaining(['commandName', 'botToken']));
  });
});
