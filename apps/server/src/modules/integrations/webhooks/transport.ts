import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { openStoredSecret } from '../../../lib/secret-box.js';
import type { Clock } from '../../../lib/clock.js';
import type { Transport } from '../../../messaging/transports.js';
import { DELIVERY_FAILURES, outboundPoster } from '../../../outbound/poster.js';
import { outboundPolicy, type Resolve } from '../../../outbound/policy.js';
import { signPayload } from './signing.js';

/**
 * Delivers webhook outbox rows: a POST of the event's JSON to the endpoint, signed as Standard
 * Webhooks says. Only a 2xx answer within WEBHOOK_TIMEOUT_MS counts; redirects are not
 * followed (a receiver that moved must be changed by an admin). The address is checked again at
 * every connection (`outboundPoster`): an endpoint saved before the rules, or whose name now
 * points inside the network, is never reached. Anything else throws with a generic reason (the
 * delivery log shows no status or network error), and the outbox worker retries with backoff
 * until the message is failed.
 */
export function webhookTransport(db: Db, config: Config, clock: Clock, resolve?: Resolve): Transport {
  const poster = outboundPoster(outboundPolicy(config, resolve));
  return {
    async send(msg) {
      const endpoint = await db
        .selectFrom('webhookEndpoints')
        .select(['url', 'secretSealed', 'enabled'])
        .where('id', '=', Number(msg.recipient))
        .executeTakeFirst();
      if (!endpoint) throw new Error('The endpoint was removed');
      if (!endpoint.enabled) throw new Error('The endpoint is switched off');
      const secret = await openStoredSecret(db, config, endpoint.secretSealed);
      const msgId = msg.refId ?? '';
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const status = await poster.post(endpoint.url, {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Shine-Recognition-Webhooks/1',
          'webhook-id': msgId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signPayload(secret, msgId, timestamp, msg.bodyText),
        },
        body: msg.bodyText,
        timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      });
      if (status < 200 || status > 299) throw new Error(DELIVERY_FAILURES.failed);
    },
  };
}
