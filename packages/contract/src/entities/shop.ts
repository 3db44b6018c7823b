import { z } from 'zod';
import { VOUCHER_DELIVERY_CODES } from '../constants.js';

/** Shop info: how the shop prices, delivers and shows money. */
export const ZShopInfo = z.object({
  alloc: z.string(),
  isLoggedIn: z.boolean(),
  isPaygate: z.boolean(),
  allocDesc: z.string(),
  isTruncateCents: z.boolean(),
  addToBasketType: z.string(),
  deliveryType: z.enum(VOUCHER_DELIVERY_CODES),
  productCurrency: z.string(),
  currencySymbol: z.string(),
  currencyDecimalPlaces: z.number().int().min(0),
  isCurrencySymbolSuffix: z.boolean(),
  pmtMethodTypes: z.array(z.string()),
  currencyRateMoney: z.number(),
  pointsAvailable: z.number().int(),
});
export type TShopInfo = z.infer<typeof ZShopInfo>;

export const ZCategoryRow = z.object({
  cat1: z.string(),
  cat2: z.string(),
  cat3: z.string(),
  prodCat3Id: z.number().int(),
});
export type TCategoryRow = z.infer<typeof ZCategoryRow>;

export const ZProduct = z.object({
  productId: z.number().int(),
  imageFile: z.string(),
  displayPrice: z.number(),
  priceDescription: z.string(),
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  /** Rich-text features blurb in which tildes with brackets stand for angle brackets; sanitise before display. */
  fAB: z.string(),
  /** 'N' shows a call-us notice instead of the add-to-basket button. */
  noBasket: z.enum(['Y', 'N']),
  _rowNum: z.number().int(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** '' for an unchanged line. */
export const BASKET_ITEM_STATUSES = ['', 'DELETED', 'CHANGED', 'DECREASED'] as const;
export const ZBasketItem = ZProduct.extend({
  shopBasketId: z.number().int(),
  qty: z.number().int(),
  /** Price when the item was added; differs from displayPrice on a CHANGED or DECREASED line. */
  basketPrice: z.number(),
  itemTotal: z.number(),
  BasketItemStatus: z.enum(BASKET_ITEM_STATUSES),
});
export type TBasketItem = z.infer<typeof ZBasketItem>;

export const ZBasketTotals = z.object({ totalBasketQty: z.number().int(), totalBasketPrice: z.number() });

/**
 * The promo code kept with the basket, checked against the basket as it is now: the discount
 * and the new total while it applies; when it no longer applies (expired, used up, the basket
 * below its minimum), isVoucherOk is false and voucherAmtDesc says why, so the basket tells
 * the member instead of an order silently costing more.
 */
export const ZBasketPromo = z.object({
  promoCode: z.string(),
  isVoucherOk: z.boolean(),
  /** What the code takes off ('10% off') when it applies; why it does not otherwise. */
  voucherAmtDesc: z.string(),
  shopVoucherDiscountTotal: z.number(),
});
export type TBasketPromo = z.infer<typeof ZBasketPromo>;

export const ZCheckoutSummary = ZBasketTotals.extend({
  isVoucherOk: z.boolean(),
  grandTotal: z.number(),
  /** Echoed back by placeOrder so the order is refused if the total changed meanwhile. */
  vfyTotal: z.number(),
  cellNum: z.string(),
  voucherAmtDesc: z.string(),
  shopVoucherDiscountTotal: z.number(),
});
export type TCheckoutSummary = z.infer<typeof ZCheckoutSummary>;

export const ZOrder = z.object({
  memberOrderId: z.number().int(),
  orderNum: z.string(),
  orderDate: z.string(),
  /** e.g. '30' or '30.1': the integer part is the status (voucher rule). */
  orderStatusId: z.string(),
  orderStatusDesc: z.string(),
  totalGrandTotal: z.number(),
  totalDiscount: z.number(),
  /** The promo code used, '' when none. */
  VoucherCode: z.string(),
  totalDue: z.number(),
  itemCount: z.number().int(),
  /** Not in the spec's list: what the card paid when points fell short (e.g. '£0.40'), '' when nothing. */
  cardPaid: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderDetail = z.object({
  /** Not in the spec's list: the order a line belongs to, so lines can be grouped. */
  memberOrderId: z.number().int(),
  memberOrderItemId: z.number().int(),
  productCode: z.string(),
  itemDescription: z.string(),
  itemQty: z.number().int(),
  itemPrice: z.number(),
  itemTotal: z.number(),
  dispatchStatus: z.number().int(),
  /** Not in the spec's list: whether the line carries voucher codes, so View Voucher Codes shows only there. */
  hasVoucherCodes: z.boolean(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** Voucher codes of one dispatched order line, for the order's confirmation page. */
export const ZOrderVouchers = z.object({
  memberOrderItemId: z.number().int(),
  itemDescription: z.string(),
  codes: z.array(z.string()),
});

/** One order as its confirmation page shows it. */
export const ZOrderConfirmation = z.object({
  order: ZOrder,
  orderDetails: z.array(ZOrderDetail),
  /** The codes of lines already dispatched (the View Voucher Codes rule); empty until then. */
  vouchers: z.array(ZOrderVouchers),
  /** The member's points to redeem now. */
  pointsLeft: z.number().int(),
  inf: ZShopInfo,
});
export type TOrderConfirmation = z.infer<typeof ZOrderConfirmation>;

/** Card payment providers a cluster can use for the money part of an order. */
export const PAYMENT_PROVIDERS = ['stripe', 'paygate'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Where a card payment is: waiting for the provider, settled into an order, or over without one. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled', 'expired', 'unfulfilled'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a basket whose total exceeds the member's points would be paid: points first, the rest by card. */
export const ZCardPart = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Points that go towards the order (all the member has, up to the total). */
  points: z.number().int(),
  shortfallPoints: z.number().int(),
  /** The card part in the currency's minor unit (pence, cents). */
  moneyMinor: z.number().int(),
  currency: z.string(),
  currencySymbol: z.string(),
  exponent: z.number().int(),
  /** The card part as people read it, e.g. '£0.40'. */
  moneyText: z.string(),
});
export type TCardPart = z.infer<typeof ZCardPart>;

export const ZCardPayment = z.object({
  paymentId: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** The order, once the provider confirmed the payment; '' until then. */
  orderNum: z.string(),
  points: z.number().int(),
  moneyText: z.string(),
  message: z.string(),
});
export type TCardPayment = z.infer<typeof ZCardPayment>;
