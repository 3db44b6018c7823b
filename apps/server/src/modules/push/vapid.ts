import webPush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}
type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PROGRAMME_EMAIL' | 'PUSH_ENABLED'
>;

const STORED_KEY = 'push.vapid';

/**
 * The VAPID key pair in force: the environment's when set; otherwise one generated on first use
 * and kept in the `settings` table. Insert-or-keep makes every instance end up with the same
 * pair, and a restart keeps it, so browsers' subscriptions (made under the public key) keep working.
 * null when push notifications are turned off.
 */
export async function vapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys | null> {
  if (!config.PUSH_ENABLED) return null;
  const subject = config.VAPID_SUBJECT || `mailto:${config.PROGRAMME_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY) {
    if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY)
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    // web-push checks the lengths (65-byte public, 32-byte private key) and throws a readable error.
    webPush.setVapidDetails(subject, config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY);
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insertInto('settings')
    .values({ key: STORED_KEY, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', STORED_KEY)
    .executeTakeFirstOrThrow();
  const stored = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { ...stored, subject };
}
