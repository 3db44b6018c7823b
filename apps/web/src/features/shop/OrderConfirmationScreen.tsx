import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { MESSAGE_TEXTS } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { IconReceipt, IconShoppingBag } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { ScreenNotice } from '../../components/ScreenNotice';
import { DARK_TITLE } from '../../components/alert-styles';
import { ToneAlert } from '../../components/ToneAlert';
import { formErrorText } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { formatDateTime } from '../../lib/dates';
import { useOrder } from './api';
import { moneyFormatter } from './money';
import { OrderTotals } from './OrderTotals';
import { VoucherCodes } from './VoucherCodes';
import classes from './confirmation.module.css';
import { orderStatusLabel } from '../../lib/order-status';

/** Router state of a visit straight from Place Order (a reload or a link from Recent Orders has none). */
export interface OrderPlacedState {
  justPlaced?: boolean;
}

/**
 * /orders/:orderNum: one order's page, where Place Order leads and Recent Orders links to: the
 * order number, what was bought, the points left and, once dispatched, the voucher codes with a
 * Copy button and how to use them. The server shows a member only their own orders.
 */
export function OrderConfirmationScreen() {
  const { programmeName } = useBranding();
  const orderNum = useParams().orderNum ?? '';
  const justPlaced = (useLocation().state as OrderPlacedState | null)?.justPlaced === true;
  const { t } = useLingui();
  useDocumentTitle(t`Order ${orderNum} · ${programmeName}`);
  const query = useOrder(orderNum);
  // The number as the order itself has it (the address may be typed in another case).
  const orderNo = ({ orderNum }: { orderNum: string }) => t`Order No: ${orderNum}`;

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <ScreenNotice heading={t`Order`} color="red">
        {formErrorText(query.error)}
      </ScreenNotice>
    );
  }
  const { order, orderDetails, vouchers, pointsLeft, inf } = query.data;
  const money = moneyFormatter(inf);
  const { itemCount } = order;
  const awaitingCodes = orderDetails.some((d) => d.hasVoucherCodes) && vouchers.length === 0;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {justPlaced && (
          <ToneAlert tone="success" title={t`Order placed`} styles={DARK_TITLE} role="status">
            {sayText(MESSAGE_TEXTS.orderPlaced, { orderNum: order.orderNum })}
          </ToneAlert>
        )}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={1} size="h2">
              {orderNo(order)}
            </Title>
            <Text c="dimmed" size="sm">
              {formatDateTime(order.orderDate)} · {plural(itemCount, { one: '# item', other: '# items' })}
            </Text>
          </div>
          <Badge
            variant="light"
            size="lg"
            radius="sm"
            classNames={{ root: classes.status, label: classes.statusLabel }}
          >
            {orderStatusLabel(order.orderStatusId, order.orderStatusDesc)}
          </Badge>
        </Group>

        <Card>
          <Title order={2} size="h4" mb="sm">
            <Trans>What you ordered</Trans>
          </Title>
          <ul className={classes.lines} aria-label={t`Items`}>
            {orderDetails.map((line) => (
              <li key={line.memberOrderItemId} className={classes.line}>
                <div>
                  <Text fw={600} size="sm">
                    {line.itemDescription}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.itemQty} × {money(line.itemPrice)}
                  </Text>
                </div>
                <Text fw={700} size="sm" className={classes.nowrap}>
                  {money(line.itemTotal)}
                </Text>
              </li>
            ))}
          </ul>
          <OrderTotals order={order} money={money} />
        </Card>

        <Card className={classes.pointsLeft}>
          <Text size="sm" c="dimmed">
            <Trans>Points left to redeem</Trans>
          </Text>
          <Text fw={800} size="xl" data-testid="points-left">
            {money(pointsLeft)}
          </Text>
        </Card>

        {vouchers.length > 0 && <VoucherCodes vouchers={vouchers} />}
        {awaitingCodes && (
          <Text size="sm" c="dimmed">
            <Trans>
              Your voucher codes are sent by SMS and appear here once the whole order has been dispatched.
            </Trans>
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.actions}>
          <Button
            component={Link}
            to="/rewards"
            size="md"
            leftSection={<IconShoppingBag size={18} aria-hidden />}
            className="button-wraps"
          >
            <Trans>Continue shopping</Trans>
          </Button>
          <Button
            component={Link}
            to="/orders"
            size="md"
            variant="light"
            leftSection={<IconReceipt size={18} aria-hidden />}
            className="button-wraps"
          >
            <Trans>All my orders</Trans>
          </Button>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
export default OrderConfirmationScreen;
