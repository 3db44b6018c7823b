import { ORDER_STATUS_DESC, type OrderStatusId, type TOrder, type TOrderDetail } from '@portal/contract';
import type { OrderItemRow, OrderRow } from './order-repository.js';

const statusDesc = (statusId: string) =>
  ORDER_STATUS_DESC[statusId.split('.')[0] as OrderStatusId] ?? statusId;

/**
 * An order as the member reads it. totalGrandTotal is the sub-total of the lines,
 * totalDiscount the promo discount (VoucherCode names the promo code), totalDue what was paid
 * and cardPaid the part of it a card paid.
 */
export function toOrder(o: OrderRow, items: readonly OrderItemRow[], cardPaid: string): TOrder {
  return {
    memberOrderId: o.id,
    orderNum: o.orderNum,
    orderDate: o.createdAt,
    orderStatusId: o.statusId,
    orderStatusDesc: statusDesc(o.statusId),
    totalGrandTotal: o.subTotal,
    totalDiscount: o.discount,
    VoucherCode: o.promoCode,
    totalDue: o.grandTotal,
    itemCount: items.filter((i) => i.orderId === o.id).reduce((n, i) => n + i.qty, 0),
    cardPaid,
  };
}

export function toOrderDetail(i: OrderItemRow, withCodes: ReadonlySet<number>): TOrderDetail {
  return {
    memberOrderId: i.orderId,
    memberOrderItemId: i.id,
    productCode: i.productCode,
    itemDescription: i.description,
    itemQty: i.qty,
    itemPrice: i.price,
    itemTotal: i.total,
    dispatchStatus: i.dispatchStatus,
    hasVoucherCodes: withCodes.has(i.id),
  };
}
