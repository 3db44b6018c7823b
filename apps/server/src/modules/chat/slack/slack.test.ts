import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { sessionFor } from '../../../../test/personas.js';
import {
  balances,
  newMember,
  outboxFor,
  recognitionsFrom,
  type TestMember,
} from '../../../../test/support/recognition.js';
import { ChatStandIn, slackRequest, slackSetup } from '../../../../test/support/chat.js';
import { SLACK_COMMAND_PATH, SLACK_INTERACTION_PATH } from './routes.js';

let t: TestApp;
let slack: ChatStandIn;
let admin: string;
let ana: TestMember;
let ben: TestMember;
let sender: TestMember;
let seq = 0;

beforeAll(async () => {
  slack = await new ChatStandIn().start();
  t = await createTestApp({ env: { SLACK_API_URL: `${slack.url}/api/` } });
  admin = await sessionFor(t.database, '100008');
  sender = await newMember(t, { pif: 100 });
  ana = await newMember(t);
  ben = await newMember(t);
  slack.users.set('USENDER', { email: sender.email.toUpperCase(), name: 'Sam Sender' });
  slack.users.set('UANA', { email: ana.email, name: 'Ana' });
  slack.users.set('UBEN', { email: ben.email, name: 'Ben' });
  slack.users.set('USTRANGER', { email: 'nobody@elsewhere.example', name: 'Stranger Danger' });
  const saved = await t.post('/api/admin/slacksave', slackSetup(), admin);
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await slack.close();
});
beforeEach(() => {
  slack.calls = [];
});

/** A slash command from Slack; each call is a new request unless a trigger id is given. */
function command(
  text: string,
  opts: { user?: string; trigger?: string; at?: Date; secret?: string; retry?: number } = {},
) {
  const req = slackRequest(
    {
      token: 'deprecated-verification-token',
      team_id: 'T0001',
      team_domain: 'lumiere',
      channel_id: 'CGENERAL',
      channel_name: 'general',
      user_id: opts.user ?? 'USENDER',
      user_name: 'sam',
      command: '/shine',
      text,
      api_app_id: 'A0001',
      is_enterprise_install: 'false',
      response_url: `${slack.url}/commands/T0001/1/abc`,
      trigger_id: opts.trigger ?? `1337.42.${++seq}`,
    },
    opts,
  );
  return t.app.inject({ ...req, url: SLACK_COMMAND_PATH });
}

describe('Slack slash command', () => {
  it('sends a Simply Say through the same service as the web: row, e-card, feed and a channel post', async () => {
    const res = await command('<@UANA|ana> <@UBEN|ben> thankyou Great launch, thank you!');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringMatching(/^Sent a Simply Say/),
    });
    const rows = await recognitionsFrom(t, sender.id);
    expect(rows.map((r) => [r.toMemberId, r.type, r.value, r.message])).toEqual([
      [ana.id, 'THX', 'Thank You', 'Great launch, thank you!'],
      [ben.id, 'THX', 'Thank You', 'Great launch, thank you!'],
    ]);
    const out = await outboxFor(
      t,
      rows.map((r) => r.id),
    );
    expect(out.filter((m) => m.channel === 'email').map((m) => m.recipient)).toEqual([ana.email, ben.email]);
    expect(out.filter((m) => m.channel === 'slack').map((m) => m.recipient)).toEqual([
      'CCOMPANY',
      'CCOMPANY',
    ]);
    const feed = await t.post('/api/site/getrecentrecognition', {}, ana.token);
    const fed = (feed.body.report as Array<{ toMemberId: string; value: string }>).slice(0, 2);
    expect(fed.map((r) => r.toMemberId).sort()).toEqual([String(ana.id), String(ben.id)].sort());
    expect(slack.callsTo('users.info').map((c) => c.body.user)).toEqual(['USENDER', 'UANA', 'UBEN']);
  });

  it('takes effect once when Slack retries the same request', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    const first = await command('<@UANA|ana> payitforward 30 [Well Done] Covering my shift', {
      trigger: 'retry.1',
    });
    const again = await command('<@UANA|ana> payitforward 30 [Well Done] Covering my shift', {
      trigger: 'retry.1',
      retry: 1,
    });
    expect(first.json().text).toMatch(/^Sent a Pay It Forward \(Well Done\) with 30/);
    expect(again.statusCode).toBe(200);
    expect(again.json().text).toBe(first.json().text);
    const rows = (await recognitionsFrom(t, sender.id)).slice(before);
    expect(rows).toHaveLength(1);
    expect((await balances(t, sender.id)).pif).toBe(70);
    expect((await balances(t, ana.id)).redeem).toBe(30);
    expect((await outboxFor(t, [rows[0]!.id])).filter((m) => m.channel === 'slack')).toHaveLength(1);
  });

  it('applies the rules and quotas of the web: no more points than the allowance', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    const res = await command('<@UBEN|ben> payitforward 100 Too generous');
    expect(res.json().text).toBe('Nothing was sent: You have 70 Beauty Bucks to give; this needs 100.');
    const odd = await command('<@UBEN|ben> payitforward 42 Odd amount');
    expect(odd.json().text).toMatch(/^Nothing was sent: Choose 30, 50, 75 or 100 points/);
    const value = await command('<@UBEN|ben> thankyou [Not A Value] hi');
    expect(value.json().text).toMatch(/^Nothing was sent: Choose a value from the list/);
    const self = await command('<@USENDER|sam> thankyou me');
    expect(self.json().text).toMatch(/You cannot recognise yourself/);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
  });

  it('refuses a bad or old signature with 401 and changes nothing', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    const forged = await command('<@UANA|ana> thankyou forged', { secret: 'not-the-signing-secret' });
    expect(forged.statusCode).toBe(401);
    const old = await command('<@UANA|ana> thankyou replayed', { at: new Date(Date.now() - 6 * 60_000) });
    expect(old.statusCode).toBe(401);
    const req = slackRequest({ user_id: 'USENDER', text: '<@UANA|ana> thankyou tampered', trigger_id: 'x' });
    const tampered = await t.app.inject({
      ...req,
      url: SLACK_COMMAND_PATH,
      payload: `${req.payload}%20more`,
    });
    expect(tampered.statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: SLACK_COMMAND_PATH,
      payload: 'user_id=USENDER&text=hi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(before);
    expect(slack.calls).toHaveLength(0);
  });

  it('tells a Slack user who is not a member why, privately, and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('recognitions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await command('<@UANA|ana> thankyou hello', { user: 'USTRANGER' });
    expect(res.json()).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringContaining('not linked to anyone'),
    });
    const unknownRecipient = await command('<@USTRANGER|x> thankyou hello');
    expect(unknownRecipient.json().text).toMatch(/^Stranger Danger is not in Shine Recognition/);
    expect(await count()).toBe(before);
  });

  it('explains the syntax when the text has no mention', async () => {
    const res = await command('@ana thankyou hi');
    expect(res.json().text).toMatch(/not a Slack mention/);
  });
});

describe('Slack modal', () => {
  it('opens the form through views.open when the command has no text', async () => {
    const res = await command('', { trigger: 'modal.trigger.1' });
    expect(res.statusCode).toBe(200);
    const [open] = slack.callsTo('views.open');
    expect(open?.body.trigger_id).toBe('modal.trigger.1');
    const view = open?.body.view as { callback_id: string; blocks: Array<{ block_id: string }> };
    expect(view.callback_id).toBe('shine-recognise');
    expect(view.blocks.map((b) => b.block_id)).toEqual(['recipients', 'reason', 'points', 'message']);
  });

  function submit(values: object, viewId: string) {
    const payload = {
      type: 'view_submission',
      team: { id: 'T0001', domain: 'lumiere' },
      user: { id: 'USENDER', username: 'sam', team_id: 'T0001' },
      api_app_id: 'A0001',
      trigger_id: `v.${viewId}`,
      view: { id: viewId, callback_id: 'shine-recognise', hash: 'h1', state: { values } },
    };
    const req = slackRequest({ payload: JSON.stringify(payload) });
    return t.app.inject({ ...req, url: SLACK_INTERACTION_PATH });
  }

  const form = (users: string[], choice: string, points: string | null, message: string) => ({
    recipients: { users: { type: 'multi_users_select', selected_users: users } },
    reason: {
      choice: {
        type: 'static_select',
        selected_option: { text: { type: 'plain_text', text: 'x' }, value: choice },
      },
    },
    points: { points: { type: 'number_input', value: points } },
    message: { message: { type: 'plain_text_input', value: message } },
  });

  it('sends the submitted recognition once and shows errors under the fields', async () => {
    const before = (await recognitionsFrom(t, sender.id)).length;
    const bad = await submit(form(['UBEN'], 'payitforward|Hi5', '33', 'x'), 'VBAD');
    expect(bad.json()).toMatchObject({
      response_action: 'errors',
      errors: { points: expect.stringMatching(/Choose 30/) },
    });
    const ok = await submit(form(['UBEN'], 'thankyou|Respect', null, 'Thanks for listening'), 'VGOOD');
    expect(ok.json()).toMatchObject({ response_action: 'update' });
    await submit(form(['UBEN'], 'thankyou|Respect', null, 'Thanks for listening'), 'VGOOD');
    const rows = (await recognitionsFrom(t, sender.id)).slice(before);
    expect(rows.map((r) => [r.toMemberId, r.value, r.message])).toEqual([
      [ben.id, 'Respect', 'Thanks for listening'],
    ]);
  });
});

describe('Slack down while answering', () => {
  it('answers with a sentence, not an error, when Slack cannot be asked who someone is', async () => {
    slack.failWith = 503;
    try {
      const res = await command('<@UANA|ana> thankyou hello');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        response_type: 'ephemeral',
        text: expect.stringMatching(/^Sorry, that did not work/),
      });
    } finally {
      slack.failWith = null;
    }
  });
});
