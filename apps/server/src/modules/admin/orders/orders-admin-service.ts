import type { Transaction } from 'kysely';
import type { adminOrders } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { DB } from '../../../db/schema.js';
import { badRequest } from '../../../lib/errors.js';
import { cancelOrder, dispatchOrder, setLineDispatch, setOrderStatus } from '../../shop/index.js';
import { findOrderItem } from '../../shop/index.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { orderDetail } from './order-views.js';
import { claimOrderCardRefund, refundCard } from '../../payments/index.js';
import { SHOP_ADMIN_FIELD_TEXTS, SHOP_ADMIN_TEXTS } from '../../../i18n/index.js';
import { emit } from '../../../events/bus.js';

/**
 * Order fulfilment for the admin area and `npm run admin`: each change runs the shop's own
 * function (modules/shop/admin-orders.ts) and records the audit entry in the same transaction.
 * The audit holds statuses, never voucher codes.
 */
type Order = adminOrders.TAdminOrder;

/** What the audit records of an order: its status and each line's dispatch status. */
const auditState = (o: Order) => ({
  status: o.statusId,
  pointsPaid: o.pointsPaid,
  lines: o.lines.map((l) => ({
    itemId: l.itemId,
    productCode: l.productCode,
    dispatchStatus: l.dispatchStatus,
  })),
});

async function change(
  ctx: AppContext,
  actor: AdminActor,
  orderId: number,
  action: string,
  apply: (trx: Transaction<DB>, at: string) => Promise<Record<string, unknown> | void>,
) {
  const at = ctx.clock.now().toISOString();
  return ctx.database.db.transaction().execute(async (trx) => {
    const before = await orderDetail(trx, orderId);
    const extra = (await apply(trx, at)) ?? {};
    const order = await orderDetail(trx, orderId);
    await recordAdminAction(trx, {
      actor,
      action,
      target: `order ${order.orderNum} member ${order.memberNumber}`,
      before: auditState(before),
      after: { ...auditState(order), ...extra },
      at,
    });
    return { order, extra };
  });
}

export async function changeOrderStatus(
  ctx: AppContext,
  actor: AdminActor,
  body: { orderId: number; statusId: string },
) {
  const { order } = await change(ctx, actor, body.orderId, 'orders.status', async (trx, at) => {
    await setOrderStatus(trx, body.orderId, body.statusId, at);
  });
  return { order };
}

export async function dispatch(
  ctx: AppContext,
  actor: AdminActor,
  body: { orderId: number; itemId?: number; dispatchStatus: 1 | 2 | 4 },
) {
  const { order } = await change(ctx, actor, body.orderId, 'orders.dispatch', async (trx, at) => {
    if (body.itemId === undefined) {
      if (body.dispatchStatus !== 4)
        throw badRequest(SHOP_ADMIN_TEXTS.nameALine, {
          itemId: SHOP_ADMIN_FIELD_TEXTS.chooseALine,
        });
      const order = await dispatchOrder(trx, body.orderId, at);
      await emit(trx, { type: 'order.dispatched', at, config: ctx.config, order });
      return;
    }
    const item = await findOrderItem(trx, body.itemId);
    if (!item || item.orderId !== body.orderId)
      throw badRequest(SHOP_ADMIN_TEXTS.lineNotOnOrder, { itemId: SHOP_ADMIN_FIELD_TEXTS.notOnOrder });
    await setLineDispatch(trx, body.itemId, body.dispatchStatus, at);
  });
  return { order };
}

/** Cancels or refunds: the points go back through the ledger once; a second attempt is a 409. */
export async function cancelOrRefund(
  ctx: AppContext,
  actor: AdminActor,
  body: { orderId: number; how: 'cancel' | 'refund'; reason: string },
) {
  let returned = { pointsReturned: 0, stockReturned: 0 };
  let cardRefund: number | null = null;
  const changed = await change(
    ctx,
    actor,
    body.orderId,
    body.how === 'cancel' ? 'orders.cancel' : 'orders.refund',
    async (trx, at) => {
      const r = await cancelOrder(trx, body.orderId, body.how, at);
      returned = { pointsReturned: r.pointsReturned, stockReturned: r.stockReturned };
      // The card part of the order goes back too: claimed here, so it is refunded once.
      const card = await claimOrderCardRefund(trx, body.orderId, at);
      cardRefund = card?.id ?? null;
      return { ...returned, reason: body.reason, ...(card ? { cardRefundMinor: card.amountMinor } : {}) };
    },
  );
  // Outside the transaction: the provider is another service. A refusal stays on the payment
  // (refund failed, with the reason) for the Payments page's retry; the points are back already.
  if (cardRefund !== null) await refundCard(ctx, cardRefund);
  const order = cardRefund !== null ? await orderDetail(ctx.database.db, body.orderId) : changed.order;
  return { order, ...returned };
}
