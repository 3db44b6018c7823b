import type { WebClient } from '@slack/web-api';
import type { Config } from '../../../config.js';
import { onFirstUse } from '../../../lib/on-first-use.js';

/** Slack's SDK, loaded once a workspace is connected: a portal without Slack never holds it. */
const loadWebApi = onFirstUse(() => import('@slack/web-api'));

/**
 * A Slack Web API client at the configured base URL. It does not retry by itself: a post that
 * fails goes back to the outbox, which retries with backoff and records the error, and a call
 * made while answering Slack must finish inside Slack's three seconds.
 */
export async function slackClient(config: Pick<Config, 'SLACK_API_URL'>, token: string): Promise<WebClient> {
  const { LogLevel, WebClient } = await loadWebApi();
  return new WebClient(token, {
    slackApiUrl: config.SLACK_API_URL,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    timeout: 10_000,
    logLevel: LogLevel.ERROR,
    // Slack hands out response_url addresses; they must never redirect the client elsewhere.
    allowAbsoluteUrls: false,
  });
}
