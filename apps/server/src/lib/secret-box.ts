import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SECRETS_MESSAGES } from '@portal/contract';
import type { Config } from '../config.js';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { conflict } from './errors.js';
import { generatedSetting } from './generated-setting.js';

/**
 * Secrets the portal must read back later (webhook signing secrets, chat bot tokens, a VAPID
 * private key it generated) are stored sealed with AES-256-GCM under SECRETS_KEY, which lives
 * outside the database, so a copy of the database alone does not give them away. In production
 * none is stored without SECRETS_KEY (sealingKey refuses). Secrets the portal only compares
 * (API tokens) are hashed instead.
 */
const VERSION = 'v1';

export type SecretsConfig = Pick<Config, 'SECRETS_KEY' | 'SECRETS_KEY_PREVIOUS' | 'NODE_ENV'>;

export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Throws when the value was not sealed with this key or was altered. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const STORED_KEY = 'secrets-key';

function parseKey(value: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
}

/**
 * The root of other keys (signed picture addresses): SECRETS_KEY when set; otherwise one
 * generated on first use and kept in the `settings` table. Insert-or-keep makes every instance
 * end up with the same key.
 */
export async function secretsKey(db: Db, config: Pick<Config, 'SECRETS_KEY'>): Promise<Buffer> {
  if (config.SECRETS_KEY) return parseKey(config.SECRETS_KEY);
  return parseKey(await generatedSetting(db, STORED_KEY, () => randomBytes(32).toString('hex')));
}

/** Whether new secrets may be stored: with SECRETS_KEY, or outside production. */
export const canStoreSecrets = (config: SecretsConfig): boolean =>
  config.SECRETS_KEY !== '' || config.NODE_ENV !== 'production';

/**
 * The key a new secret is sealed with. Production without SECRETS_KEY refuses (409 with the
 * words the admin pages show), since the generated key would sit beside what it seals.
 */
export async function sealingKey(db: Db, config: SecretsConfig): Promise<Buffer> {
  if (!canStoreSecrets(config)) throw conflict(SECRETS_MESSAGES.keyMissing);
  return secretsKey(db, config);
}

/**
 * Every key a stored secret may be sealed with: SECRETS_KEY, the keys it replaced
 * (SECRETS_KEY_PREVIOUS), and a key generated into the database before SECRETS_KEY was set.
 */
export async function openingKeys(db: Db, config: SecretsConfig): Promise<Buffer[]> {
  const keys = [config.SECRETS_KEY, ...config.SECRETS_KEY_PREVIOUS.split(',')]
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map(parseKey);
  const stored = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', STORED_KEY)
    .executeTakeFirst();
  if (stored) keys.push(parseKey(stored.value));
  else if (!config.SECRETS_KEY && canStoreSecrets(config)) keys.push(await secretsKey(db, config));
  return keys;
}

/** Opens a stored secret with whichever key sealed it; throws when none does. */
export async function openStoredSecret(db: Db, config: SecretsConfig, sealed: string): Promise<string> {
  for (const key of await openingKeys(db, config)) {
    try {
      return openSecret(key, sealed);
    } catch {
      // Sealed with another key: try the next.
    }
  }
  throw new Error(
    'No key opens this stored secret: was SECRETS_KEY changed without putting the old one in SECRETS_KEY_PREVIOUS?',
  );
}

/** Forgets the key generated into the database, once SECRETS_KEY has resealed everything. */
export async function dropStoredKey(db: Db | Transaction<DB>): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', STORED_KEY).execute();
}

/** What the server says at start when it cannot store secrets; null when it can. */
export function secretsStartWarning(
  config: SecretsConfig & Pick<Config, 'PUSH_ENABLED' | 'VAPID_PRIVATE_KEY'>,
): string | null {
  if (canStoreSecrets(config)) return null;
  const push =
    config.PUSH_ENABLED && !config.VAPID_PRIVATE_KEY
      ? ' Push notifications are off until SECRETS_KEY, or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, are set.'
      : '';
  return `${SECRETS_MESSAGES.keyMissing} Until then no webhook signing secret or Slack or Teams token is stored.${push}`;
}
