import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconTruckDelivery, IconX } from '@tabler/icons-react';
import { ORDER_STATUS, ORDER_STATUS_TEXTS, type adminOrders } from '@portal/contract';
import { sayText } from '../../../lib/i18n/contract-texts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { BackLink } from '../ui/BackLink';
import {
  orderQueries,
  useOrderCancelMutation,
  useOrderDispatchMutation,
  useOrderStatusMutation,
} from './api';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { WRAPPING } from '../ui/buttons';

type Order = adminOrders.TAdminOrder;

/** What an admin may set by hand; cancel and refund have their own buttons. */
const STATUS_OPTIONS = [ORDER_STATUS.placed, ORDER_STATUS.inProgress, ORDER_STATUS.complete];
const statusOptions = () => STATUS_OPTIONS.map((s) => ({ value: s, label: sayText(ORDER_STATUS_TEXTS[s]) }));
const FINAL: readonly string[] = [ORDER_STATUS.cancelled, ORDER_STATUS.refunded];
const isFinal = (o: Order) => FINAL.includes(o.statusId.split('.')[0] ?? '');

/** /admin/shop/orders/order/:orderId: one order, its lines and voucher codes, and what an admin may do to it. */
export function OrderDetailScreen() {
  const orderId = Number(useParams().orderId);
  const { t } = useLingui();
  const detail = useQuery(orderQueries.order(orderId));
  const saySuccess = (message: string) => notifySuccess(message, t`Success`);
  const [statusId, setStatusId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const status = useOrderStatusMutation(orderId, () => saySuccess(t`The status was changed.`));
  const dispatch = useOrderDispatchMutation(orderId, () => saySuccess(t`The dispatch status was changed.`));
  const cancel = useOrderCancelMutation(orderId, (res, { how }) => {
    const orderNum = res.order.orderNum;
    const returned =
      how === 'cancel'
        ? t`${plural(res.pointsReturned, {
            one: `Order ${orderNum} cancelled: # point returned to the member.`,
            other: `Order ${orderNum} cancelled: # points returned to the member.`,
          })}`
        : t`${plural(res.pointsReturned, {
            one: `Order ${orderNum} refunded: # point returned to the member.`,
            other: `Order ${orderNum} refunded: # points returned to the member.`,
          })}`;
    saySuccess(returned);
  });
  const o = detail.data?.order;
  const orderTitle = (orderNum: string) => t`Order ${orderNum}`;
  const error = status.error ?? dispatch.error ?? cancel.error;
  const final = o ? isFinal(o) : true;

  const confirmText = (order: Order, how: 'cancel' | 'refund') => {
    const { orderNum, memberName } = order;
    return how === 'cancel'
      ? t`${plural(order.pointsPaid, {
          one: `Cancel order ${orderNum}? # point goes back to ${memberName}, and lines not yet dispatched go back in stock. This cannot be undone.`,
          other: `Cancel order ${orderNum}? # points go back to ${memberName}, and lines not yet dispatched go back in stock. This cannot be undone.`,
        })}`
      : t`${plural(order.pointsPaid, {
          one: `Refund order ${orderNum}? # point goes back to ${memberName}, and lines not yet dispatched go back in stock. This cannot be undone.`,
          other: `Refund order ${orderNum}? # points go back to ${memberName}, and lines not yet dispatched go back in stock. This cannot be undone.`,
        })}`;
  };
  const confirm = (how: 'cancel' | 'refund') =>
    o &&
    modals.openConfirmModal({
      title: how === 'cancel' ? t`Cancel order` : t`Refund order`,
      centered: true,
      children: <Text size="sm">{confirmText(o, how)}</Text>,
      labels: { confirm: how === 'cancel' ? t`Cancel order` : t`Refund order`, cancel: t`Keep order` },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Close` },
      onConfirm: () => cancel.mutate({ how, reason }),
    });

  return (
    <AdminPage
      title={o ? orderTitle(o.orderNum) : t`Order`}
      intro={
        <BackLink to="/admin/shop/orders">
          <Trans>All orders</Trans>
        </BackLink>
      }
      query={detail}
    >
      {o && (
        <>
          <OrderFacts order={o} />
          <OrderLines
            order={o}
            final={final}
            pending={dispatch.isPending}
            onDispatch={(itemId, dispatchStatus) => dispatch.mutate({ itemId, dispatchStatus })}
          />
          {error && (
            <Text c="red" role="alert">
              {formErrorText(error)}
              {Object.values(formErrorsOf(error)).length
                ? ` ${Object.values(formErrorsOf(error)).join(' ')}`
                : ''}
            </Text>
          )}
          {final ? (
            <Text c="dimmed">
              {o.statusId.startsWith(ORDER_STATUS.cancelled) ? (
                <Trans>
                  This order is cancelled: its points went back to the member, and it can no longer change.
                </Trans>
              ) : (
                <Trans>
                  This order is refunded: its points went back to the member, and it can no longer change.
                </Trans>
              )}
            </Text>
          ) : (
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                <Trans>Fulfil or return</Trans>
              </Title>
              <Stack gap="md">
                <Group align="flex-end" gap="sm">
                  <Select
                    label={t`Order status`}
                    data={statusOptions()}
                    value={statusId ?? o.statusId.split('.')[0] ?? null}
                    onChange={setStatusId}
                    allowDeselect={false}
                    w={{ base: '100%', xs: 180 }}
                  />
                  <Button
                    styles={WRAPPING}
                    variant="default"
                    loading={status.isPending}
                    disabled={!statusId || statusId === o.statusId}
                    onClick={() => statusId && status.mutate(statusId)}
                  >
                    <Trans>Set status</Trans>
                  </Button>
                  <Button
                    styles={WRAPPING}
                    leftSection={<IconTruckDelivery size={18} aria-hidden />}
                    loading={dispatch.isPending}
                    disabled={o.lines.every((l) => l.dispatchStatus === 4)}
                    onClick={() => dispatch.mutate({ dispatchStatus: 4 })}
                  >
                    <Trans>Dispatch all lines</Trans>
                  </Button>
                </Group>
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label={t`Reason (kept in the audit log)`}
                    value={reason}
                    onChange={(e) => setReason(e.currentTarget.value)}
                    w={{ base: '100%', xs: 360 }}
                  />
                  <Button
                    styles={WRAPPING}
                    variant="outline"
                    color="red.9"
                    leftSection={<IconX size={18} aria-hidden />}
                    loading={cancel.isPending && cancel.variables?.how === 'cancel'}
                    onClick={() => confirm('cancel')}
                  >
                    <Trans>Cancel order</Trans>
                  </Button>
                  <Button
                    styles={WRAPPING}
                    color="red.9"
                    leftSection={<IconArrowBackUp size={18} aria-hidden />}
                    loading={cancel.isPending && cancel.variables?.how === 'refund'}
                    onClick={() => confirm('refund')}
                  >
                    <Trans>Refund order</Trans>
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </>
      )}
    </AdminPage>
  );
}
