import { Divider } from '@mantine/core';
import type { TOrder } from '@portal/contract';
import classes from './confirmation.module.css';

/** An order's sums: sub total, the promo discount, the card's part when points fell short, the total. */
export function OrderTotals({ order, money }: { order: TOrder; money: (value: number) => string }) {
  return (
    <>
      <Divider my="sm" />
      <dl className={classes.totals}>
        <dt>Sub total</dt>
        <dd>{money(order.totalGrandTotal)}</dd>
        {(order.totalDiscount !== 0 || order.VoucherCode) && (
          <>
            <dt>Discount{order.VoucherCode ? ` (promo code ${order.VoucherCode})` : ''}</dt>
            <dd>-{money(Math.abs(order.totalDiscount))}</dd>
          </>
        )}
        {order.cardPaid && (
          <>
            <dt>Paid by card</dt>
            <dd data-testid="card-paid">{order.cardPaid}</dd>
          </>
        )}
        <dt className={classes.due}>Total</dt>
        <dd className={classes.due}>{money(order.totalDue)}</dd>
      </dl>
    </>
  );
}
