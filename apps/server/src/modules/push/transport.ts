import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Deliverable, Transport } from '../../messaging/transports.js';
import { DELIVERY_FAILURES, OutboundRefused, outboundPoster } from '../../outbound/poster.js';
import { outboundPolicy, type Resolve } from '../../outbound/policy.js';
import { deleteSubscription, markPushed, subscriptionsOf } from './repository.js';
import { loadWebPush, vapidKeys } from './vapid.js';

/** What the service worker receives and shows (apps/web/src/sw.ts reads the same fields). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A day: a phone that stays off longer gets the next push instead of a stale one. */
const TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 15_000;

/** Only the portal's own pages are opened from a notification. */
const ownPath = (url: unknown) => (typeof url === 'string' && /^\/(?!\/)/.test(url) ? url : '/');

/** The outbox row as the service worker's payload: subject and text, with url and tag from bodyHtml. */
export function pushPayload(msg: Deliverable): PushPayload {
  let extra: { url?: unknown; tag?: unknown } = {};
  try {
    extra = JSON.parse(msg.bodyHtml || '{}') as typeof extra;
  } catch {
    // A message without url and tag still shows; it opens Home.
  }
  return {
    title: msg.subject,
    body: msg.bodyText,
    url: ownPath(extra.url),
    tag: typeof extra.tag === 'string' ? extra.tag.slice(0, 200) : '',
  };
}

/**
 * The Topic header (RFC 8030 §5.4): a push service keeps only the newest undelivered message of
 * a topic, so a device that was off gets "5 people reacted" once, not five times. At most 32
 * base64url characters, hence a hash of the tag.
 */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Sends an outbox message on the 'push' channel to every device of the member named by the
 * recipient (their member id). web-push encrypts (RFC 8291, aes128gcm) and signs the VAPID
 * token (RFC 8292); the request goes through the outbound guard: only to PUSH_HOSTS, https,
 * public addresses checked at every connection, no redirects. A 404 or 410 means the browser
 * dropped the subscription: the row is deleted and the others still get theirs. A device the
 * guard refuses (saved before these rules, or on a host the configuration no longer lists) is
 * passed over: trying again would not change that. Any other failure fails the message, which
 * the outbox retries; a device already reached gets it again, and since the notification has
 * the same tag it replaces the first instead of adding one.
 */
export function pushTransport(
  db: Db,
  config: Config,
  clock: Clock,
  resolve?: Resolve,
): Transport | undefined {
  if (!config.PUSH_ENABLED) return undefined;
  const poster = outboundPoster(outboundPolicy(config, resolve), { hosts: config.PUSH_HOSTS });
  return {
    async send(msg) {
      const memberId = Number(msg.recipient);
      if (!Number.isInteger(memberId) || memberId <= 0) return;
      const keys = await vapidKeys(db, config);
      if (!keys) return;
      const payload = pushPayload(msg);
      const failures: number[] = [];
      const subscriptions = await subscriptionsOf(db, memberId);
      if (subscriptions.length === 0) return;
      const webPush = await loadWebPush();
      for (const sub of subscriptions) {
        const details = webPush.generateRequestDetails(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: TTL_SECONDS,
            urgency: 'normal',
            ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
          },
        );
        const headers = Object.fromEntries(
          Object.entries(details.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        let status: number;
        try {
          status = await poster.post(details.endpoint, {
            headers,
            body: details.body ?? '',
            timeoutMs: SEND_TIMEOUT_MS,
          });
        } catch (err) {
          if (!(err instanceof OutboundRefused)) failures.push(sub.id);
          continue;
        }
        if (status === 404 || status === 410) await deleteSubscription(db, sub.id);
        else if (status >= 200 && status < 300) await markPushed(db, sub.id, clock.now().toISOString());
        else failures.push(sub.id);
      }
      // As for webhooks, the reason names neither the service's status nor the network's error.
      if (failures.length > 0) throw new Error(`${DELIVERY_FAILURES.failed} (device ${failures.join(', ')})`);
    },
  };
}
