import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB, ShopOrderItemTable, ShopOrderTable } from '../../db/schema.js';

type Reader = Db | Transaction<DB>;
export type OrderRow = Selectable<ShopOrderTable>;
export type OrderItemRow = Selectable<ShopOrderItemTable>;

export async function findOrderByKey(
  db: Reader,
  memberId: number,
  requestKey: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('shopOrders')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst();
}

export async function latestOrderSince(
  db: Reader,
  memberId: number,
  since: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('shopOrders')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('createdAt', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Inserts the order and gives it its number: the prefix and the row id, zero-padded. */
export async function insertOrder(
  trx: Transaction<DB>,
  prefix: string,
  o: Omit<OrderRow, 'id' | 'orderNum' | 'transferId' | 'reversalTransferId'>,
): Promise<OrderRow> {
  const { id } = await trx
    .insertInto('shopOrders')
    .values({ ...o, orderNum: `pending-${randomUUID()}`, transferId: null, reversalTransferId: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const orderNum = `${prefix}${String(id).padStart(6, '0')}`;
  await trx.updateTable('shopOrders').set({ orderNum }).where('id', '=', id).execute();
  return { ...o, id, orderNum, transferId: null, reversalTransferId: null };
}

export async function insertOrderItem(
  trx: Transaction<DB>,
  item: Omit<OrderItemRow, 'id'>,
): Promise<OrderItemRow> {
  const { id } = await trx
    .insertInto('shopOrderItems')
    .values(item)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...item, id };
}

export async function orderItems(db: Reader, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('shopOrderItems')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
}

export async function findOrder(db: Reader, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('shopOrders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderItem(db: Reader, id: number): Promise<OrderItemRow | undefined> {
  return db.selectFrom('shopOrderItems').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function codesOfItem(db: Reader, itemId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('shopVoucherCodes')
    .select('code')
    .where('orderItemId', '=', itemId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.code);
}

/** Which of these order lines hold voucher codes. */
export async function itemsWithCodes(db: Reader, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('shopVoucherCodes')
    .select('orderItemId')
    .distinct()
    .where('orderItemId', 'in', itemIds)
    .execute();
  return new Set(rows.map((r) => r.orderItemId).filter((id): id is number => id !== null));
}
