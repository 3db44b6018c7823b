import { z } from 'zod';
import { defineCall } from '../registry.js';
import { LIMITS } from '../limits.js';
import {
  ZBasketItem,
  ZBasketPromo,
  ZBasketTotals,
  ZCardPart,
  ZCardPayment,
  ZCategoryRow,
  ZCheckoutSummary,
  ZOrder,
  ZOrderConfirmation,
  ZOrderDetail,
  ZProduct,
  ZShopInfo,
} from '../entities/shop.js';
import { ZEmpty, ZOptionalCellNum, ZRequestId, ZRowId, zRequiredText, zText } from '../fields.js';
import { ADMIN_FIELD_TEXTS } from '../field-texts.js';

/** The allocation (points or money) the shop runs in, echoed from `inf.alloc`. */
const ZAlloc = zText(LIMITS.alloc)
  .regex(/^[\w-]*$/, ADMIN_FIELD_TEXTS.invalidAllocation.message)
  .default('');
/** Order numbers are a short prefix and six digits; anything much longer is not one. */
const ORDER_NUM_MAX = 32;
const ZPromoCode = zText(LIMITS.promoCode).default('');
/**
 * The basket with what it costs the member: the promo code kept with it (null when none), the
 * total after it, the member's points, and how a shortfall would be paid by card (null when
 * points cover it or their cluster has no card provider), so the basket shows a shortfall
 * before checkout.
 */
const ZBasket = ZBasketTotals.extend({
  basket: z.array(ZBasketItem),
  promo: ZBasketPromo.nullable(),
  grandTotal: z.number(),
  pointsAvailable: z.number().int(),
  cardPayment: ZCardPart.nullable(),
});

export const categorylist = defineCall({
  path: '/api/shop/categorylist',
  summary: 'Shop categories, basket totals and shop settings',
  access: ['member'],
  body: ZEmpty,
  response: ZBasketTotals.extend({ cats: z.array(ZCategoryRow), inf: ZShopInfo }),
});

export const productlist = defineCall({
  path: '/api/shop/productlist',
  summary: 'Products of one category',
  access: ['member'],
  body: z.object({ prodCat3Id: ZRowId, alloc: ZAlloc }),
  response: z.object({ catName: z.string(), products: z.array(ZProduct) }),
  answers: [404],
});

export const addtobasket = defineCall({
  path: '/api/shop/addtobasket',
  summary: 'Add one of a product to the basket',
  access: ['member'],
  body: z.object({ productId: ZRowId }),
  response: ZBasketTotals.extend({ product: ZProduct }),
  answers: [404],
});

export const getbasket = defineCall({
  path: '/api/shop/getbasket',
  summary: 'The basket, with warnings for changed or withdrawn items',
  access: ['member'],
  body: z.object({ alloc: ZAlloc }),
  response: ZBasket,
});

export const changebasketqty = defineCall({
  path: '/api/shop/changebasketqty',
  summary: 'Increase, decrease or remove a basket line',
  access: ['member'],
  body: z.object({ action: z.enum(['add', 'decrease', 'delete']), shopBasketId: ZRowId, alloc: ZAlloc }),
  response: ZBasket,
  answers: [404],
});

export const getCheckoutOrderSummary = defineCall({
  path: '/api/shop/getCheckoutOrderSummary',
  summary: 'Order summary for checkout, applying an optional promo code',
  access: ['member'],
  /** promoCode '' uses the code kept with the basket, if any. */
  body: z.object({ promoCode: ZPromoCode, alloc: ZAlloc }),
  response: ZCheckoutSummary.extend({
    basket: z.array(ZBasketItem),
    /** The member's points to redeem now, so checkout shows a shortfall before Place Order. */
    pointsAvailable: z.number().int(),
    /** Set when the total exceeds the member's points and their cluster pays by card; else null. */
    cardPayment: ZCardPart.nullable(),
  }),
});

/**
 * The basket's Apply button: the code checked against today's basket by the same rules and
 * messages as placeOrder, so a code that will be refused is refused here, before checkout.
 * A refused code is a 400 whose formErrors.promoCode says why. An accepted code is kept with
 * the basket on the server: the basket shows it after a reload or in a new session, and
 * checkout and placeOrder use it when their promoCode is empty.
 */
export const applyPromoCode = defineCall({
  path: '/api/shop/applyPromoCode',
  summary: 'Check a promo code against the basket: the discount and the new total',
  access: ['member'],
  body: z.object({
    promoCode: zRequiredText(LIMITS.promoCode, 'Please enter a promo code'),
    alloc: ZAlloc,
  }),
  response: ZBasketTotals.extend({
    /** The code as the shop knows it (upper case, no spaces). */
    promoCode: z.string(),
    voucherAmtDesc: z.string(),
    shopVoucherDiscountTotal: z.number(),
    grandTotal: z.number(),
  }),
});

/** The basket's Remove code: the kept promo code is dropped; the basket as it is now. */
export const removePromoCode = defineCall({
  path: '/api/shop/removePromoCode',
  summary: 'Take the promo code off the basket',
  access: ['member'],
  body: z.object({ alloc: ZAlloc }),
  response: ZBasket,
});

/** One product's own page: the larger picture and the full description. */
export const product = defineCall({
  path: '/api/shop/product',
  summary: 'One product of the catalogue',
  access: ['member'],
  body: z.object({ productId: ZRowId, alloc: ZAlloc }),
  response: z.object({ product: ZProduct }),
  answers: [404],
});

const ZPlaceOrderBody = z.object({
  /** Required by the server when inf.deliveryType is C; otherwise the stored mobile is used. */
  cellNum: ZOptionalCellNum.default(''),
  /** '' uses the code kept with the basket (applyPromoCode), if any. */
  promoCode: ZPromoCode,
  alloc: ZAlloc,
  /** The summary's vfyTotal: the order is refused if the total has changed since. */
  vfyTotal: z.number().min(0),
  requestId: ZRequestId.optional(),
});

export const placeOrder = defineCall({
  path: '/api/shop/placeOrder',
  summary: 'Place the order for the basket',
  access: ['member'],
  body: ZPlaceOrderBody,
  response: z.object({ orderNum: z.string() }),
});

export const orders = defineCall({
  path: '/api/shop/orders',
  summary: 'The member’s recent orders and their lines',
  access: ['member'],
  body: ZEmpty,
  response: z.object({ orders: z.array(ZOrder), orderDetails: z.array(ZOrderDetail), inf: ZShopInfo }),
});

/** The confirmation page of one order; another member's order is not found. */
export const orderConfirmation = defineCall({
  path: '/api/shop/orderConfirmation',
  summary: 'One of the member’s orders: lines, voucher codes once dispatched, points left',
  access: ['member'],
  body: z.object({
    orderNum: zRequiredText(ORDER_NUM_MAX).regex(/^[\w-]+$/, ADMIN_FIELD_TEXTS.invalidOrderNumber.message),
  }),
  response: ZOrderConfirmation,
  answers: [404],
});

export const getVoucherCodeMessage = defineCall({
  path: '/api/shop/getVoucherCodeMessage',
  summary: 'The voucher codes of a dispatched order line',
  access: ['member'],
  body: z.object({ memberOrderItemId: ZRowId }),
  /** HTML: the web sanitises it before display. */
  response: z.object({ message: z.string() }),
  answers: [404],
});

export const startCardPayment = defineCall({
  path: '/api/shop/startCardPayment',
  summary: 'Hold the points and start paying the rest of the order by card',
  access: ['member'],
  body: ZPlaceOrderBody.extend({ requestId: ZRequestId }),
  response: z.object({
    paymentId: z.number().int(),
    /** Where to send the browser: a link (GET) or a form to post (PayGate's process page). */
    redirect: z.object({
      url: z.string(),
      method: z.enum(['GET', 'POST']),
      fields: z.record(z.string(), z.string()),
    }),
  }),
  answers: [502],
});

export const cardPaymentStatus = defineCall({
  path: '/api/shop/cardPaymentStatus',
  summary: 'Where one of the member’s card payments is (the order once the provider confirmed it)',
  access: ['member'],
  body: z.object({ paymentId: ZRowId }),
  response: ZCardPayment,
  answers: [404],
});

export const cancelCardPayment = defineCall({
  path: '/api/shop/cancelCardPayment',
  summary: 'Give up a card payment still waiting: the held points come back',
  access: ['member'],
  body: z.object({ paymentId: ZRowId }),
  response: ZCardPayment,
  answers: [404],
});
