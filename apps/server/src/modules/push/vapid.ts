import { createECDH } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { generatedSetting } from '../../lib/generated-setting.js';
import {
  canStoreSecrets,
  openStoredSecret,
  sealSecret,
  sealingKey,
  type SecretsConfig,
} from '../../lib/secret-box.js';
import { onFirstUse } from '../../lib/on-first-use.js';

/** web-push and its cryptography, loaded when a push first goes out. */
export const loadWebPush = onFirstUse(() => import('web-push').then((m) => m.default));

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}
type VapidConfig = Pick<
  Config,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PROGRAMME_EMAIL' | 'PUSH_ENABLED'
> &
  SecretsConfig;

const STORED_KEY = 'push.vapid';

/**
 * A new VAPID pair as web-push makes one (a P-256 key, the public point uncompressed in 65 bytes,
 * the private scalar in 32, both base64url), made here so that starting the server does not load
 * web-push. The scalar loses its leading zero bytes in Node's answer: they are put back.
 */
export function newVapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return { publicKey: publicKey.toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/** The stored pair as kept: the private key sealed under SECRETS_KEY, or plain (development, or from before). */
interface StoredPair {
  publicKey: string;
  privateKey?: string;
  privateKeySealed?: string;
}

/**
 * The stored pair, made once and never changed after (browsers' subscriptions are made under its
 * public key), read once per database. Its private key is sealed like the integration secrets;
 * one kept plain from before SECRETS_KEY was set is sealed in place the first time it is read.
 */
const kept = new WeakMap<Db, Promise<{ publicKey: string; privateKey: string }>>();
function storedPair(db: Db, config: SecretsConfig) {
  let pair = kept.get(db);
  if (!pair) {
    pair = readStoredPair(db, config);
    kept.set(db, pair);
    pair.catch(() => kept.delete(db));
  }
  return pair;
}

async function readStoredPair(db: Db, config: SecretsConfig) {
  const key = await sealingKey(db, config);
  const sealed = (p: { publicKey: string; privateKey: string }): StoredPair =>
    config.SECRETS_KEY ? { publicKey: p.publicKey, privateKeySealed: sealSecret(key, p.privateKey) } : p;
  const value = await generatedSetting(db, STORED_KEY, () => JSON.stringify(sealed(newVapidPair())));
  const stored = JSON.parse(value) as StoredPair;
  if (stored.privateKeySealed)
    return {
      publicKey: stored.publicKey,
      privateKey: await openStoredSecret(db, config, stored.privateKeySealed),
    };
  const plain = { publicKey: stored.publicKey, privateKey: stored.privateKey ?? '' };
  if (config.SECRETS_KEY)
    await db
      .updateTable('settings')
      .set({ value: JSON.stringify(sealed(plain)) })
      .where('key', '=', STORED_KEY)
      .where('value', '=', value)
      .execute();
  return plain;
}

/**
 * The VAPID key pair in force: the environment's when set; otherwise one generated on first use
 * and kept in the `settings` table, its private key sealed (null in production without
 * SECRETS_KEY, where it could only be kept beside the data it protects). Insert-or-keep makes every instance end up with the same
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
  // In production a generated private key is kept only sealed under SECRETS_KEY: without it, push is off.
  if (!canStoreSecrets(config)) return null;
  const stored = await storedPair(db, config);
  return { ...stored, subject };
}
