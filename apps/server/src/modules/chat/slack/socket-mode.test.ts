import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { sessionFor } from '../../../../test/personas.js';
import { newMember, recognitionsFrom, type TestMember } from '../../../../test/support/recognition.js';
import { BOT_TOKEN, ChatStandIn } from '../../../../test/support/chat.js';
import { startSlackSocketMode } from './socket-mode.js';

/**
 * Slack's side of Socket Mode: apps.connections.open hands out a WebSocket address; Slack
 * greets with "hello", sends envelopes, and expects an ack { envelope_id, payload } for each.
 */
let t: TestApp;
let slack: ChatStandIn;
let wss: WebSocketServer;
let sender: TestMember;
let ana: TestMember;
let stop: () => Promise<void>;
const connected: WebSocket[] = [];
const errors: unknown[] = [];

beforeAll(async () => {
  slack = await new ChatStandIn().start();
  wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  slack.socketUrl = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/link/?ticket=1`;
  wss.on('connection', (ws) => {
    connected.push(ws);
    ws.send(
      JSON.stringify({
        type: 'hello',
        num_connections: 1,
        debug_info: { host: 'applink-test' },
        connection_info: { app_id: 'A0001' },
      }),
    );
  });
  t = await createTestApp({ env: { SLACK_API_URL: `${slack.url}/api/` } });
  sender = await newMember(t);
  ana = await newMember(t);
  slack.users.set('USOCK', { email: sender.email, name: 'Sock Sender' });
  slack.users.set('UANA', { email: ana.email, name: 'Ana' });
  const admin = await sessionFor(t.database, '100008');
  const saved = await t.post(
    '/api/admin/slacksave',
    {
      enabled: true,
      commandName: '/shine',
      socketMode: true,
      botToken: BOT_TOKEN,
      appToken: 'xapp-test-app-token',
    },
    admin,
  );
  expect(saved.status).toBe(200);
  stop = startSlackSocketMode(t.ctx, { pollMs: 200, onError: (e) => errors.push(e) });
});
afterAll(async () => {
  await stop();
  wss.close();
  await t.close();
  await slack.close();
});

async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

function envelope(
  ws: WebSocket,
  id: string,
  type: string,
  payload: object,
): Promise<{ envelope_id: string; payload: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString()) as { envelope_id: string; payload: Record<string, unknown> };
      if (msg.envelope_id !== id) return;
      ws.off('message', onMessage);
      resolve(msg);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ envelope_id: id, type, payload, accepts_response_payload: true }));
  });
}

describe('Slack Socket Mode', () => {
  it('connects with the app-level token and answers a slash command with the same service', async () => {
    const ws = await until(() => connected[0]);
    expect(slack.callsTo('apps.connections.open')[0]?.authorization).toBe('Bearer xapp-test-app-token');
    const ack = await envelope(ws, 'env-1', 'slash_commands', {
      team_id: 'T0001',
      user_id: 'USOCK',
      command: '/shine',
      text: '<@UANA|ana> thankyou Sent over the socket',
      trigger_id: 'sock.1',
      response_url: 'https://hooks.slack.com/commands/x',
    });
    expect(ack.payload).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringMatching(/^Sent a Simply Say/),
    });
    const rows = await recognitionsFrom(t, sender.id);
    expect(rows.map((r) => [r.toMemberId, r.message])).toEqual([[ana.id, 'Sent over the socket']]);
    // Slack redelivers an envelope that was not acknowledged in time: it takes effect once.
    await envelope(ws, 'env-1-again', 'slash_commands', {
      team_id: 'T0001',
      user_id: 'USOCK',
      text: '<@UANA|ana> thankyou Sent over the socket',
      trigger_id: 'sock.1',
    });
    expect(await recognitionsFrom(t, sender.id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('disconnects when an admin turns Socket Mode off', async () => {
    const ws = connected[0]!;
    const closed = new Promise((r) => ws.once('close', r));
    await t.post(
      '/api/admin/slacksave',
      { enabled: true, commandName: '/shine', socketMode: false },
      await sessionFor(t.database, '100008'),
    );
    await closed;
  });
});
