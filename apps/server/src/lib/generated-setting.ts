import type { Db } from '../db/database.js';

/**
 * A value generated once and kept in the `settings` table (a key, a key pair). Insert-or-keep:
 * instances that start together each make one, the first insert wins, and all read the same.
 */
export async function generatedSetting(db: Db, key: string, generate: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: generate() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
