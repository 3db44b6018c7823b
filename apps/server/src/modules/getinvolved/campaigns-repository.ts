import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Q = Db | Transaction<DB>;

export interface CampaignFields {
  name: string;
  colour: string;
  openDate: string;
  closeDate: string;
  /** Optional: campaigns made before descriptions existed have none. */
  description?: string;
}

export function listCampaigns(db: Q) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'colour', 'openDate', 'closeDate', 'description'])
    .orderBy('openDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findCampaign(db: Q, id: number) {
  return db
    .selectFrom('campaigns')
    .select(['id', 'name', 'colour', 'openDate', 'closeDate', 'description'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertCampaign(db: Q, c: CampaignFields, at: string): Promise<number> {
  const row = await db
    .insertInto('campaigns')
    .values({ ...c, createdAt: at, updatedAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCampaignRow(
  db: Q,
  id: number,
  c: Partial<CampaignFields>,
  at: string,
): Promise<boolean> {
  const res = await db
    .updateTable('campaigns')
    .set({ ...c, updatedAt: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
