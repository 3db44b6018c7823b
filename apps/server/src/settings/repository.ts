import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** The settings document lives under one key of the key-value `settings` table. */
export const PROGRAMME_SETTINGS_KEY = 'programme';

export async function readStoredSettings(db: Db | Transaction<DB>): Promise<unknown> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', PROGRAMME_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return {};
  try {
    return JSON.parse(row.value) as unknown;
  } catch {
    return {};
  }
}

export async function writeStoredSettings(trx: Transaction<DB>, value: object): Promise<void> {
  const json = JSON.stringify(value);
  await trx
    .insertInto('settings')
    .values({ key: PROGRAMME_SETTINGS_KEY, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}
