import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  DISPATCH_STATUS,
  ORDER_STATUS,
  SHOP_MESSAGES,
  VOUCHER_DELIVERY,
  type calls,
  type TProgrammeSettings,
} from '@portal/contract';
import type { Config } from '../../config.js';
import type { Dialect } from '../../db/database.js';
import type { DB, MemberRow } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../lib/errors.js';
import { InsufficientPointsError, memberBalances, transfer } from '../../ledger/index.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { priceBasket } from './basket.js';
import { basketLines, emptyBasket, type BasketLine } from './basket-repository.js';
import { dropPromoCode, effectivePromoCode } from './basket-promo.js';
import {
  findOrderByKey,
  insertOrder,
  insertOrderItem,
  latestOrderSince,
  type OrderRow,
} from './order-repository.js';
import { confirmedTotal, normalisePromoCode, recordPromoUse } from './promo.js';
import { claimVoucherCodes, takeLimitedStock } from './stock.js';
import { voucherSms } from './voucher-message.js';
import { memberTranslator } from '../../i18n/index.js';
import { emit } from '../../events/bus.js';
import { getProgrammeSettings } from '../../settings/service.js';

export type PlaceOrderBody = z.infer<(typeof calls)['shop.placeOrder']['body']>;

export interface PlaceDeps {
  config: Config;
  /** The programme settings in force: the points and programme names in messages. */
  settings: TProgrammeSettings;
  dialect: Dialect;
  at: string;
}

/**
 * An order whose points were held while the member paid the rest by card: its lines are the
 * basket as it was paid for, and its points come from the hold account, not the member's.
 */
export interface CardSettlement {
  paymentId: number;
  lines: BasketLine[];
  pointsHeld: number;
}

/** The system account holding points while their owner pays the rest by card. */
export const CARD_HOLD_ACCOUNT = 'shop-hold';

/** Places the caller's order in one transaction; a repeat of the same request answers the same order. */
export async function placeOrder(
  ctx: AppContext,
  member: MemberRow,
  named: PlaceOrderBody,
): Promise<{ orderNum: string }> {
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  // No code named: the one kept with the basket prices the order, as the basket showed it.
  const body = { ...named, promoCode: await effectivePromoCode(ctx.database.db, member.id, named.promoCode) };
  const deps = {
    config: ctx.config,
    settings,
    dialect: ctx.database.dialect,
    at: ctx.clock.now().toISOString(),
  };
  try {
    const order = await ctx.database.db
      .transaction()
      .execute((trx) => placeOrderInTransaction(trx, deps, member, body));
    return { orderNum: order.orderNum };
  } catch (err) {
    // The balance was checked, then another spend got in first: the same answer as a short balance.
    if (err instanceof InsufficientPointsError) {
      throw badRequest(SHOP_MESSAGES.insufficientPoints(err.available, err.wanted, settings.pointsName));
    }
    throw err;
  }
}

/**
 * The order, all of it or none: re-price the basket, check the promo code, vfyTotal and the
 * balance, write the order and its lines, take stock, record the promo use, debit the points,
 * empty the basket and queue the voucher codes' SMS. The demo loader calls this too.
 */
export async function placeOrderInTransaction(
  trx: Transaction<DB>,
  deps: PlaceDeps,
  member: MemberRow,
  body: PlaceOrderBody,
  card?: CardSettlement,
): Promise<OrderRow> {
  const { config, settings, at } = deps;
  // One order at a time per member on PostgreSQL (SQLite writes one transaction at a time
  // anyway): the basket, the replay check and the per-member promo limit rely on it. NO KEY
  // UPDATE does not block the foreign-key checks of rows that point at the member.
  if (deps.dialect === 'postgres') {
    await trx.selectFrom('members').select('id').where('id', '=', member.id).forNoKeyUpdate().execute();
  }
  const lines = card ? card.lines : await basketLines(trx, member.id);
  const requestKey = card
    ? `card:${card.paymentId}`
    : body.requestId
      ? `req:${body.requestId}`
      : basketKey(lines);
  const earlier = await findOrderByKey(trx, member.id, requestKey);
  if (earlier) return earlier;

  // A line no longer offered in the member's cluster is refused, not quietly left out.
  if (lines.some((l) => l.offered === false)) throw badRequest(SHOP_MESSAGES.notOfferedInCluster);
  const priced = priceBasket(config, lines);
  if (priced.orderable.length === 0) {
    const replay = await recentTwin(trx, deps, member.id, body);
    if (replay) return replay;
    throw badRequest(SHOP_MESSAGES.emptyBasket);
  }

  const basket = { memberId: member.id, subTotal: priced.totalBasketPrice, at };
  const { promo, discount, grandTotal } = await confirmedTotal(trx, config, body, basket);

  const hasVouchers = priced.orderable.some((l) => l.product.stockMode === 'voucher');
  const cellNum = deliveryNumber(config, member, body, hasVouchers);
  // A card order's points are already held; the card paid the rest.
  const pointsPaid = card ? card.pointsHeld : grandTotal;
  if (card && pointsPaid > grandTotal) throw badRequest(SHOP_MESSAGES.totalChanged);
  const available = card ? pointsPaid : (await memberBalances(trx, member.id)).redeem;
  if (available < pointsPaid)
    throw badRequest(SHOP_MESSAGES.insufficientPoints(available, grandTotal, settings.pointsName));

  const order = await insertOrder(trx, config.SHOP_ORDER_PREFIX, {
    memberId: member.id,
    requestKey,
    statusId: ORDER_STATUS.placed,
    alloc: body.alloc || config.SHOP_ALLOC,
    subTotal: priced.totalBasketPrice,
    discount,
    grandTotal,
    pointsPaid,
    promoCodeId: promo.kind === 'ok' ? promo.promo.id : null,
    promoCode: promo.kind === 'ok' ? promo.promo.code : '',
    cellNum,
    createdAt: at,
    updatedAt: at,
  });

  const texts: string[] = [];
  let dispatched = 0;
  for (const line of priced.orderable) {
    const codes = await writeLine(trx, deps, order.id, line);
    if (codes) {
      texts.push(`${line.product.description}: ${codes.join(', ')}`);
      dispatched += 1;
    }
  }

  if (
    promo.kind === 'ok' &&
    !(await recordPromoUse(trx, promo.promo, { memberId: member.id, orderId: order.id, at }))
  ) {
    throw badRequest(SHOP_MESSAGES.promoUsedUp, { promoCode: SHOP_MESSAGES.promoUsedUp });
  }

  let transferId: number | null = null;
  if (pointsPaid > 0) {
    const t = await transfer(trx, {
      from: card ? { system: CARD_HOLD_ACCOUNT } : { memberId: member.id, kind: 'redeem' },
      to: { system: 'shop' },
      amount: pointsPaid,
      type: 'ORDER',
      description: `Rewards shop order ${order.orderNum}`,
      idempotencyKey: `shop-order:${member.id}:${requestKey}`,
      ref: { type: 'shop_order', id: String(order.id) },
      at,
    });
    transferId = t.transferId;
  }
  // Digital lines are dispatched at once; an order of nothing else is complete.
  const statusId =
    dispatched === priced.orderable.length
      ? ORDER_STATUS.complete
      : dispatched > 0
        ? ORDER_STATUS.inProgress
        : ORDER_STATUS.placed;
  await trx.updateTable('shopOrders').set({ transferId, statusId }).where('id', '=', order.id).execute();
  if (card) {
    // Only what was paid for leaves the basket: the member may have added more since.
    const ids = card.lines.map((l) => l.item.id);
    if (ids.length > 0) await trx.deleteFrom('shopBasketItems').where('id', 'in', ids).execute();
  } else {
    await emptyBasket(trx, member.id);
  }
  // The code the order used (or that no longer applied) leaves with the basket it priced.
  await dropPromoCode(trx, member.id);
  await emit(trx, { type: 'order.placed', at, orderId: order.id });

  if (texts.length > 0) {
    await enqueueMessage(
      trx,
      {
        channel: 'sms',
        recipient: cellNum,
        // In the member's language: the codes themselves are the provider's.
        text: voucherSms(settings, order.orderNum, texts, await memberTranslator(trx, member.id)),
        template: 'voucher',
        ref: { type: 'shop_order', id: String(order.id) },
        dedupeKey: `shop-vouchers:${order.id}`,
      },
      at,
    );
  }
  return { ...order, transferId, statusId };
}

/** Writes one order line and takes its stock; returns the voucher codes of a voucher line. */
async function writeLine(
  trx: Transaction<DB>,
  deps: PlaceDeps,
  orderId: number,
  line: BasketLine,
): Promise<string[] | null> {
  const { product, item } = line;
  const isVoucher = product.stockMode === 'voucher';
  const row = await insertOrderItem(trx, {
    orderId,
    productId: product.id,
    productCode: product.productCode,
    description: product.description,
    qty: item.qty,
    price: product.price,
    total: item.qty * product.price,
    dispatchStatus: isVoucher ? DISPATCH_STATUS.dispatched : DISPATCH_STATUS.awaiting,
    dispatchedAt: isVoucher ? deps.at : null,
  });
  const outOfStock = () => badRequest(SHOP_MESSAGES.outOfStock(product.description));
  if (product.stockMode === 'limited' && !(await takeLimitedStock(trx, product, item.qty)))
    throw outOfStock();
  if (!isVoucher) return null;
  const codes = await claimVoucherCodes(trx, deps.dialect, {
    productId: product.id,
    orderItemId: row.id,
    qty: item.qty,
    at: deps.at,
  });
  if (!codes) throw outOfStock();
  return codes;
}

/** C: the number typed at checkout (needed when voucher codes are to be texted); Z: the stored one. */
export function deliveryNumber(
  config: Config,
  member: MemberRow,
  body: PlaceOrderBody,
  hasVouchers: boolean,
): string {
  if (config.SHOP_DELIVERY_TYPE === VOUCHER_DELIVERY.storedMobile) {
    if (hasVouchers && !member.cellNum) throw badRequest(SHOP_MESSAGES.noStoredCellNum);
    return member.cellNum;
  }
  if (hasVouchers && !body.cellNum)
    throw badRequest(SHOP_MESSAGES.cellNumRequired, { cellNum: SHOP_MESSAGES.cellNumRequired });
  return body.cellNum;
}

/**
 * Without a requestId, a repeated submit finds the basket already ordered and empty: if this
 * member placed an order with the same total and promo code moments ago, that is the answer.
 */
async function recentTwin(
  trx: Transaction<DB>,
  deps: PlaceDeps,
  memberId: number,
  body: PlaceOrderBody,
): Promise<OrderRow | undefined> {
  if (body.requestId || deps.config.SHOP_ORDER_REPLAY_SECONDS <= 0) return undefined;
  const since = new Date(Date.parse(deps.at) - deps.config.SHOP_ORDER_REPLAY_SECONDS * 1000).toISOString();
  const last = await latestOrderSince(trx, memberId, since);
  if (last && last.grandTotal === body.vfyTotal && last.promoCode === normalisePromoCode(body.promoCode))
    return last;
  return undefined;
}

/** Names this basket as it is now: the same basket submitted twice makes one order. */
function basketKey(lines: BasketLine[]): string {
  const text = lines.map((l) => `${l.item.id}:${l.item.qty}:${l.item.updatedAt}`).join('|');
  return `basket:${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}
