import { z } from 'zod';
import { defineCall } from '../registry.js';
import { ORDER_STATUS, type OrderStatusId } from '../constants.js';
import { ZDay, ZDayOrBlank, ZRowId, zText } from '../fields.js';
import { ADMIN_ACCESS, ZAdminPage } from './admin.js';
import { FIELD_TEXTS } from '../field-texts.js';

/**
 * Shop orders for the programme admin: find an order, see its lines and voucher codes,
 * move its status, dispatch it, cancel or refund it, and export the lines for finance. A member's
 * own order calls (shop.ts) are separate and unchanged.
 */

/** The shop's order statuses (10 Placed … 50 Refunded), as the status filter offers them. */
export const ADMIN_ORDER_STATUSES = Object.values(ORDER_STATUS) as [OrderStatusId, ...OrderStatusId[]];

export const ZAdminOrderRow = z.object({
  orderId: z.number().int(),
  orderNum: z.string(),
  createdAt: z.string(),
  memberNumber: z.string(),
  memberName: z.string(),
  /** The stored status text, e.g. '30' or a sub-status '30.1'. */
  statusId: z.string(),
  statusDesc: z.string(),
  subTotal: z.number().int(),
  discount: z.number().int(),
  grandTotal: z.number().int(),
  pointsPaid: z.number().int(),
  promoCode: z.string(),
  itemCount: z.number().int(),
});
export type TAdminOrderRow = z.infer<typeof ZAdminOrderRow>;

export const ZAdminOrderLine = z.object({
  itemId: z.number().int(),
  productCode: z.string(),
  description: z.string(),
  qty: z.number().int(),
  price: z.number().int(),
  total: z.number().int(),
  /** 1 awaiting, 2 processing, 4 dispatched, 9 cancelled. */
  dispatchStatus: z.number().int(),
  dispatchedAt: z.string().nullable(),
  /**
   * The voucher codes sold on this line, in full: support staff read them out to a member who
   * lost them. Only programme admins see this call, and the codes never go into the audit log.
   */
  voucherCodes: z.array(z.string()),
});
export type TAdminOrderLine = z.infer<typeof ZAdminOrderLine>;

export const ZAdminOrder = ZAdminOrderRow.extend({
  cellNum: z.string(),
  updatedAt: z.string(),
  /** Set once the points went back (cancelled or refunded). */
  reversalTransferId: z.number().int().nullable(),
  lines: z.array(ZAdminOrderLine),
  /** The card part of an order paid partly by card, with its refund's state; null otherwise. */
  cardPayment: z
    .object({
      paymentId: z.number().int(),
      provider: z.string(),
      providerRef: z.string(),
      moneyText: z.string(),
      refundStatus: z.enum(['none', 'pending', 'refunded', 'failed']),
      lastError: z.string(),
    })
    .nullable()
    .default(null),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ordersearch = defineCall({
  path: '/api/admin/ordersearch',
  summary: 'Finds shop orders by order number, member number or name, status and date range, newest first',
  access: ADMIN_ACCESS,
  body: ZAdminPage.extend({
    query: zText(80).default(''),
    status: z.enum(['all', ...ADMIN_ORDER_STATUSES]).default('all'),
    fromDate: ZDayOrBlank.default(''),
    toDate: ZDayOrBlank.default(''),
  }),
  response: z.object({ orders: z.array(ZAdminOrderRow), total: z.number().int() }),
});

export const orderget = defineCall({
  path: '/api/admin/orderget',
  summary: 'One shop order with its lines, dispatch status and voucher codes',
  access: ADMIN_ACCESS,
  body: z.object({ orderId: ZRowId }),
  response: z.object({ order: ZAdminOrder }),
  answers: [404],
});

export const orderstatus = defineCall({
  path: '/api/admin/orderstatus',
  summary:
    'Sets an open order’s status to 10, 20 or 30 (optionally with a sub-status such as 30.1); cancel and refund have their own call',
  access: ADMIN_ACCESS,
  body: z.object({
    orderId: ZRowId,
    statusId: z
      .string()
      .trim()
      .regex(/^[123]0(\.\d{1,3})?$/, 'A status of 10, 20 or 30, with an optional sub-status'),
  }),
  response: z.object({ order: ZAdminOrder }),
  answers: [404, 409],
});

export const orderdispatch = defineCall({
  path: '/api/admin/orderdispatch',
  summary:
    'Sets one line’s dispatch status (1 awaiting, 2 processing, 4 dispatched), or dispatches every line when no line is named',
  access: ADMIN_ACCESS,
  body: z.object({
    orderId: ZRowId,
    itemId: ZRowId.optional(),
    dispatchStatus: z.union([z.literal(1), z.literal(2), z.literal(4)]).default(4),
  }),
  response: z.object({ order: ZAdminOrder }),
  answers: [404, 409],
});

export const ordercancel = defineCall({
  path: '/api/admin/ordercancel',
  summary:
    'Cancels or refunds an order: its points go back through the ledger, once (a second time is refused with 409)',
  access: ADMIN_ACCESS,
  body: z.object({ orderId: ZRowId, how: z.enum(['cancel', 'refund']), reason: zText(500).default('') }),
  response: z.object({
    order: ZAdminOrder,
    pointsReturned: z.number().int(),
    stockReturned: z.number().int(),
  }),
  answers: [404, 409],
});

/** One order line for finance: the web and the command line write these as CSV. */
export const ZOrderExportRow = z.object({
  orderNum: z.string(),
  createdAt: z.string(),
  memberNumber: z.string(),
  memberName: z.string(),
  productCode: z.string(),
  description: z.string(),
  qty: z.number().int(),
  points: z.number().int(),
  promoCode: z.string(),
  /** The order's promo discount, on the order's first line only so that a column sum is right. */
  discount: z.number().int(),
  status: z.string(),
  dispatchStatus: z.string(),
});
export type TOrderExportRow = z.infer<typeof ZOrderExportRow>;

/** Columns of the orders CSV, in the order of ZOrderExportRow's fields. */
export const ORDER_EXPORT_HEADER = [
  'Order number',
  'Date',
  'Member number',
  'Name',
  'Product code',
  'Description',
  'Quantity',
  'Points',
  'Promo code',
  'Discount',
  'Status',
  'Dispatch status',
] as const;

/** One export row's cells, in the header's order: the web's download and the command line write the same file. */
export const orderExportCells = (r: TOrderExportRow) => [
  r.orderNum,
  r.createdAt,
  r.memberNumber,
  r.memberName,
  r.productCode,
  r.description,
  r.qty,
  r.points,
  r.promoCode,
  r.discount,
  r.status,
  r.dispatchStatus,
];

export const ordersexport = defineCall({
  path: '/api/admin/ordersexport',
  summary:
    'Every order line placed between two days (inclusive, UTC), for finance (the web and the command line write it as CSV)',
  access: ADMIN_ACCESS,
  body: z.object({ fromDate: ZDay, toDate: ZDay }).refine((v) => v.fromDate <= v.toDate, {
    path: ['toDate'],
    message: FIELD_TEXTS.notBeforeFromDate.message,
  }),
  response: z.object({ rows: z.array(ZOrderExportRow), truncated: z.boolean() }),
});

/** Words for an order line's dispatch status (DISPATCH_STATUS). */
export const DISPATCH_STATUS_DESC: Readonly<Record<number, string>> = {
  1: 'Awaiting',
  2: 'Processing',
  4: 'Dispatched',
  9: 'Cancelled',
};
export const dispatchStatusDesc = (s: number) => DISPATCH_STATUS_DESC[s] ?? String(s);
export type TOrderSearchBody = z.output<typeof ordersearch.body>;
