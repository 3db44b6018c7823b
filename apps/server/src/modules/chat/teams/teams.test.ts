import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import type { TestMember } from '../../../../test/support/recognition.js';
import { balances, newMember, outboxFor, recognitionsFrom } from '../../../../test/support/recognition.js';
import { TEAMS_TOKEN, teamsRequest } from '../../../../test/support/chat.js';
import { parseTeamsMessage } from './message.js';
import { TEAMS_MESSAGE_PATH } from './routes.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();
let sender: TestMember;
let ana: TestMember;
const SENDER_NAME = 'Sadie Teamsender';
const ANA_NAME = 'Ana Teamslopez';

beforeAll(async () => {
  const admin = await sessionFor(t.database, '100008');
  sender = await newMember(t, { pif: 100, overrides: { firstname: 'Sadie', surname: 'Teamsender' } });
  ana = await newMember(t, { overrides: { firstname: 'Ana', surname: 'Teamslopez' } });
  const saved = await t.post(
    '/api/admin/teamssave',
    {
      enabled: true,
      showPoints: true,
      securityToken: TEAMS_TOKEN,
      companyWebhookUrl: 'https://example.webhook.office.com/webhookb2/x',
    },
    admin,
  );
  expect(saved.status).toBe(200);
});

/** An outgoing webhook activity as Teams sends it for a channel message that mentions the webhook. */
function activity(html: string, from = SENDER_NAME, id = randomUUID()) {
  return {
    type: 'message',
    id,
    timestamp: new Date().toISOString(),
    serviceUrl: 'https://smba.trafficmanager.net/emea/',
    channelId: 'msteams',
    from: { id: '29:1abcdef', name: from, aadObjectId: randomUUID() },
    conversation: {
      isGroup: true,
      id: '19:channel@thread.skype;messageid=1',
      name: null,
      conversationType: 'channel',
    },
    recipient: null,
    textFormat: 'plain',
    attachmentLayout: null,
    membersAdded: [],
    membersRemoved: [],
    topicName: null,
    historyDisclosed: null,
    locale: 'en-GB',
    text: html,
    speak: null,
    inputHint: null,
    summary: null,
    suggestedActions: null,
    attachments: [
      {
        contentType: 'text/html',
        contentUrl: null,
        content: `<div>${html}</div>`,
        name: null,
        thumbnailUrl: null,
      },
    ],
    entities: [{ type: 'clientInfo', locale: 'en-GB', country: 'GB', platform: 'Web' }],
    channelData: {
      teamsChannelId: '19:channel@thread.skype',
      teamsTeamId: '19:team@thread.skype',
      channel: { id: '19:channel@thread.skype' },
      team: { id: '19:team@thread.skype' },
      tenant: { id: randomUUID() },
    },
    action: null,
    replyToId: null,
    value: null,
    name: null,
    relatesTo: null,
    code: null,
    localTimestamp: new Date().toISOString(),
  };
}

const send = (body: object, token?: string) =>
  t.app.inject({ ...teamsRequest(body, token), url: TEAMS_MESSAGE_PATH });
const cardText = (res: { json(): unknown }) =>
  (
    res.json() as { attachments: Array<{ content: { body: Array<{ text: string }> } }> }
  ).attachments[0]!.content.body.map((b) => b.text).join(' | ');

describe('Teams outgoing webhook', () => {
  it('sends a recognition from a signed message and answers with an Adaptive Card, once per message', async () => {
    const msg = activity(`<at>Shine</at> payitforward 50 <at>${ANA_NAME}</at> [Congrats]&nbsp;Great launch`);
    const res = await send(msg);
    expect(res.statusCode).toBe(200);
    const reply = res.json() as {
      type: string;
      attachments: Array<{ contentType: string; content: { type: string } }>;
    };
    expect(reply.type).toBe('message');
    expect(reply.attachments[0]).toMatchObject({
      contentType: 'application/vnd.microsoft.card.adaptive',
      content: { type: 'AdaptiveCard' },
    });
    expect(cardText(res)).toMatch(
      /^Recognition sent \| Sent a Pay It Forward \(Congrats\) with 50 Beauty Bucks each to Ana Teamslopez/,
    );
    const again = await send(msg);
    expect(cardText(again)).toBe(cardText(res));
    const rows = await recognitionsFrom(t, sender.id);
    expect(rows.map((r) => [r.toMemberId, r.type, r.value, r.message, r.points])).toEqual([
      [ana.id, 'PIF', 'Congrats', 'Great launch', 50],
    ]);
    expect((await balances(t, ana.id)).redeem).toBe(50);
    const out = await outboxFor(t, [rows[0]!.id]);
    expect(out.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', ana.email],
      ['teams', 'company'],
    ]);
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    const forged = await send(
      activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`),
      Buffer.from('another token').toString('base64'),
    );
    expect(forged.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: TEAMS_MESSAGE_PATH,
      payload: activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
  });

  it('tells an unknown sender or recipient why and changes nothing', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    expect(
      cardText(await send(activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`, 'Nobody Known'))),
    ).toMatch(/^Nothing was sent \| Nobody Known could not be matched/);
    expect(cardText(await send(activity('<at>Shine</at> thankyou <at>Ghost Person</at> hi')))).toMatch(
      /Not found in Shine Recognition .*Ghost Person/,
    );
    expect(cardText(await send(activity(`<at>Shine</at> payitforward 500 <at>${ANA_NAME}</at> hi`)))).toMatch(
      /Choose 30, 50, 75 or 100/,
    );
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
  });
});

describe('parseTeamsMessage', () => {
  it('reads mentions, kind, points, value and message in the order Teams users write them', () => {
    expect(parseTeamsMessage('<at>Shine</at> thankyou <at>Ana</at> Great launch')).toEqual({
      ok: true,
      names: ['Ana'],
      what: 'thankyou',
      points: undefined,
      value: undefined,
      message: 'Great launch',
    });
    expect(
      parseTeamsMessage(
        '<p><at>Shine</at> <at>Ana</at> <at>Ben Li</at> pif 30 [Hi5] thanks <at>Cy</at>!</p>',
      ),
    ).toMatchObject({
      names: ['Ana', 'Ben Li'],
      what: 'payitforward',
      points: 30,
      value: 'Hi5',
      message: 'thanks Cy!',
    });
    expect(parseTeamsMessage('<at>Shine</at> hello')).toMatchObject({ ok: false });
  });
});
