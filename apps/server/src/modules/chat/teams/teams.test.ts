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
/** Directory object ids (Entra ID) of the people in Teams: Sadie's and Ana's are linked to them. */
const SADIE_ID = randomUUID();
const ANA_ID = randomUUID();
let adminToken = '';

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
  adminToken = admin;
  for (const [m, aadObjectId] of [
    [sender, SADIE_ID],
    [ana, ANA_ID],
  ] as const) {
    const linked = await t.post('/api/admin/teamslink', { memberNumber: m.memberNumber, aadObjectId }, admin);
    expect(linked.status).toBe(200);
  }
});

/** Who a Teams message comes from: a display name and a directory object id. */
interface TeamsUser {
  name: string;
  aadObjectId: string;
}
const SADIE: TeamsUser = { name: SENDER_NAME, aadObjectId: SADIE_ID };
const ANA: TeamsUser = { name: ANA_NAME, aadObjectId: ANA_ID };

/** The mention entities Teams sends with a message: the webhook, then each person as written. */
const mentionsOf = (people: TeamsUser[]) => [
  { type: 'mention', text: '<at>Shine</at>', mentioned: { id: '28:webhook', name: 'Shine' } },
  ...people.map((p) => ({
    type: 'mention',
    text: `<at>${p.name}</at>`,
    mentioned: { id: `29:${p.aadObjectId.slice(0, 8)}`, name: p.name, aadObjectId: p.aadObjectId },
  })),
];

/** An outgoing webhook activity as Teams sends it for a channel message that mentions the webhook. */
function activity(html: string, from: TeamsUser = SADIE, mentioned: TeamsUser[] = [ANA], id = randomUUID()) {
  return {
    type: 'message',
    id,
    timestamp: new Date().toISOString(),
    serviceUrl: 'https://smba.trafficmanager.net/emea/',
    channelId: 'msteams',
    from: { id: `29:${from.aadObjectId.slice(0, 8)}`, name: from.name, aadObjectId: from.aadObjectId },
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
    entities: [
      ...mentionsOf(mentioned),
      { type: 'clientInfo', locale: 'en-GB', country: 'GB', platform: 'Web' },
    ],
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
    const nobody = { name: 'Nobody Known', aadObjectId: randomUUID() };
    expect(cardText(await send(activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`, nobody)))).toBe(
      `Nothing was sent | Your Teams account is not linked to a registered member of Shine Recognition. Ask your programme team to link it (your Teams id is ${nobody.aadObjectId}).`,
    );
    const ghost = { name: 'Ghost Person', aadObjectId: randomUUID() };
    expect(
      cardText(await send(activity('<at>Shine</at> thankyou <at>Ghost Person</at> hi', SADIE, [ghost]))),
    ).toMatch(/Not linked to a member of Shine Recognition: Ghost Person/);
    expect(cardText(await send(activity(`<at>Shine</at> payitforward 500 <at>${ANA_NAME}</at> hi`)))).toMatch(
      /Choose 30, 50, 75 or 100/,
    );
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
  });
});

describe('Teams people are their directory ids, not their names', () => {
  it("sends nothing as a colleague from an account that only carries the colleague's name", async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    // A guest, or a directory nickname, named exactly like Sadie.
    const lookalike = { name: SENDER_NAME, aadObjectId: randomUUID() };
    const res = await send(activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`, lookalike));
    expect(cardText(res)).toMatch(/^Nothing was sent \| Your Teams account is not linked/);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
  });

  it("gives nothing to a lookalike mentioned under a colleague's name, and a member's chosen name blocks nobody", async () => {
    // Another member takes Ana's first name and surname as the name they are called by.
    const copycat = await newMember(t, { overrides: { firstname: 'Ana', surname: 'Teamslopez' } });
    const lookalike = { name: ANA_NAME, aadObjectId: randomUUID() };
    const refused = await send(
      activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`, SADIE, [lookalike]),
    );
    expect(cardText(refused)).toMatch(/Not linked to a member of Shine Recognition: Ana Teamslopez/);
    expect((await recognitionsFrom(t, sender.id)).filter((r) => r.toMemberId === copycat.id)).toEqual([]);
    // The real Ana, mentioned by her id, still receives: two members of one name block nobody.
    const sent = await send(activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> Thanks again`));
    expect(cardText(sent)).toMatch(/^Recognition sent/);
    const rows = await recognitionsFrom(t, sender.id);
    expect(rows.at(-1)).toMatchObject({ toMemberId: ana.id, message: 'Thanks again' });
  });

  it('links and unlinks a Teams user by a programme admin only, in the audit log', async () => {
    const other = await newMember(t);
    const id = randomUUID().toUpperCase();
    const memberToken = other.token;
    const refused = await t.post(
      '/api/admin/teamslink',
      { memberNumber: other.memberNumber, aadObjectId: id },
      memberToken,
    );
    expect(refused.status).toBe(403);
    const bad = await t.post(
      '/api/admin/teamslink',
      { memberNumber: other.memberNumber, aadObjectId: 'Ana' },
      adminToken,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.aadObjectId).toBeTruthy();
    const linked = await t.post(
      '/api/admin/teamslink',
      { memberNumber: other.memberNumber, aadObjectId: id },
      adminToken,
    );
    expect(linked.body).toEqual({ memberNumber: other.memberNumber, aadObjectId: id.toLowerCase() });
    await t.post('/api/admin/teamslink', { memberNumber: other.memberNumber, aadObjectId: '' }, adminToken);
    const log = await t.database.db
      .selectFrom('adminAuditLog')
      .select('action')
      .where('target', '=', `member ${other.memberNumber}`)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['teams.link', 'teams.unlink']);
    expect(
      await t.database.db.selectFrom('teamsLinks').selectAll().where('memberId', '=', other.id).execute(),
    ).toEqual([]);
  });
});

describe('a Teams link and erasure', () => {
  it("goes with the member's data: their Teams account no longer finds them", async () => {
    const leaving = await newMember(t, { overrides: { firstname: 'Lea', surname: 'Erased' } });
    const lea = { name: 'Lea Erased', aadObjectId: randomUUID() };
    await t.post(
      '/api/admin/teamslink',
      { memberNumber: leaving.memberNumber, aadObjectId: lea.aadObjectId },
      adminToken,
    );
    const erased = await t.post(
      '/api/admin/membererase',
      { memberNumber: leaving.memberNumber, force: true, reason: 'Asked to be forgotten' },
      adminToken,
    );
    expect(erased.status).toBe(200);
    expect(
      await t.database.db.selectFrom('teamsLinks').selectAll().where('memberId', '=', leaving.id).execute(),
    ).toEqual([]);
    const res = await send(activity(`<at>Shine</at> thankyou <at>${ANA_NAME}</at> hi`, lea));
    expect(cardText(res)).toMatch(/^Nothing was sent \| Your Teams account is not linked/);
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
