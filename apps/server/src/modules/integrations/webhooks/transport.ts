import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { openSecret, secretsKey } from '../../../lib/secret-box.js';
import type { Clock } from '../../../lib/clock.js';
import type { Transport } from '../../../messaging/transports.js';
import { signPayload } from './signing.js';

/**
 * Delivers webhook outbox rows: a POST of the event's JSON to the endpoint, signed as Standard
 * Webhooks says. Only a 2xx answer within WEBHOOK_TIMEOUT_MS counts; redirects are not
 * followed (a receiver that moved must be changed by an admin). Anything else throws, and the
 * outbox worker retries with backoff until the message is failed.
 */
export function webhookTransport(db: Db, config: Config, clock: Clock): Transport {
  return {
    async send(msg) {
      const endpoint = await db
        .selectFrom('webhookEndpoints')
        .select(['url', 'secretSealed', 'enabled'])
        .where('id', '=', Number(msg.recipient))
        .executeTakeFirst();
      if (!endpoint) throw new Error('The endpoint was removed');
      if (!endpoint.enabled) throw new Error('The endpoint is switched off');
      const secret = openSecret(await secretsKey(db, config), endpoint.secretSealed);
      const msgId = msg.refId ?? '';
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const res = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Shine-Recognition-Webhooks/1',
          'webhook-id': msgId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signPayload(secret, msgId, timestamp, msg.bodyText),
        },
        body: msg.bodyText,
        signal: AbortSignal.timeout(config.WEBHOOK_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status < 200 || res.status > 299) throw new Error(`The receiver answered ${res.status}`);
    },
  };
}
