import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button } from '@mantine/core';
import { canViewVoucherCodes, type TOrder, type TOrderDetail } from '@portal/contract';
import { IconReceipt, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ReportPage } from '../../components/ReportPage';
import { ReportTable, type Column } from '../../components/ReportTable';
import { formatDateTime } from '../../lib/dates';
import { useOrders } from './api';
import { minus, moneyFormatter } from './money';
import { VoucherCodesModal } from './VoucherCodesModal';
import classes from './orders.module.css';
import { orderStatusLabel } from '../../lib/order-status';

interface OrderRow {
  order: TOrder;
  lines: TOrderDetail[];
}

/**
 * /orders: Recent Orders, newest first as the server sends them: a table on a wide screen, a
 * card per order on a phone. Each order number opens the order's own page.
 */
export function OrdersScreen() {
  const orders = useOrders();
  const { t } = useLingui();
  const [voucherLine, setVoucherLine] = useState<number | null>(null);
  const rows = useMemo<OrderRow[]>(() => {
    const byOrder = new Map<number, TOrderDetail[]>();
    for (const line of orders.data?.orderDetails ?? []) {
      byOrder.set(line.memberOrderId, [...(byOrder.get(line.memberOrderId) ?? []), line]);
    }
    return (orders.data?.orders ?? []).map((order) => ({
      order,
      lines: byOrder.get(order.memberOrderId) ?? [],
    }));
  }, [orders.data]);
  const money = orders.data ? moneyFormatter(orders.data.inf) : (v: number) => String(v);
  // The card column only when an order was paid partly by card.
  const anyCard = rows.some((r) => r.order.cardPaid !== '');

  // Named, so a translator sees {orderNum} rather than {0}.
  const linesLabel = (orderNum: string) => t`Lines of order ${orderNum}`;
  const voucherLabel = (itemDescription: string) => t`View Voucher Codes of ${itemDescription}`;
  const promoLabel = (voucherCode: string) => t`(promo code ${voucherCode})`;

  const columns: Column<OrderRow>[] = [
    {
      key: 'orderNum',
      header: t`Order No`,
      primary: true,
      nowrap: true,
      cell: ({ order: { orderNum } }) => (
        <Anchor component={Link} to={`/orders/${orderNum}`} fw={700}>
          <Trans>Order No: {orderNum}</Trans>
        </Anchor>
      ),
    },
    { key: 'date', header: t`Date`, nowrap: true, cell: ({ order }) => formatDateTime(order.orderDate) },
    {
      key: 'status',
      header: t`Status`,
      nowrap: true,
      cell: ({ order }) => (
        <Badge variant="light" radius="sm" classNames={{ root: classes.status, label: classes.statusLabel }}>
          {orderStatusLabel(order.orderStatusId, order.orderStatusDesc)}
        </Badge>
      ),
    },
    {
      key: 'lines',
      header: t`Items`,
      cell: ({ order, lines }) => (
        <ul className={classes.lines} aria-label={linesLabel(order.orderNum)}>
          {lines.map((line) => (
            <li key={line.memberOrderItemId} className={classes.line}>
              <span>
                {line.itemQty} × {line.itemDescription}
              </span>
              {/* The spec's rule alone: dispatch status 4 and order status 30. Codes not issued
                  yet are the voucher message's to say. */}
              {canViewVoucherCodes(order.orderStatusId, line.dispatchStatus) && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconTicket size={16} aria-hidden />}
                  onClick={() => setVoucherLine(line.memberOrderItemId)}
                  aria-label={voucherLabel(line.itemDescription)}
                  className={`button-wraps ${classes.voucherButton}`}
                >
                  <Trans>View Voucher Codes</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'subTotal',
      header: t`Sub total`,
      align: 'right',
      nowrap: true,
      cell: ({ order }) => money(order.totalGrandTotal),
    },
    {
      key: 'discount',
      header: t`Discount`,
      align: 'right',
      cell: ({ order }) =>
        order.totalDiscount !== 0 || order.VoucherCode ? (
          <>
            <span className={classes.nowrap}>{minus(money(Math.abs(order.totalDiscount)))}</span>
            {order.VoucherCode && <span className={classes.promo}> {promoLabel(order.VoucherCode)}</span>}
          </>
        ) : (
          '–'
        ),
    },
    ...(anyCard
      ? [
          {
            key: 'card',
            header: t`Paid by card`,
            align: 'right',
            nowrap: true,
            cell: ({ order }: OrderRow) => order.cardPaid || '–',
          } satisfies Column<OrderRow>,
        ]
      : []),
    {
      key: 'due',
      header: t`Total due`,
      align: 'right',
      nowrap: true,
      cell: ({ order }) => <strong>{money(order.totalDue)}</strong>,
    },
  ];

  return (
    <ReportPage title={t`Recent Orders`} intro={t`Your orders from the rewards shop.`} query={orders}>
      {rows.length === 0 ? (
        <EmptyState icon={IconReceipt} title={t`You have no recent orders`} />
      ) : (
        <ReportTable
          label={t`Recent Orders`}
          columns={columns}
          rows={rows}
          rowKey={(r) => String(r.order.memberOrderId)}
          minWidth={960}
        />
      )}
      <VoucherCodesModal memberOrderItemId={voucherLine} onClose={() => setVoucherLine(null)} />
    </ReportPage>
  );
}
export default OrdersScreen;
