import { ORDER_STATUS_DESC, type OrderStatusId, type TOrder, type TOrderDetail } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { memberBalances } from '../../ledger/index.js';
import { itemsWithCodes, orderItems } from './order-repository.js';
import { shopInfo } from './shop-info.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cardSetupFor, memberCluster } from './card-setup.js';

/** How many orders the Recent Orders page lists. */
export const RECENT_ORDERS = 50;

const statusDesc = (statusId: string) =>
  ORDER_STATUS_DESC[statusId.split('.')[0] as OrderStatusId] ?? statusId;

/**
 * The member's recent orders and their lines. totalGrandTotal is the sub-total of the lines,
 * totalDiscount the promo discount (VoucherCode names the promo code) and totalDue what was paid.
 */
export async function recentOrders(ctx: AppContext, memberId: number) {
  const { db } = ctx.database;
  const rows = await db
    .selectFrom('shopOrders')
    .selectAll()
    .where('memberId', '=', memberId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_ORDERS)
    .execute();
  const items = await orderItems(
    db,
    rows.map((r) => r.id),
  );
  const withCodes = await itemsWithCodes(
    db,
    items.map((i) => i.id),
  );
  const count = new Map<number, number>();
  for (const i of items) count.set(i.orderId, (count.get(i.orderId) ?? 0) + i.qty);
  const orders: TOrder[] = rows.map((o) => ({
    memberOrderId: o.id,
    orderNum: o.orderNum,
    orderDate: o.createdAt,
    orderStatusId: o.statusId,
    orderStatusDesc: statusDesc(o.statusId),
    totalGrandTotal: o.subTotal,
    totalDiscount: o.discount,
    VoucherCode: o.promoCode,
    totalDue: o.grandTotal,
    itemCount: count.get(o.id) ?? 0,
  }));
  const orderDetails: TOrderDetail[] = items.map((i) => ({
    memberOrderId: i.orderId,
    memberOrderItemId: i.id,
    productCode: i.productCode,
    itemDescription: i.description,
    itemQty: i.qty,
    itemPrice: i.price,
    itemTotal: i.total,
    dispatchStatus: i.dispatchStatus,
    hasVoucherCodes: withCodes.has(i.id),
  }));
  const { redeem } = await memberBalances(db, memberId);
  const settings = await getProgrammeSettings(db, ctx.config);
  const card = cardSetupFor(ctx.config, settings, await memberCluster(db, memberId));
  return { orders, orderDetails, inf: shopInfo(ctx.config, settings, redeem, card) };
}
