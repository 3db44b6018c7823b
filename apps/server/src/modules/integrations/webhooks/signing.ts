import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing: the secret is `whsec_` and base64 of random bytes; the signature is
 * HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}` with the decoded secret, sent as
 * `v1,<base64>` in `webhook-signature`. Receivers verify with any Standard Webhooks library.
 */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function signPayload(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The webhook-id of an event: derived from what caused it (e.g. "recognition.created:42"), so a
 * retried cause names the same event and the outbox's dedupe key holds it to one delivery.
 */
export const eventMessageId = (key: string) =>
  `msg_${createHash('sha256').update(key).digest('base64url').slice(0, 27)}`;
