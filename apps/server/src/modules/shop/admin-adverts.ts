import type { Selectable, Transaction } from 'kysely';
import type { DB, ShopAdvertTable } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

/**
 * The ad rotator's adverts, for the administration screens. The image is a file name under
 * /shopimg/ (saveShopImage stores the bytes); the shop shows active adverts by sortOrder.
 */
export type AdvertRow = Selectable<ShopAdvertTable>;

export interface AdvertInput {
  what: string;
  href: string;
  img: string;
  sortOrder: number;
  active: boolean;
}

export async function findAdvert(trx: Transaction<DB>, id: number): Promise<AdvertRow> {
  const row = await trx.selectFrom('shopAdverts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function createAdvert(trx: Transaction<DB>, input: AdvertInput): Promise<AdvertRow> {
  return trx
    .insertInto('shopAdverts')
    .values({
      what: input.what.trim(),
      href: input.href.trim(),
      img: input.img,
      sortOrder: input.sortOrder,
      active: input.active ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAdvert(
  trx: Transaction<DB>,
  id: number,
  patch: Partial<AdvertInput>,
): Promise<AdvertRow> {
  const before = await findAdvert(trx, id);
  const set = {
    what: patch.what?.trim() ?? before.what,
    href: patch.href?.trim() ?? before.href,
    img: patch.img ?? before.img,
    sortOrder: patch.sortOrder ?? before.sortOrder,
    active: patch.active === undefined ? before.active : patch.active ? 1 : 0,
  };
  await trx.updateTable('shopAdverts').set(set).where('id', '=', id).execute();
  return { ...before, ...set };
}

/** Deletes the advert; its image stays in shop_images, as other rows may name the same file. */
export async function deleteAdvert(trx: Transaction<DB>, id: number): Promise<AdvertRow> {
  const before = await findAdvert(trx, id);
  await trx.deleteFrom('shopAdvertClusters').where('advertId', '=', id).execute();
  await trx.deleteFrom('shopAdverts').where('id', '=', id).execute();
  return before;
}
