import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, ShopBasketItemTable } from '../../db/schema.js';
import type { ProductRow } from './catalogue-repository.js';
import { offeredProductIds } from './cluster-offers.js';
import { memberCluster } from './card-setup.js';

type Reader = Db | Transaction<DB>;
export type BasketRow = Selectable<ShopBasketItemTable>;
export interface BasketLine {
  item: BasketRow;
  product: ProductRow;
  /** False when the product is no longer offered in the member's cluster (absent: offered). */
  offered?: boolean;
}

/** The member's basket lines with their products, oldest first, each saying whether it is offered to them. */
export async function basketLines(db: Reader, memberId: number): Promise<BasketLine[]> {
  const items = await db
    .selectFrom('shopBasketItems')
    .selectAll()
    .where('memberId', '=', memberId)
    .orderBy('id')
    .execute();
  if (items.length === 0) return [];
  const products = await db
    .selectFrom('shopProducts')
    .selectAll()
    .where(
      'id',
      'in',
      items.map((i) => i.productId),
    )
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const offered = await offeredProductIds(
    db,
    products.map((p) => p.id),
    await memberCluster(db, memberId),
  );
  return items.map((item) => {
    const product = byId.get(item.productId);
    if (!product) throw new Error(`Basket item ${item.id} without its product`);
    return { item, product, offered: offered.has(product.id) };
  });
}

export async function findBasketItem(db: Reader, id: number): Promise<BasketRow | undefined> {
  return db.selectFrom('shopBasketItems').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One more of the product; a new line remembers today's price. */
export async function addOne(
  trx: Transaction<DB>,
  memberId: number,
  product: ProductRow,
  at: string,
): Promise<void> {
  await trx
    .insertInto('shopBasketItems')
    .values({
      memberId,
      productId: product.id,
      qty: 1,
      priceAtAdd: product.price,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['memberId', 'productId'])
        .doUpdateSet((eb) => ({ qty: eb('shopBasketItems.qty', '+', 1), updatedAt: at })),
    )
    .execute();
}

export async function setQty(trx: Transaction<DB>, id: number, qty: number, at: string): Promise<void> {
  await trx.updateTable('shopBasketItems').set({ qty, updatedAt: at }).where('id', '=', id).execute();
}

export async function deleteItem(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom('shopBasketItems').where('id', '=', id).execute();
}

/** Removes these lines of the member's basket (lines of another member are left alone). */
export async function deleteItems(db: Reader, memberId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('shopBasketItems').where('memberId', '=', memberId).where('id', 'in', ids).execute();
}

export async function emptyBasket(trx: Transaction<DB>, memberId: number): Promise<void> {
  await trx.deleteFrom('shopBasketItems').where('memberId', '=', memberId).execute();
}
