import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { checkoutSummary } from './checkout.js';
import { normalisePromoCode } from './promo.js';
import { dropPromoCode, keepPromoCode } from './basket-promo.js';
import { getBasket } from './basket.js';

/**
 * The basket's Apply button. The code is checked against the basket as it is now by the same
 * checkPromo the order goes through, and refused the way placeOrder refuses it (400, the
 * message also under promoCode), so the member learns before checkout what checkout would say.
 * An accepted code is kept with the basket (replacing any other); a refused one changes nothing.
 */
export async function applyPromoCode(ctx: AppContext, member: MemberRow, promoCode: string) {
  const summary = await checkoutSummary(ctx, member, promoCode);
  if (!summary.isVoucherOk) throw badRequest(summary.voucherAmtDesc, { promoCode: summary.voucherAmtDesc });
  await keepPromoCode(ctx.database.db, member.id, promoCode, ctx.clock.now().toISOString());
  return {
    promoCode: normalisePromoCode(promoCode),
    voucherAmtDesc: summary.voucherAmtDesc,
    totalBasketQty: summary.totalBasketQty,
    totalBasketPrice: summary.totalBasketPrice,
    shopVoucherDiscountTotal: summary.shopVoucherDiscountTotal,
    grandTotal: summary.grandTotal,
  };
}

/** The basket's Remove code: the order is priced without a code from now on. */
export async function removePromoCode(ctx: AppContext, memberId: number) {
  await dropPromoCode(ctx.database.db, memberId);
  return getBasket(ctx, memberId);
}
