import type { AppContext } from '../../http/context.js';
import { memberBalances } from '../../ledger/index.js';
import { itemsWithCodes, orderItems } from './order-repository.js';
import { cardPaidByOrder } from './order-lookup.js';
import { toOrder, toOrderDetail } from './order-views.js';
import { shopInfo } from './shop-info.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { cardSetupFor, memberCluster } from './card-setup.js';

/** How many orders the Recent Orders page lists. */
export const RECENT_ORDERS = 50;

/** The member's recent orders and their lines. */
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
  const cardPaid = await cardPaidByOrder(
    db,
    rows.map((r) => r.id),
  );
  const orders = rows.map((o) => toOrder(o, items, cardPaid.get(o.id) ?? ''));
  const orderDetails = items.map((i) => toOrderDetail(i, withCodes));
  return { orders, orderDetails, inf: await memberShopInfo(ctx, memberId) };
}

/** The shop info of one member: their points to redeem and how their cluster pays. */
export async function memberShopInfo(ctx: AppContext, memberId: number) {
  const { db } = ctx.database;
  const { redeem } = await memberBalances(db, memberId);
  const settings = await getProgrammeSettings(db, ctx.config);
  const card = cardSetupFor(ctx.config, settings, await memberCluster(db, memberId));
  return shopInfo(ctx.config, settings, redeem, card);
}
