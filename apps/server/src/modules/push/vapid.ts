import webPush from 'web-push';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { keptSetting } from '../../lib/kept-setting.js';

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

/** The stored pair never changes once made: read once per database, not on every push. */
const kept = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>();
function storedPair(db: Db) {
  let pair = kept.get(db);
  if (!pair) {
    pair = keptSetting(db, STORED_KEY, () => JSON.stringify(webPush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as { publicKey: string; privateKey: string },
    );
    kept.set(db, pair);
    pair.catch(() => kept.delete(db));
  }
  return pair;
}

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
    if (
      Buffer.from(config.VAPID_PUBLIC_KEY, 'base64url').length !== 65 ||
      Buffer.from(config.VAPID_PRIVATE_KEY, 'base64url').length !== 32
    )
      throw new Error('VAPID_PUBLIC_KEY must be 65 bytes and VAPID_PRIVATE_KEY 32 bytes, in base64url');
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await storedPair(db);
  return { ...stored, subject };
}
