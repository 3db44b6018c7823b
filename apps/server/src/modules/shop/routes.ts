import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
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
  registerCall(app, ctx, calls['shop.categorylist'], ({ caller }) => categoryList(ctx, caller.member.id));
  registerCall(app, ctx, calls['shop.productlist'], ({ caller, body }) =>
    productList(ctx, caller.member.id, body.prodCat3Id),
  );
  registerCall(app, ctx, calls['shop.addtobasket'], ({ caller, body }) =>
    addToBasket(ctx, caller.member.id, body.productId),
  );
  registerCall(app, ctx, calls['shop.getbasket'], ({ caller }) => getBasket(ctx, caller.member.id));
  registerCall(app, ctx, calls['shop.changebasketqty'], ({ caller, body }) =>
    changeBasketQty(ctx, caller.member.id, body),
  );
  registerCall(app, ctx, calls['shop.getCheckoutOrderSummary'], ({ caller, body }) =>
    checkoutSummary(ctx, caller.member, body.promoCode),
  );
  registerCall(app, ctx, calls['shop.applyPromoCode'], ({ caller, body }) =>
    applyPromoCode(ctx, caller.member, body.promoCode),
  );
  registerCall(app, ctx, calls['shop.removePromoCode'], ({ caller }) =>
    removePromoCode(ctx, caller.member.id),
  );
  registerCall(app, ctx, calls['shop.product'], ({ caller, body }) =>
    productPage(ctx, caller.member.id, body.productId),
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
  registerCall(app, ctx, calls['site.advertdata'], ({ caller }) => advertData(ctx, caller.member.id));
  shopImageRoutes(app, ctx);
}
