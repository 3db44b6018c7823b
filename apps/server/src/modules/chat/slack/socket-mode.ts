import { createHash } from 'node:crypto';
import type { SocketModeClient } from '@slack/socket-mode';
import type { AppContext } from '../../../http/context.js';
import { onFirstUse } from '../../../lib/on-first-use.js';
import { readSlack } from '../store.js';
import {
  handleInteraction,
  handleSlashCommand,
  SORRY,
  type InteractionPayload,
  type SlashCommandFields,
} from './handlers.js';

/** The Socket Mode client (a WebSocket stack), loaded only once an app token turns Socket Mode on. */
const loadSocketMode = onFirstUse(() => import('@slack/socket-mode'));

/**
 * Socket Mode, for a server Slack cannot reach: the portal opens a WebSocket to Slack with the
 * app-level token (apps.connections.open) and answers each envelope with an ack carrying the
 * same reply an HTTP request would get. The connection itself is the proof of origin, so there
 * is no request signature. The set-up is re-read every `pollMs`, so turning Socket Mode on or
 * off, or a new token, takes effect without a restart. Slack hands each envelope to one of the
 * open connections, so several instances may all connect.
 */
export function startSlackSocketMode(
  ctx: AppContext,
  opts: { pollMs: number; onError: (err: unknown) => void },
): () => Promise<void> {
  let client: SocketModeClient | null = null;
  let current: string | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (appToken: string) => {
    const { LogLevel, SocketModeClient } = await loadSocketMode();
    const c = new SocketModeClient({
      appToken,
      logLevel: LogLevel.ERROR,
      clientOptions: { slackApiUrl: ctx.config.SLACK_API_URL },
    });
    c.on(
      'slash_commands',
      async ({ body, ack }: { body: SlashCommandFields; ack: (r?: object) => Promise<void> }) => {
        try {
          const slack = await readSlack(ctx.database.db, ctx.config);
          await ack((await handleSlashCommand(ctx, slack, body)) ?? {});
        } catch (err) {
          opts.onError(err);
          await ack(SORRY).catch(() => undefined);
        }
      },
    );
    c.on(
      'interactive',
      async ({ body, ack }: { body: InteractionPayload; ack: (r?: object) => Promise<void> }) => {
        try {
          const slack = await readSlack(ctx.database.db, ctx.config);
          await ack((await handleInteraction(ctx, slack, body)) ?? {});
        } catch (err) {
          opts.onError(err);
        }
      },
    );
    return c;
  };

  const check = async () => {
    try {
      const slack = await readSlack(ctx.database.db, ctx.config);
      const token = slack.enabled && slack.settings.socketMode ? slack.secrets.appToken : undefined;
      const wanted = token ? createHash('sha256').update(token).digest('hex') : null;
      if (wanted !== current) {
        const old = client;
        client = null;
        current = wanted;
        if (old) await old.disconnect();
        if (token && !stopped) {
          const next = await connect(token);
          // Stopped while the client's code loaded: never open the connection.
          if (stopped) return;
          client = next;
          await client.start();
        }
      }
    } catch (err) {
      // The next pass tries again from scratch.
      current = null;
      opts.onError(err);
    }
    if (!stopped) timer = setTimeout(() => void check(), opts.pollMs);
  };
  void check();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.disconnect();
  };
}
