import { Alert, Badge, Card, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  adminPayments,
  PAYMENT_STATUSES,
  formatMinor,
  currencyExponent,
  type TPaymentStatus,
} from '@portal/contract';
import { IconCircleX, IconRefresh, IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { AdminPage } from '../AdminPage';
import { AdminPagination } from '../AdminPagination';
import { ActionButton } from '../ui/buttons';
import { PAYMENTS_PAGE_SIZE, paymentKeys, paymentQueries } from './api';
import classes from './payments.module.css';

type Payment = adminPayments.TAdminPayment;

const STATUS_COLOURS: Record<TPaymentStatus, string> = {
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  expired: 'gray',
  unfulfilled: 'orange',
};
const REFUND_COLOURS: Record<Payment['refundStatus'], string> = {
  none: 'gray',
  pending: 'blue',
  refunded: 'grape',
  failed: 'red',
};
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
];

function PaymentCard({ p }: { p: Payment }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => callApi(adminPayments.paymentrefundretry, { paymentId: p.paymentId }),
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  const fail = useMutation({
    mutationFn: () => callApi(adminPayments.paymentfail, { paymentId: p.paymentId }),
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  const error = retry.error ?? fail.error;
  return (
    <Card component="li" withBorder className={classes.card} aria-label={`Payment ${p.paymentId}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>
            {p.moneyText}{' '}
            <Text span c="dimmed" size="sm">
              + {p.pointsHeld.toLocaleString('en-GB')} points
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            #{p.paymentId} · {formatDateTime(p.createdAt)}
          </Text>
        </div>
        <Badge variant="dot" color={STATUS_COLOURS[p.status]}>
          {p.status}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        <dt>Member</dt>
        <dd>
          {p.memberNumber} {p.memberName}
        </dd>
        <dt>Provider</dt>
        <dd>
          {p.provider === 'stripe' ? 'Stripe' : 'PayGate'}{' '}
          <span className={classes.ref}>{p.providerRef || '—'}</span>
        </dd>
        <dt>Order</dt>
        <dd>{p.orderNum || '—'}</dd>
        {p.refundStatus !== 'none' && (
          <>
            <dt>Refund</dt>
            <dd>
              <Badge size="sm" variant="light" color={REFUND_COLOURS[p.refundStatus]}>
                {p.refundStatus}
              </Badge>{' '}
              <span className={classes.ref}>{p.refundRef}</span>
            </dd>
          </>
        )}
      </dl>
      {p.lastError && (
        <Text size="sm" c="red.8" mt={4}>
          {p.lastError}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {formErrorText(error)}
        </Text>
      )}
      {p.status === 'pending' && p.amountMismatch && (
        <ActionButton mt="sm" size="md" variant="light" color="red" icon={IconCircleX} action={fail}>
          Fail payment and give the points back
        </ActionButton>
      )}
      {p.refundStatus === 'failed' && (
        <ActionButton mt="sm" size="md" variant="light" icon={IconReceiptRefund} action={retry}>
          Retry refund
        </ActionButton>
      )}
    </Card>
  );
}

function Totals() {
  const thisMonth = new Date().toISOString().slice(0, 7);
  const totals = useQuery(paymentQueries.totals(thisMonth));
  const rows = totals.data?.totals ?? [];
  if (rows.length === 0) return null;
  const money = (minor: number, currency: string) =>
    formatMinor(minor, currencyExponent(currency), `${currency} `);
  return (
    <Stack gap="xs">
      <Text fw={700}>This year by month and currency</Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {rows.map((t) => (
          <Card key={`${t.month}-${t.currency}`} withBorder padding="sm">
            <Text size="sm" c="dimmed">
              {t.month} · {t.count === 1 ? '1 payment' : `${t.count} payments`}
            </Text>
            <Text fw={700}>{money(t.paidMinor - t.refundedMinor, t.currency)} net</Text>
            <Text size="xs" c="dimmed">
              {money(t.paidMinor, t.currency)} taken, {money(t.refundedMinor, t.currency)} refunded
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        The finance CSV, one row per payment: npm run admin -- payments-csv --from YYYY-MM --to YYYY-MM
      </Text>
    </Stack>
  );
}

/** /admin/shop/payments: every card payment with its provider reference, status, order and refund. */
export default function PaymentsScreen() {
  const client = useQueryClient();
  const [status, setStatus] = useState('');
  const [refundProblems, setRefundProblems] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery(paymentQueries.list(status as '' | TPaymentStatus, refundProblems, page));
  const reconcile = useMutation({
    mutationFn: () => callApi(adminPayments.paymentsreconcile, {}),
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
  const total = list.data?.total ?? 0;
  return (
    <AdminPage
      title="Payments"
      intro="Card payments of points shortfalls: provider reference, status, the order they paid for, refunds."
      query={list}
      actions={
        <ActionButton size="md" variant="light" icon={IconRefresh} action={reconcile}>
          Settle stuck payments
        </ActionButton>
      }
    >
      {reconcile.data && (
        <Alert color="green" variant="light" role="status">
          {reconcile.data.summary}
        </Alert>
      )}
      {reconcile.error && (
        <Alert color="red" variant="light" role="alert">
          {formErrorText(reconcile.error)}
        </Alert>
      )}
      <Group gap="sm" align="flex-end">
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Switch
          label="Refund failed or waiting"
          checked={refundProblems}
          onChange={(e) => {
            setRefundProblems(e.currentTarget.checked);
            setPage(1);
          }}
          size="md"
          py={8}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 payment' : `${total.toLocaleString('en-GB')} payments`}
      </Text>
      <ul className={classes.list} aria-label="Payments">
        {(list.data?.payments ?? []).map((p) => (
          <PaymentCard key={p.paymentId} p={p} />
        ))}
      </ul>
      <AdminPagination
        total={Math.ceil(total / PAYMENTS_PAGE_SIZE)}
        value={page}
        onChange={setPage}
        label="Payment pages"
      />
      <Totals />
    </AdminPage>
  );
}
