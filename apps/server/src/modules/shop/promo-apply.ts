import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { checkoutSummary } from './checkout.js';
import { normalisePromoCode } from './promo.js';

/**
 * The basket's Apply button. The code is checked against the basket as it is now by the same
 * checkPromo the order goes through, and refused the way placeOrder refuses it (400, the
 * message also under promoCode), so the member learns before checkout what checkout would say.
 */
export async function applyPromoCode(ctx: AppContext, member: MemberRow, promoCode: string) {
  const summary = await checkoutSummary(ctx, member, promoCode);
  if (!summary.isVoucherOk) throw badRequest(summary.voucherAmtDesc, { promoCode: summary.voucherAmtDesc });
  return {
    promoCode: normalisePromoCode(promoCode),
    voucherAmtDesc: summary.voucherAmtDesc,
    totalBasketQty: summary.totalBasketQty,
    totalBasketPrice: summary.totalBasketPrice,
    shopVoucherDiscountTotal: summary.shopVoucherDiscountTotal,
    grandTotal: summary.grandTotal,
  };
}
