import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { keptSetting } from './kept-setting.js';

/**
 * Secrets the portal must read back later (webhook signing secrets, chat bot tokens) are
 * stored sealed with AES-256-GCM, so a copy of the database alone does not give them away when
 * SECRETS_KEY is set. Secrets the portal only compares (API tokens) are hashed instead.
 */
const VERSION = 'v1';

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
 * The key in force: SECRETS_KEY when set; otherwise one generated on first use and kept in the
 * `settings` table. Insert-or-keep makes every instance end up with the same key.
 */
export async function secretsKey(db: Db, config: Pick<Config, 'SECRETS_KEY'>): Promise<Buffer> {
  if (config.SECRETS_KEY) return parseKey(config.SECRETS_KEY);
  return parseKey(await keptSetting(db, STORED_KEY, () => randomBytes(32).toString('hex')));
}
