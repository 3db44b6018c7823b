import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { canViewVoucherCodes, type TOrder, type TOrderDetail } from '@portal/contract';
import { IconReceipt, IconTicket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { ReportPage } from '../../components/ReportPage';
import { formatDateTime } from '../../lib/dates';
import { moneyFormatter } from './money';
import { useOrders } from './shop-queries';
import { VoucherCodesModal } from './VoucherCodesModal';
import classes from './orders.module.css';

/** /orders: Recent Orders, newest first as the server sends them. */
export function OrdersScreen() {
  const orders = useOrders();
  const [voucherLine, setVoucherLine] = useState<number | null>(null);
  const linesByOrder = useMemo(() => {
    const map = new Map<number, TOrderDetail[]>();
    for (const line of orders.data?.orderDetails ?? []) {
      map.set(line.memberOrderId, [...(map.get(line.memberOrderId) ?? []), line]);
    }
    return map;
  }, [orders.data]);
  const money = orders.data ? moneyFormatter(orders.data.inf) : (v: number) => String(v);

  return (
    <ReportPage
      title="Recent Orders"
      intro="Your orders from the rewards shop."
      loading={orders.isPending}
      error={orders.error}
    >
      {orders.data?.orders.length === 0 ? (
        <EmptyState icon={IconReceipt} title="You have no recent orders" />
      ) : (
        <Stack gap="md" component="ul" className={classes.list}>
          {orders.data?.orders.map((order) => (
            <OrderCard
              key={order.memberOrderId}
              order={order}
              lines={linesByOrder.get(order.memberOrderId) ?? []}
              money={money}
              onVoucherCodes={setVoucherLine}
            />
          ))}
        </Stack>
      )}
      <VoucherCodesModal memberOrderItemId={voucherLine} onClose={() => setVoucherLine(null)} />
    </ReportPage>
  );
}

function OrderCard({
  order,
  lines,
  money,
  onVoucherCodes,
}: {
  order: TOrder;
  lines: TOrderDetail[];
  money: (value: number) => string;
  onVoucherCodes(memberOrderItemId: number): void;
}) {
  const titleId = `order-${order.memberOrderId}`;
  return (
    <Card component="li" aria-labelledby={titleId} padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id={titleId}>
            Order No: {order.orderNum}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateTime(order.orderDate)} ·{' '}
            {order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}
          </Text>
        </div>
        <Badge variant="light" size="lg" radius="sm" className={classes.status}>
          {order.orderStatusDesc}
        </Badge>
      </Group>
      <Divider my="sm" />
      <ul className={classes.lines} aria-label={`Lines of order ${order.orderNum}`}>
        {lines.map((line) => (
          <li key={line.memberOrderItemId} className={classes.line}>
            <div className={classes.lineText}>
              <Text fw={600} size="sm">
                {line.itemDescription}
              </Text>
              <Text size="xs" c="dimmed">
                {line.productCode} · {line.itemQty} × {money(line.itemPrice)}
              </Text>
            </div>
            <Text fw={700} size="sm" className={classes.lineTotal}>
              {money(line.itemTotal)}
            </Text>
            {line.hasVoucherCodes && canViewVoucherCodes(order.orderStatusId, line.dispatchStatus) && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconTicket size={16} aria-hidden />}
                onClick={() => onVoucherCodes(line.memberOrderItemId)}
                aria-describedby={titleId}
                className={classes.voucherButton}
              >
                View Voucher Codes
              </Button>
            )}
          </li>
        ))}
      </ul>
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
        <dt className={classes.due}>Total due</dt>
        <dd className={classes.due}>{money(order.totalDue)}</dd>
      </dl>
    </Card>
  );
}
export default OrdersScreen;
