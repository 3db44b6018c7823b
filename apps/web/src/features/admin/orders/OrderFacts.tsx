import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core';
import type { adminOrders } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { OrderStatusBadge } from './OrderStatusBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

type CardPayment = NonNullable<adminOrders.TAdminOrder['cardPayment']>;

/** How the card refund went, with the provider's error (in its own words) when there is one. */
function RefundLine({ payment }: { payment: CardPayment }) {
  const { t } = useLingui();
  const { refundStatus: status, lastError: error } = payment;
  return error
    ? t`${select(status, {
        pending: `Card refund pending: ${error}`,
        refunded: `Card refund refunded: ${error}`,
        failed: `Card refund failed: ${error} (retry it on the Payments page)`,
        other: `Card refund ${status}: ${error}`,
      })}`
    : t`${select(status, {
        pending: 'Card refund pending',
        refunded: 'Card refund refunded',
        failed: 'Card refund failed (retry it on the Payments page)',
        other: `Card refund ${status}`,
      })}`;
}

/** What an admin needs to know about an order at a glance: who, when, its status and what it cost. */
export function OrderFacts({ order: o }: { order: adminOrders.TAdminOrder }) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={t`Member`}>
          <Anchor component={Link} to={`/admin/people/member/${encodeURIComponent(o.memberNumber)}`}>
            {o.memberNumber} {o.memberName}
          </Anchor>
        </Fact>
        <Fact label={t`Placed`}>{formatDateTime(o.createdAt)}</Fact>
        <Fact label={t`Status`}>
          <OrderStatusBadge statusId={o.statusId} statusDesc={o.statusDesc} />
        </Fact>
        <Fact label={t`Mobile`}>{o.cellNum || '—'}</Fact>
        <Fact label={t`Lines total`}>{formatPoints(o.subTotal)}</Fact>
        <Fact label={t`Promo code`}>
          {o.promoCode ? `${o.promoCode} (−${formatPoints(o.discount)})` : '—'}
        </Fact>
        <Fact label={t`Points paid`}>{formatPoints(o.pointsPaid)}</Fact>
        {o.cardPayment && (
          <Fact label={t`Paid by card`}>
            {o.cardPayment.moneyText} ({o.cardPayment.provider} {o.cardPayment.providerRef})
            {o.cardPayment.refundStatus !== 'none' && (
              <Text size="sm" c={o.cardPayment.refundStatus === 'failed' ? 'red.8' : 'dimmed'}>
                <RefundLine payment={o.cardPayment} />
              </Text>
            )}
          </Fact>
        )}
        <Fact label={t`Last change`}>{formatDateTime(o.updatedAt)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
