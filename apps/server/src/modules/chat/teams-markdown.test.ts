import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { sessionFor } from '../../../test/personas.js';
import { newMember, type TestMember } from '../../../test/support/recognition.js';
import { ChatStandIn, TEAMS_TOKEN, teamsRequest } from '../../../test/support/chat.js';
import { runOutboxOnce } from '../../messaging/worker.js';
import { chatTransports } from './transports.js';
import { TEAMS_MESSAGE_PATH } from './teams/routes.js';

/**
 * Teams renders Markdown in an Adaptive Card's text: a recognition's message must show as typed,
 * never as a link whose words hide where it goes.
 */
let t: TestApp;
let chat: ChatStandIn;
let sender: TestMember;
let ana: TestMember;

beforeAll(async () => {
  chat = await new ChatStandIn().start();
  // The stand-in listens on this machine over plain http: allowed for tests only.
  t = await createTestApp({ env: { OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_LOOPBACK: 'true' } });
  const admin = await sessionFor(t.database, '100008');
  sender = await newMember(t, {
    overrides: { firstname: '**Boss**', surname: '[Payroll](https://evil.example)' },
  });
  ana = await newMember(t, { overrides: { firstname: 'Ana', surname: 'Lopez-Post' } });
  const teams = await t.post(
    '/api/admin/teamssave',
    {
      enabled: true,
      showPoints: false,
      securityToken: TEAMS_TOKEN,
      companyWebhookUrl: `${chat.url}/teams/company`,
    },
    admin,
  );
  expect(teams.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await chat.close();
});

const cardTexts = () =>
  chat
    .callsTo('teams/company')
    .flatMap(
      (c) => (c.body.attachments as Array<{ content: { body: Array<{ text: string }> } }>)[0]!.content.body,
    )
    .map((b) => b.text);

describe('Teams channel posts', () => {
  it('escape Markdown, so a message cannot become a disguised link or formatting', async () => {
    const message = [
      'Please [confirm your payroll details](https://evil.example/login) today',
      '<https://evil.example/auto>',
      '- not a list',
      '1. not numbered',
      '**loud** _slanted_ `code` ~~gone~~ \\[x]',
    ].join('\n');
    const res = await t.post(
      '/api/reward/doreward',
      { what: 'thankyou', reason: 'Respect', message, sendBy: 'email', recipients: [ana.memberId] },
      sender.token,
    );
    expect(res.status).toBe(200);
    chat.calls = [];
    await runOutboxOnce(t.database.db, chatTransports(t.database.db, t.ctx.config), t.ctx.clock, 3);
    const texts = cardTexts();
    expect(texts).toEqual([
      '\\*\\*Boss\\*\\* \\[Payroll\\](https://evil.example) recognised Ana Lopez-Post',
      'Simply Say · Respect',
      [
        'Please \\[confirm your payroll details\\](https://evil.example/login) today',
        '\\<https://evil.example/auto\\>',
        '\\- not a list',
        '1\\. not numbered',
        '\\*\\*loud\\*\\* \\_slanted\\_ \\`code\\` \\~\\~gone\\~\\~ \\\\\\[x\\]',
      ].join('\n'),
    ]);
    // No text holds a link Markdown would render: every bracket is escaped.
    for (const text of texts) expect(text).not.toMatch(/(^|[^\\])\[[^\]]*(^|[^\\])\]\(/);
  });

  it('escape Markdown in the answer to a Teams message, which echoes what was typed there', async () => {
    const senderId = randomUUID();
    const linked = await t.post(
      '/api/admin/teamslink',
      { memberNumber: sender.memberNumber, aadObjectId: senderId },
      await sessionFor(t.database, '100008'),
    );
    expect(linked.status).toBe(200);
    // A mention of nobody linked, named like a link: the answer names it as typed.
    const from = '[Reset your password](https://evil.example/reset)';
    const res = await t.app.inject({
      ...teamsRequest({
        type: 'message',
        id: 'm-1',
        from: { id: '29:1', name: 'Boss', aadObjectId: senderId },
        conversation: { id: '19:c@thread.skype' },
        text: `<at>Shine</at> thankyou <at>${from}</at> Thanks`,
        entities: [{ type: 'mention', text: `<at>${from}</at>`, mentioned: { id: '29:2', name: from } }],
      }),
      url: TEAMS_MESSAGE_PATH,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { attachments: Array<{ content: { body: Array<{ text: string }> } }> };
    const text = body.attachments[0]!.content.body[1]!.text;
    expect(text).toContain('\\[Reset your password\\](https://evil.example/reset)');
    expect(text).not.toContain(from);
  });
});
