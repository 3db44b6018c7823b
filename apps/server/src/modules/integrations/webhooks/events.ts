import type { Transaction } from 'kysely';
import type { WebhookEvent } from '@portal/contract';
import type { DB } from '../../../db/schema.js';
import { enqueueMessage } from '../../../messaging/outbox.js';
import { createHash } from 'node:crypto';

/**
 * The webhook-id of an event: derived from what caused it (e.g. "recognition.created:42"), so a
 * retried cause names the same event and the outbox's dedupe key holds it to one delivery.
 */
export const eventMessageId = (key: string) =>
  `msg_${createHash('sha256').update(key).digest('base64url').slice(0, 27)}`;

export interface WebhookEventInput {
  type: WebhookEvent;
  /** What caused it, unique per event (e.g. the recognition's id): names the event across retries. */
  key: string;
  /** Only what a receiver needs: member numbers and ids, no names, e-mails or message texts. */
  data: Record<string, unknown>;
  at: string;
}

const subscribes = (events: string, type: string) => {
  try {
    return (JSON.parse(events) as unknown[]).includes(type);
  } catch {
    return false;
  }
};

/**
 * Queues an event for every switched-on endpoint that subscribes to it, inside the caller's
 * transaction: the deliveries exist exactly when the cause was committed. One outbox row per
 * (event, endpoint) with a dedupe key, so each endpoint gets each event once whichever
 * instance sends it.
 */
export async function emitWebhookEvent(trx: Transaction<DB>, event: WebhookEventInput): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhookEndpoints')
    .select(['id', 'events'])
    .where('enabled', '=', 1)
    .execute();
  const targets = endpoints.filter((e) => subscribes(e.events, event.type));
  if (targets.length === 0) return;
  const msgId = eventMessageId(`${event.type}:${event.key}`);
  const text = JSON.stringify({ type: event.type, timestamp: event.at, data: event.data });
  for (const endpoint of targets) {
    await enqueueMessage(
      trx,
      {
        channel: 'webhook',
        recipient: String(endpoint.id),
        subject: event.type,
        text,
        template: 'webhook',
        ref: { type: 'webhook', id: msgId },
        dedupeKey: `webhook:${msgId}:${endpoint.id}`,
      },
      event.at,
    );
  }
}
