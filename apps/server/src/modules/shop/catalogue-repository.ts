import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, ShopProductTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { productOfferedIn } from './cluster-offers.js';

export type ProductRow = Selectable<ShopProductTable>;
type Reader = Db | Transaction<DB>;

/**
 * Every level-3 category with its parents' names, in display order, that has something on sale
 * in the cluster.
 */
export async function categoryRows(db: Reader, clusterCode: string) {
  return (
    db
      .selectFrom('shopCategories as c3')
      .innerJoin('shopCategories as c2', 'c2.id', 'c3.parentId')
      .innerJoin('shopCategories as c1', 'c1.id', 'c2.parentId')
      .select(['c1.name as cat1', 'c2.name as cat2', 'c3.name as cat3', 'c3.id as prodCat3Id'])
      .where('c3.level', '=', 3)
      // A hidden category hides everything under it.
      .where('c1.hidden', '=', 0)
      .where('c2.hidden', '=', 0)
      .where('c3.hidden', '=', 0)
      // Only categories with something to show in the member's cluster.
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('shopProducts as p')
            .select('p.id')
            .whereRef('p.categoryId', '=', 'c3.id')
            .where('p.active', '=', 1)
            .where(productOfferedIn('p.id', clusterCode)),
        ),
      )
      .orderBy('c1.sortOrder')
      .orderBy('c1.name')
      .orderBy('c2.sortOrder')
      .orderBy('c2.name')
      .orderBy('c3.sortOrder')
      .orderBy('c3.name')
      .execute()
  );
}

export async function findCategory(db: Reader, id: number) {
  return db.selectFrom('shopCategories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the category or one of its parents is hidden from the shop. */
export async function isCategoryHidden(db: Reader, id: number): Promise<boolean> {
  let next: number | null = id;
  while (next !== null) {
    const c = await findCategory(db, next);
    if (!c) return true;
    if (Number(c.hidden) === 1) return true;
    next = c.parentId;
  }
  return false;
}

/** The category's products on sale in the cluster. */
export async function activeProductsIn(
  db: Reader,
  categoryId: number,
  clusterCode: string,
): Promise<ProductRow[]> {
  return db
    .selectFrom('shopProducts as p')
    .selectAll('p')
    .where('p.categoryId', '=', categoryId)
    .where('p.active', '=', 1)
    .where(productOfferedIn('p.id', clusterCode))
    .orderBy('p.sortOrder')
    .orderBy('p.id')
    .execute();
}

export async function findProduct(db: Reader, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('shopProducts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether one more of the product can be sold now (stock can still run out before the order). */
export async function inStock(db: Reader, p: ProductRow, qty: number): Promise<boolean> {
  if (p.stockMode === 'unlimited') return true;
  if (p.stockMode === 'limited') return (p.stockCount ?? 0) >= qty;
  const row = await db
    .selectFrom('shopVoucherCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('productId', '=', p.id)
    .where('orderItemId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= qty;
}
