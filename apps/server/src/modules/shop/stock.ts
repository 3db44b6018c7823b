import type { Transaction } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { ProductRow } from './catalogue-repository.js';

/**
 * Takes `qty` unsold voucher codes for an order line, or none. On PostgreSQL the candidates
 * are locked with SKIP LOCKED, so concurrent orders each take different codes without
 * waiting on one another; the UPDATE's own `order_item_id is null` condition is what
 * guarantees a code is sold once (it is re-checked against rows changed meanwhile). SQLite
 * runs one write transaction at a time, so the same statements are enough there.
 */
export async function claimVoucherCodes(
  trx: Transaction<DB>,
  dialect: Dialect,
  claim: { productId: number; orderItemId: number; qty: number; at: string },
): Promise<string[] | null> {
  let q = trx
    .selectFrom('shopVoucherCodes')
    .select('id')
    .where('productId', '=', claim.productId)
    .where('orderItemId', 'is', null)
    .orderBy('id')
    .limit(claim.qty);
  if (dialect === 'postgres') q = q.forUpdate().skipLocked();
  const candidates = await q.execute();
  if (candidates.length < claim.qty) return null;
  const taken = await trx
    .updateTable('shopVoucherCodes')
    .set({ orderItemId: claim.orderItemId, soldAt: claim.at })
    .where(
      'id',
      'in',
      candidates.map((c) => c.id),
    )
    .where('orderItemId', 'is', null)
    .returning('code')
    .execute();
  return taken.length === claim.qty ? taken.map((t) => t.code) : null;
}

/** Counts a limited product down, never below zero (a conditional update, safe under concurrency). */
export async function takeLimitedStock(
  trx: Transaction<DB>,
  product: ProductRow,
  qty: number,
): Promise<boolean> {
  const res = await trx
    .updateTable('shopProducts')
    .set((eb) => ({ stockCount: eb('stockCount', '-', qty) }))
    .where('id', '=', product.id)
    .where('stockMode', '=', 'limited')
    .where('stockCount', '>=', qty)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Puts a line's stock back: its codes go back on sale, a limited count goes up again. */
export async function returnStock(
  trx: Transaction<DB>,
  line: { id: number; productId: number; qty: number },
  product: ProductRow,
): Promise<number> {
  if (product.stockMode === 'limited') {
    await trx
      .updateTable('shopProducts')
      .set((eb) => ({ stockCount: eb('stockCount', '+', line.qty) }))
      .where('id', '=', product.id)
      .execute();
    return line.qty;
  }
  if (product.stockMode === 'voucher') {
    const res = await trx
      .updateTable('shopVoucherCodes')
      .set({ orderItemId: null, soldAt: null })
      .where('orderItemId', '=', line.id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
  return 0;
}
