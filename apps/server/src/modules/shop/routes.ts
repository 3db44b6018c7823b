import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calls, type TBasketItem } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale } from '../../http/request-language.js';
import { programmeTexts } from '../../programme-texts/index.js';
import { sayProduct } from './product-view.js';
import { addToBasket, changeBasketQty, getBasket } from './basket.js';
import { advertData, categoryList, productList } from './catalogue.js';
import { checkoutSummary } from './checkout.js';
import { shopImageRoutes } from './images.js';
import { orderConfirmation } from './order-confirmation.js';
import { recentOrders } from './orders.js';
import { placeOrder } from './place-order.js';
import { applyPromoCode, removePromoCode } from './promo-apply.js';
import { productPage } from './catalogue.js';
import { voucherCodeMessage } from './voucher-message.js';

export function shopRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The basket's lines with the products' names in the caller's language; the stored lines are untouched. */
  const basketIn = async <B extends { basket: TBasketItem[] }>(
    req: FastifyRequest,
    answer: B,
  ): Promise<B> => {
    const texts = await programmeTexts(ctx.database.db, await requestLocale(ctx, req));
    return { ...answer, basket: answer.basket.map((line) => sayProduct(texts, line)) };
  };
  registerCall(app, ctx, calls['shop.categorylist'], ({ caller }) => categoryList(ctx, caller.member.id));
  registerCall(app, ctx, calls['shop.productlist'], async ({ caller, body, req }) =>
    productList(ctx, caller.member.id, body.prodCat3Id, await requestLocale(ctx, req)),
  );
  registerCall(app, ctx, calls['shop.addtobasket'], ({ caller, body }) =>
    addToBasket(ctx, caller.member.id, body.productId),
  );
  registerCall(app, ctx, calls['shop.getbasket'], async ({ caller, req }) =>
    basketIn(req, await getBasket(ctx, caller.member.id)),
  );
  registerCall(app, ctx, calls['shop.changebasketqty'], async ({ caller, body, req }) =>
    basketIn(req, await changeBasketQty(ctx, caller.member.id, body)),
  );
  registerCall(app, ctx, calls['shop.getCheckoutOrderSummary'], ({ caller, body }) =>
    checkoutSummary(ctx, caller.member, body.promoCode),
  );
  registerCall(app, ctx, calls['shop.applyPromoCode'], ({ caller, body }) =>
    applyPromoCode(ctx, caller.member, body.promoCode),
  );
  registerCall(app, ctx, calls['shop.removePromoCode'], async ({ caller, req }) =>
    basketIn(req, await removePromoCode(ctx, caller.member.id)),
  );
  registerCall(app, ctx, calls['shop.product'], async ({ caller, body, req }) =>
    productPage(ctx, caller.member.id, body.productId, await requestLocale(ctx, req)),
  );
  registerCall(app, ctx, calls['shop.orderConfirmation'], ({ caller, body }) =>
    orderConfirmation(ctx, caller.member.id, body.orderNum),
  );
  registerCall(app, ctx, calls['shop.placeOrder'], ({ caller, body }) =>
    placeOrder(ctx, caller.member, body),
  );
  registerCall(app, ctx, calls['shop.orders'], ({ caller }) => recentOrders(ctx, caller.member.id));
  registerCall(app, ctx, calls['shop.getVoucherCodeMessage'], ({ caller, body }) =>
    voucherCodeMessage(ctx, caller.member.id, body.memberOrderItemId),
  );
  registerCall(app, ctx, calls['site.advertdata'], async ({ caller, req }) =>
    advertData(ctx, caller.member.id, await requestLocale(ctx, req)),
  );
  shopImageRoutes(app, ctx);
}
