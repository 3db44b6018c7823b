import { SHOP_MESSAGES } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { memberBasket } from './basket.js';
import { checkPromo } from './promo.js';
import { effectivePromoCode } from './basket-promo.js';
import { memberBalances } from '../../ledger/index.js';
import { cardSetupFor, memberCluster } from './card-setup.js';
import { cardPart } from './card-split.js';
import { getProgrammeSettings } from '../../settings/service.js';

/**
 * The checkout summary: today's prices, the promo code applied (or why not), and vfyTotal,
 * which placeOrder must receive back unchanged. An invalid promo code is not an error here:
 * the summary says isVoucherOk false and voucherAmtDesc says why, so the basket can show it.
 * When the total exceeds the member's points and their cluster pays by card, `cardPayment`
 * says how it splits (promo code applied first); otherwise it is null. An empty promoCode
 * means the code kept with the basket, if any.
 */
export async function checkoutSummary(ctx: AppContext, member: MemberRow, promoCode: string) {
  const { db } = ctx.database;
  const priced = await memberBasket(db, ctx.config, member.id);
  if (priced.orderable.length === 0) throw badRequest(SHOP_MESSAGES.emptyBasket);
  const promo = await checkPromo(db, ctx.config, {
    code: await effectivePromoCode(db, member.id, promoCode),
    memberId: member.id,
    subTotal: priced.totalBasketPrice,
    at: ctx.clock.now().toISOString(),
  });
  const discount = promo.kind === 'ok' ? promo.discount : 0;
  const grandTotal = priced.totalBasketPrice - discount;
  const settings = await getProgrammeSettings(db, ctx.config);
  const card = cardSetupFor(ctx.config, settings, await memberCluster(db, member.id));
  const available = (await memberBalances(db, member.id)).redeem;
  return {
    totalBasketQty: priced.totalBasketQty,
    totalBasketPrice: priced.totalBasketPrice,
    isVoucherOk: promo.kind === 'ok',
    voucherAmtDesc: promo.kind === 'ok' ? promo.desc : promo.kind === 'refused' ? promo.message : '',
    shopVoucherDiscountTotal: discount,
    grandTotal,
    vfyTotal: grandTotal,
    cellNum: member.cellNum,
    basket: priced.basket,
    pointsAvailable: available,
    cardPayment: card ? cardPart(card, grandTotal, available) : null,
  };
}
