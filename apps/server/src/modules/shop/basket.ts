import type { TBasketItem } from '@portal/contract';
import { ROLE_MESSAGES, SHOP_MESSAGES } from '@portal/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findProduct, inStock } from './catalogue-repository.js';
import {
  addOne,
  basketLines,
  deleteItem,
  deleteItems,
  findBasketItem,
  setQty,
  type BasketLine,
} from './basket-repository.js';
import { toProduct } from './product-view.js';
import { basketPromo } from './basket-promo.js';
import { cardSetupFor, memberCluster } from './card-setup.js';
import { requireOffered } from './cluster-offers.js';
import { cardPart } from './card-split.js';
import { memberBalances } from '../../ledger/index.js';
import { getProgrammeSettings } from '../../settings/service.js';

/** The most of one product a basket line may hold. */
export const MAX_LINE_QTY = 99;

export interface PricedBasket {
  totalBasketQty: number;
  totalBasketPrice: number;
  basket: TBasketItem[];
  /** The lines that can be ordered (withdrawn ones are left out). */
  orderable: BasketLine[];
}

/**
 * Why a line differs from when it went in: withdrawn (or no longer offered in the member's
 * cluster), dearer or cheaper.
 */
export function lineStatus(line: BasketLine): TBasketItem['BasketItemStatus'] {
  if (!line.product.active || line.offered === false) return 'DELETED';
  if (line.product.price > line.item.priceAtAdd) return 'CHANGED';
  if (line.product.price < line.item.priceAtAdd) return 'DECREASED';
  return '';
}

/**
 * Prices the basket at today's prices. Withdrawn lines are listed with status DELETED (so the
 * warning shows) and count for nothing; getBasket then removes them, and an order leaves them out.
 */
export function priceBasket(config: Config, lines: BasketLine[]): PricedBasket {
  const basket: TBasketItem[] = [];
  const orderable: BasketLine[] = [];
  let totalBasketQty = 0;
  let totalBasketPrice = 0;
  lines.forEach((line, i) => {
    const status = lineStatus(line);
    const itemTotal = status === 'DELETED' ? 0 : line.item.qty * line.product.price;
    if (status !== 'DELETED') {
      orderable.push(line);
      totalBasketQty += line.item.qty;
      totalBasketPrice += itemTotal;
    }
    basket.push({
      ...toProduct(config, line.product, i + 1),
      shopBasketId: line.item.id,
      qty: line.item.qty,
      basketPrice: line.item.priceAtAdd,
      itemTotal,
      BasketItemStatus: status,
    });
  });
  return { totalBasketQty, totalBasketPrice, basket, orderable };
}

export async function memberBasket(db: Db, config: Config, memberId: number): Promise<PricedBasket> {
  return priceBasket(config, await basketLines(db, memberId));
}

/**
 * The basket with what it costs the member: the kept promo code checked against it, the total
 * after it, the member's points and, when they fall short and the member's cluster pays by
 * card, how the rest would go on the card. The basket shows a shortfall from these before
 * checkout, with what to do about it.
 */
async function basketAnswer(ctx: AppContext, memberId: number, priced: PricedBasket) {
  const { db } = ctx.database;
  const { totalBasketQty, totalBasketPrice, basket } = priced;
  const at = ctx.clock.now().toISOString();
  const promo =
    priced.orderable.length > 0
      ? await basketPromo(db, ctx.config, { memberId, subTotal: totalBasketPrice, at })
      : null;
  const grandTotal = totalBasketPrice - (promo?.shopVoucherDiscountTotal ?? 0);
  const pointsAvailable = (await memberBalances(db, memberId)).redeem;
  const settings = await getProgrammeSettings(db, ctx.config);
  const card = cardSetupFor(ctx.config, settings, await memberCluster(db, memberId));
  return {
    totalBasketQty,
    totalBasketPrice,
    basket,
    promo,
    grandTotal,
    pointsAvailable,
    cardPayment: card ? cardPart(card, grandTotal, pointsAvailable) : null,
  };
}

/**
 * The basket as the member opens it. A withdrawn product leaves the basket here: its line is
 * deleted and reported this once with status DELETED (and its old price) so the basket can say
 * what was removed; it never stays listed at a price of nothing.
 */
export async function getBasket(ctx: AppContext, memberId: number) {
  const { db } = ctx.database;
  const priced = await memberBasket(db, ctx.config, memberId);
  const removed = priced.basket.filter((i) => i.BasketItemStatus === 'DELETED');
  if (removed.length > 0)
    await deleteItems(
      db,
      memberId,
      removed.map((i) => i.shopBasketId),
    );
  return basketAnswer(ctx, memberId, priced);
}

export async function addToBasket(ctx: AppContext, memberId: number, productId: number) {
  const { db } = ctx.database;
  await db.transaction().execute(async (trx) => {
    const product = await findProduct(trx, productId);
    if (!product) throw notFound();
    if (!product.active) throw badRequest(SHOP_MESSAGES.productUnavailable);
    await requireOffered(trx, product.id, await memberCluster(trx, memberId));
    if (product.noBasket === 'N') throw badRequest(SHOP_MESSAGES.noBasketProduct);
    const existing = (await basketLines(trx, memberId)).find((l) => l.product.id === productId);
    const qty = (existing?.item.qty ?? 0) + 1;
    if (qty > MAX_LINE_QTY) throw badRequest(SHOP_MESSAGES.qtyTooHigh(MAX_LINE_QTY));
    if (!(await inStock(trx, product, qty))) throw badRequest(SHOP_MESSAGES.outOfStock(product.description));
    await addOne(trx, memberId, product, ctx.clock.now().toISOString());
  });
  const priced = await memberBasket(db, ctx.config, memberId);
  const product = await findProduct(db, productId);
  if (!product) throw notFound();
  return {
    totalBasketQty: priced.totalBasketQty,
    totalBasketPrice: priced.totalBasketPrice,
    product: toProduct(ctx.config, product, 1),
  };
}

export async function changeBasketQty(
  ctx: AppContext,
  memberId: number,
  body: { action: 'add' | 'decrease' | 'delete'; shopBasketId: number },
) {
  const { db } = ctx.database;
  await db.transaction().execute(async (trx) => {
    const item = await findBasketItem(trx, body.shopBasketId);
    if (!item) throw notFound();
    // Another member's basket line: refused without saying more about it.
    if (item.memberId !== memberId) throw forbidden(ROLE_MESSAGES.authorised);
    const at = ctx.clock.now().toISOString();
    if (body.action === 'delete') return deleteItem(trx, item.id);
    if (body.action === 'decrease') {
      if (item.qty <= 1) throw badRequest(SHOP_MESSAGES.qtyAtMinimum);
      return setQty(trx, item.id, item.qty - 1, at);
    }
    const product = await findProduct(trx, item.productId);
    if (!product?.active) throw badRequest(SHOP_MESSAGES.productUnavailable);
    await requireOffered(trx, product.id, await memberCluster(trx, memberId));
    if (item.qty + 1 > MAX_LINE_QTY) throw badRequest(SHOP_MESSAGES.qtyTooHigh(MAX_LINE_QTY));
    if (!(await inStock(trx, product, item.qty + 1)))
      throw badRequest(SHOP_MESSAGES.outOfStock(product.description));
    return setQty(trx, item.id, item.qty + 1, at);
  });
  return getBasket(ctx, memberId);
}
