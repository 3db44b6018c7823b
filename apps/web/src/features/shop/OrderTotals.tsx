import { Trans } from '@lingui/react/macro';
import { Divider } from '@mantine/core';
import type { TOrder } from '@portal/contract';
import classes from './confirmation.module.css';
import { minus } from './money';

/** An order's sums: sub total, the promo discount, the card's part when points fell short, the total. */
export function OrderTotals({ order, money }: { order: TOrder; money: (value: number) => string }) {
  const voucherCode = order.VoucherCode;
  return (
    <>
      <Divider my="sm" />
      <dl className={classes.totals}>
        <dt>
          <Trans>Sub total</Trans>
        </dt>
        <dd>{money(order.totalGrandTotal)}</dd>
        {(order.totalDiscount !== 0 || order.VoucherCode) && (
          <>
            <dt>
              {voucherCode ? <Trans>Discount (promo code {voucherCode})</Trans> : <Trans>Discount</Trans>}
            </dt>
            <dd>{minus(money(Math.abs(order.totalDiscount)))}</dd>
          </>
        )}
        {order.cardPaid && (
          <>
            <dt>
              <Trans>Paid by card</Trans>
            </dt>
            <dd data-testid="card-paid">{order.cardPaid}</dd>
          </>
        )}
        <dt className={classes.due}>
          <Trans>Total</Trans>
        </dt>
        <dd className={classes.due}>{money(order.totalDue)}</dd>
      </dl>
    </>
  );
}
