/** Helpers the chat tests share (not used by the server itself). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { slackSignature } from '../../src/modules/chat/slack/verify.js';
import { teamsSignature } from '../../src/modules/chat/teams/verify.js';

export interface RecordedCall {
  method: string;
  /** Form or JSON fields as sent. */
  body: Record<string, unknown>;
  authorization: string | undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string, type: string | undefined): Record<string, unknown> {
  if (type?.includes('application/json')) return JSON.parse(text || '{}') as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    try {
      out[k] = /^[[{]/.test(v) ? JSON.parse(v) : v;
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/**
 * Plays Slack's Web API (https://slack.com/api/<method>, form or JSON bodies, bearer token,
 * `{ ok: … }` answers) and Teams incoming webhooks (POST /teams/<route>), recording each call.
 * `failWith` makes every call answer with that HTTP status, as a chat service that is down.
 */
export class ChatStandIn {
  calls: RecordedCall[] = [];
  /** Slack user id → e-mail address on the profile. */
  users = new Map<string, { email?: string; name: string }>();
  failWith: number | null = null;
  private server: Server;
  url = '';

  constructor() {
    this.server = createServer((req, res) => {
      void (async () => {
        const text = await readBody(req);
        const method = (req.url ?? '').replace(/^\/(api\/)?/, '');
        this.calls.push({
          method,
          body: parseBody(text, req.headers['content-type']),
          authorization: req.headers.authorization,
        });
        if (this.failWith) {
          res
            .writeHead(this.failWith, { 'content-type': 'application/json' })
            .end('{"ok":false,"error":"service_unavailable"}');
          return;
        }
        if (method.startsWith('teams/')) {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('1');
          return;
        }
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(this.answer(method, this.calls.at(-1)!)));
      })();
    });
  }

  /** Where apps.connections.open sends a Socket Mode client (a local WebSocket server). */
  socketUrl = '';

  private answer(method: string, call: RecordedCall): unknown {
    if (method === 'apps.connections.open') {
      return call.authorization === 'Bearer xapp-test-app-token'
        ? { ok: true, url: this.socketUrl }
        : { ok: false, error: 'invalid_auth' };
    }
    if (call.authorization !== 'Bearer xoxb-test-bot-token') return { ok: false, error: 'invalid_auth' };
    switch (method) {
      case 'users.info': {
        const id = String(call.body.user);
        const u = this.users.get(id);
        if (!u) return { ok: false, error: 'user_not_found' };
        return {
          ok: true,
          user: {
            id,
            name: u.name,
            real_name: u.name,
            is_bot: false,
            profile: { real_name: u.name, email: u.email },
          },
        };
      }
      case 'chat.postMessage':
        return { ok: true, channel: call.body.channel, ts: `${Date.now() / 1000}` };
      case 'views.open':
        return { ok: true, view: { id: 'V123' } };
      default:
        return { ok: false, error: 'unknown_method' };
    }
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  close = () => new Promise<void>((resolve) => this.server.close(() => resolve()));
  callsTo = (method: string) => this.calls.filter((c) => c.method === method);
}

export const SIGNING_SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
export const BOT_TOKEN = 'xoxb-test-bot-token';

/** The Slack set-up the chat tests save: on, /shine, the stand-in's secrets and a company channel. */
export const slackSetup = (extra: Record<string, unknown> = {}) => ({
  enabled: true,
  commandName: '/shine',
  signingSecret: SIGNING_SECRET,
  botToken: BOT_TOKEN,
  companyChannel: 'CCOMPANY',
  ...extra,
});

/** A request exactly as Slack sends it: form-encoded body, v0 signature over timestamp and body. */
export function slackRequest(
  fields: Record<string, string>,
  opts: { at?: Date; secret?: string; retry?: number } = {},
) {
  const body = new URLSearchParams(fields).toString();
  const ts = String(Math.floor((opts.at ?? new Date()).getTime() / 1000));
  return {
    method: 'POST' as const,
    url: '',
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': ts,
      'x-slack-signature': slackSignature(opts.secret ?? SIGNING_SECRET, ts, body),
      ...(opts.retry
        ? { 'x-slack-retry-num': String(opts.retry), 'x-slack-retry-reason': 'http_timeout' }
        : {}),
    },
  };
}

export const TEAMS_TOKEN = Buffer.from('teams-outgoing-webhook-security-token!').toString('base64');

/** An outgoing webhook request exactly as Teams sends it: JSON activity, HMAC of the body. */
export function teamsRequest(activity: object, token = TEAMS_TOKEN) {
  const body = JSON.stringify(activity);
  return {
    method: 'POST' as const,
    url: '',
    payload: body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      authorization: teamsSignature(token, body),
    },
  };
}
