import { canViewVoucherCodes, type TOrderConfirmation } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../lib/errors.js';
import { cardPaidByOrder, findMemberOrder } from './order-lookup.js';
import { codesOfItem, itemsWithCodes, orderItems } from './order-repository.js';
import { toOrder, toOrderDetail } from './order-views.js';
import { memberShopInfo } from './orders.js';
import { SHOP_ADMIN_TEXTS } from '../../i18n/index.js';

/**
 * The page an order leads to: what was bought, what it cost, the points left and, once a line
 * is dispatched, its voucher codes. Only the member who placed the order may read it; anyone
 * else is told it does not exist, so order numbers cannot be probed.
 */
export async function orderConfirmation(
  ctx: AppContext,
  memberId: number,
  orderNum: string,
): Promise<TOrderConfirmation> {
  const { db } = ctx.database;
  const order = await findMemberOrder(db, memberId, orderNum.toUpperCase());
  if (!order) throw notFound(SHOP_ADMIN_TEXTS.orderNotFound);
  const items = await orderItems(db, [order.id]);
  const withCodes = await itemsWithCodes(
    db,
    items.map((i) => i.id),
  );
  const cardPaid = (await cardPaidByOrder(db, [order.id])).get(order.id) ?? '';
  const vouchers: TOrderConfirmation['vouchers'] = [];
  for (const item of items) {
    if (!withCodes.has(item.id) || !canViewVoucherCodes(order.statusId, item.dispatchStatus)) continue;
    vouchers.push({
      memberOrderItemId: item.id,
      itemDescription: item.description,
      codes: await codesOfItem(db, item.id),
    });
  }
  const inf = await memberShopInfo(ctx, memberId);
  return {
    order: toOrder(order, items, cardPaid),
    orderDetails: items.map((i) => toOrderDetail(i, withCodes)),
    vouchers,
    pointsLeft: inf.pointsAvailable,
    inf,
  };
}
