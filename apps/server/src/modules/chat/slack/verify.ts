import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack refuses to sign requests older than this, and so do we (replays). */
export const SLACK_MAX_AGE_SECONDS = 5 * 60;

/** The v0 signature Slack sends in X-Slack-Signature: HMAC-SHA256 of "v0:<timestamp>:<body>". */
export function slackSignature(signingSecret: string, timestamp: string, rawBody: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex')}`;
}

/**
 * Whether a request came from Slack: the timestamp is within five minutes of now and the
 * signature over the exact bytes received matches (compared in constant time).
 */
export function verifySlackRequest(
  signingSecret: string,
  headers: { timestamp?: string; signature?: string },
  rawBody: string,
  now: Date,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SLACK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(slackSignature(signingSecret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
