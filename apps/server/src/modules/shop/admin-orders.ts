/**
 * Fulfilment of orders, for the programme administration screens and the demo:
 * dispatching lines, moving an order's status, cancelling or refunding it. Each function
 * runs inside the caller's transaction, so an admin call and its audit record commit together.
 */
import type { Transaction } from 'kysely';
import { ADMIN_FIELD_TEXTS, DISPATCH_STATUS, ORDER_STATUS, withValues } from '@portal/contract';
import type { DB } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { transfer } from '../../ledger/index.js';
import { findProduct } from './catalogue-repository.js';
import { findOrder, findOrderItem, orderItems, type OrderRow } from './order-repository.js';
import { releasePromoUse } from './promo.js';
import { emit } from '../../events/bus.js';
import { returnStock } from './stock.js';
import { SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

const FINAL: readonly string[] = [ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
const SETTABLE: readonly string[] = [ORDER_STATUS.placed, ORDER_STATUS.inProgress, ORDER_STATUS.complete];
const isFinal = (o: OrderRow) => FINAL.includes(o.statusId.split('.')[0] ?? '');

async function openOrder(trx: Transaction<DB>, orderId: number): Promise<OrderRow> {
  const order = await findOrder(trx, orderId);
  if (!order) throw notFound();
  if (isFinal(order))
    throw conflict(
      withValues(SHOP_ADMIN_TEXTS.orderFinal, {
        orderNum: order.orderNum,
        state: order.statusId === ORDER_STATUS.cancelled ? 'cancelled' : 'refunded',
      }),
    );
  return order;
}

/**
 * Sets one line's dispatch status (1 awaiting, 2 processing, 4 dispatched) and derives the
 * order's status from its lines: all dispatched → 30 Complete, some → 20 In progress.
 */
export async function setLineDispatch(
  trx: Transaction<DB>,
  itemId: number,
  dispatchStatus: 1 | 2 | 4,
  at: string,
): Promise<OrderRow> {
  const item = await findOrderItem(trx, itemId);
  if (!item) throw notFound();
  const order = await openOrder(trx, item.orderId);
  await trx
    .updateTable('shopOrderItems')
    .set({ dispatchStatus, dispatchedAt: dispatchStatus === DISPATCH_STATUS.dispatched ? at : null })
    .where('id', '=', itemId)
    .execute();
  const lines = await orderItems(trx, [order.id]);
  const sent = lines.filter((l) => l.dispatchStatus === DISPATCH_STATUS.dispatched).length;
  const statusId =
    sent === lines.length ? ORDER_STATUS.complete : sent > 0 ? ORDER_STATUS.inProgress : ORDER_STATUS.placed;
  await trx.updateTable('shopOrders').set({ statusId, updatedAt: at }).where('id', '=', order.id).execute();
  return { ...order, statusId, updatedAt: at };
}

/** Dispatches every line of an order still waiting: the order becomes Complete. */
export async function dispatchOrder(trx: Transaction<DB>, orderId: number, at: string): Promise<OrderRow> {
  let order = await openOrder(trx, orderId);
  for (const line of await orderItems(trx, [orderId])) {
    if (line.dispatchStatus !== DISPATCH_STATUS.dispatched)
      order = await setLineDispatch(trx, line.id, DISPATCH_STATUS.dispatched, at);
  }
  return order;
}

/**
 * Sets an order's status directly, e.g. a sub-status such as '30.1'. Cancelled and refunded
 * go through cancelOrder, which returns the points; other ids are refused.
 */
export async function setOrderStatus(
  trx: Transaction<DB>,
  orderId: number,
  statusId: string,
  at: string,
): Promise<OrderRow> {
  const main = statusId.split('.')[0] ?? '';
  if (!/^\d+(\.\d+)?$/.test(statusId) || !SETTABLE.includes(main)) {
    throw badRequest(SHOP_ADMIN_TEXTS.statusChoice, { statusId: ADMIN_FIELD_TEXTS.invalidStatus });
  }
  const order = await openOrder(trx, orderId);
  await trx.updateTable('shopOrders').set({ statusId, updatedAt: at }).where('id', '=', order.id).execute();
  return { ...order, statusId, updatedAt: at };
}

export interface CancelResult {
  order: OrderRow;
  pointsReturned: number;
  /** Voucher codes and limited stock put back on sale. */
  stockReturned: number;
}

/**
 * Cancels an order (status 40) or refunds it (50): the points come back through a ledger
 * reversal of the order's debit, lines not yet dispatched are cancelled and their stock
 * (voucher codes never sent, limited counts) goes back on sale, and the promo code use is
 * given back. Dispatched voucher codes stay sold: the member has received them. Calling it
 * again for the same order is refused (409), so points are never returned twice; the
 * reversal's idempotency key guards the same even across instances.
 */
export async function cancelOrder(
  trx: Transaction<DB>,
  orderId: number,
  how: 'cancel' | 'refund',
  at: string,
): Promise<CancelResult> {
  const order = await openOrder(trx, orderId);
  let reversalTransferId: number | null = null;
  if (order.transferId !== null && order.pointsPaid > 0) {
    const t = await transfer(trx, {
      from: { system: 'shop' },
      to: { memberId: order.memberId, kind: 'redeem' },
      amount: order.pointsPaid,
      type: 'REFUND',
      description: `Rewards shop order ${order.orderNum} ${how === 'cancel' ? 'cancelled' : 'refunded'}`,
      idempotencyKey: `shop-order-reversal:${order.id}`,
      ref: { type: 'shop_order', id: String(order.id) },
      reversesId: order.transferId,
      at,
    });
    // A replay means another cancel or refund of this order committed while this one ran:
    // roll back rather than return its stock a second time.
    if (t.replayed)
      throw conflict(withValues(SHOP_ADMIN_TEXTS.alreadyCancelled, { orderNum: order.orderNum }));
    reversalTransferId = t.transferId;
  }
  let stockReturned = 0;
  for (const line of await orderItems(trx, [order.id])) {
    if (
      line.dispatchStatus === DISPATCH_STATUS.dispatched ||
      line.dispatchStatus === DISPATCH_STATUS.cancelled
    )
      continue;
    const product = await findProduct(trx, line.productId);
    if (product) stockReturned += await returnStock(trx, line, product);
    await trx
      .updateTable('shopOrderItems')
      .set({ dispatchStatus: DISPATCH_STATUS.cancelled })
      .where('id', '=', line.id)
      .execute();
  }
  await releasePromoUse(trx, order.id);
  const statusId = how === 'cancel' ? ORDER_STATUS.cancelled : ORDER_STATUS.refunded;
  await trx
    .updateTable('shopOrders')
    .set({ statusId, reversalTransferId, updatedAt: at })
    .where('id', '=', order.id)
    .execute();
  await emit(trx, { type: 'order.cancelled', at, orderId: order.id, how });
  return {
    order: { ...order, statusId, reversalTransferId, updatedAt: at },
    pointsReturned: reversalTransferId ? order.pointsPaid : 0,
    stockReturned,
  };
}
