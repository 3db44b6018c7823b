import type { Transaction } from 'kysely';
import { formatCurrencyMinor } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { OrderRow } from './order-repository.js';

type Reader = Db | Transaction<DB>;

/** One of the member's orders by its number; another member's order is not found either. */
export async function findMemberOrder(
  db: Reader,
  memberId: number,
  orderNum: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('shopOrders')
    .selectAll()
    .where('orderNum', '=', orderNum)
    .where('memberId', '=', memberId)
    .executeTakeFirst();
}

/** What a card paid towards each of these orders, as text ('£0.40'), for the orders that had one. */
export async function cardPaidByOrder(db: Reader, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shopPayments')
    .select(['orderId', 'amountMinor', 'currency'])
    .where('orderId', 'in', orderIds)
    .where('status', '=', 'paid')
    .execute();
  const paid = new Map<number, string>();
  for (const r of rows) {
    if (r.orderId !== null && r.amountMinor > 0)
      paid.set(r.orderId, formatCurrencyMinor(r.amountMinor, r.currency));
  }
  return paid;
}
