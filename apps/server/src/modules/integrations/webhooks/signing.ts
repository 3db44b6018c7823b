import { createHmac, randomBytes } from 'node:crypto';

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
