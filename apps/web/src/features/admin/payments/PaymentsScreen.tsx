import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Card, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  type adminPayments,
  PAYMENT_STATUSES,
  formatMinor,
  currencyExponent,
  type TPaymentStatus,
} from '@portal/contract';
import { IconCircleX, IconRefresh, IconReceiptRefund } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n/active-locale';
import { isolated, numberFormat } from '../../../lib/i18n/intl-formats';
import { SOURCE_LOCALE } from '../../../lib/i18n/locales';
import { AdminPage } from '../AdminPage';
import { AdminPagination } from '../AdminPagination';
import { ActionButton } from '../ui/buttons';
import {
  PAYMENTS_PAGE_SIZE,
  paymentQueries,
  useFailPaymentMutation,
  useReconcilePaymentsMutation,
  useRetryRefundMutation,
} from './api';
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
/** The status filter's names of the statuses. */
const STATUS_NAMES: Record<TPaymentStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  unfulfilled: msg`Unfulfilled`,
};
/** A payment's status on its badge (shown in capitals). */
const STATUS_BADGES: Record<TPaymentStatus, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'payment status' }),
  paid: msg({ message: 'paid', context: 'payment status' }),
  failed: msg({ message: 'failed', context: 'payment status' }),
  cancelled: msg({ message: 'cancelled', context: 'payment status' }),
  expired: msg({ message: 'expired', context: 'payment status' }),
  unfulfilled: msg({ message: 'unfulfilled', context: 'payment status' }),
};
/** A refund's status on its badge (shown in capitals). */
const REFUND_BADGES: Record<Exclude<Payment['refundStatus'], 'none'>, MessageDescriptor> = {
  pending: msg({ message: 'pending', context: 'refund status' }),
  refunded: msg({ message: 'refunded', context: 'refund status' }),
  failed: msg({ message: 'failed', context: 'refund status' }),
};

/**
 * An amount in minor units with its currency's code in front ("GBP 1,234.50" in English), in
 * the language shown.
 */
function moneyOf(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const locale = activeLocale.get();
  if (locale === SOURCE_LOCALE || locale === 'en-XA') return formatMinor(minor, exponent, `${currency} `);
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  return isolated(format.format(minor / 10 ** exponent), locale);
}

function PaymentCard({ p }: { p: Payment }) {
  const retry = useRetryRefundMutation(p.paymentId);
  const fail = useFailPaymentMutation(p.paymentId);
  const error = retry.error ?? fail.error;
  const { i18n, t } = useLingui();
  const held = formatPoints(p.pointsHeld);
  return (
    <Card component="li" withBorder className={classes.card} aria-label={t`Payment ${p.paymentId}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>
            {p.moneyText}{' '}
            <Text span c="dimmed" size="sm">
              <Trans>+ {held} points</Trans>
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            #{p.paymentId} · {formatDateTime(p.createdAt)}
          </Text>
        </div>
        <Badge variant="dot" color={STATUS_COLOURS[p.status]}>
          {i18n._(STATUS_BADGES[p.status])}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        <dt>
          <Trans>Member</Trans>
        </dt>
        <dd>
          {p.memberNumber} {p.memberName}
        </dd>
        <dt>
          <Trans>Provider</Trans>
        </dt>
        <dd>
          {p.provider === 'stripe' ? 'Stripe' : 'PayGate'}{' '}
          <span className={classes.ref}>{p.providerRef || '—'}</span>
        </dd>
        <dt>
          <Trans>Order</Trans>
        </dt>
        <dd>{p.orderNum || '—'}</dd>
        {p.refundStatus !== 'none' && (
          <>
            <dt>
              <Trans>Refund</Trans>
            </dt>
            <dd>
              <Badge size="sm" variant="light" color={REFUND_COLOURS[p.refundStatus]}>
                {i18n._(REFUND_BADGES[p.refundStatus])}
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
          <Trans>Fail payment and give the points back</Trans>
        </ActionButton>
      )}
      {p.refundStatus === 'failed' && (
        <ActionButton mt="sm" size="md" variant="light" icon={IconReceiptRefund} action={retry}>
          <Trans>Retry refund</Trans>
        </ActionButton>
      )}
    </Card>
  );
}

function Totals() {
  const thisMonth = new Date().toISOString().slice(0, 7);
  const totals = useQuery(paymentQueries.totals(thisMonth));
  const rows = totals.data?.totals ?? [];
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={700}>
        <Trans>This year by month and currency</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {rows.map((row) => {
          const net = moneyOf(row.paidMinor - row.refundedMinor, row.currency);
          const taken = moneyOf(row.paidMinor, row.currency);
          const refunded = moneyOf(row.refundedMinor, row.currency);
          return (
            <Card key={`${row.month}-${row.currency}`} withBorder padding="sm">
              <Text size="sm" c="dimmed">
                {row.month} · {t`${plural(row.count, { one: '# payment', other: '# payments' })}`}
              </Text>
              <Text fw={700}>
                <Trans>{net} net</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>
                  {taken} taken, {refunded} refunded
                </Trans>
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>
          The finance CSV, one row per payment: npm run admin -- payments-csv --from YYYY-MM --to YYYY-MM
        </Trans>
      </Text>
    </Stack>
  );
}

/** /admin/shop/payments: every card payment with its provider reference, status, order and refund. */
export default function PaymentsScreen() {
  const [status, setStatus] = useState('');
  const [refundProblems, setRefundProblems] = useState(false);
  const [page, setPage] = useState(1);
  const list = useQuery(paymentQueries.list(status as '' | TPaymentStatus, refundProblems, page));
  const reconcile = useReconcilePaymentsMutation();
  const total = list.data?.total ?? 0;
  const { i18n, t } = useLingui();
  const statusOptions = [
    { value: '', label: t`Any status` },
    ...PAYMENT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_NAMES[s]) })),
  ];
  return (
    <AdminPage
      title={t`Payments`}
      intro={t`Card payments of points shortfalls: provider reference, status, the order they paid for, refunds.`}
      query={list}
      actions={
        <ActionButton size="md" variant="light" icon={IconRefresh} action={reconcile}>
          <Trans>Settle stuck payments</Trans>
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
          label={t`Status`}
          data={statusOptions}
          value={status}
          onChange={(v) => {
            setStatus(v ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
        />
        <Switch
          label={t`Refund failed or waiting`}
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
        {t`${plural(total, { one: '# payment', other: '# payments' })}`}
      </Text>
      <ul className={classes.list} aria-label={t`Payments`}>
        {(list.data?.payments ?? []).map((p) => (
          <PaymentCard key={p.paymentId} p={p} />
        ))}
      </ul>
      <AdminPagination
        total={Math.ceil(total / PAYMENTS_PAGE_SIZE)}
        value={page}
        onChange={setPage}
        label={t`Payment pages`}
      />
      <Totals />
    </AdminPage>
  );
}
