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

/** What an admin needs to know about an order at a glance: who, when, its status and what it cost. */
export function OrderFacts({ order: o }: { order: adminOrders.TAdminOrder }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Member">
          <Anchor component={Link} to={`/admin/people/member/${encodeURIComponent(o.memberNumber)}`}>
            {o.memberNumber} {o.memberName}
          </Anchor>
        </Fact>
        <Fact label="Placed">{formatDateTime(o.createdAt)}</Fact>
        <Fact label="Status">
          <OrderStatusBadge statusId={o.statusId} statusDesc={o.statusDesc} />
        </Fact>
        <Fact label="Mobile">{o.cellNum || '—'}</Fact>
        <Fact label="Lines total">{formatPoints(o.subTotal)}</Fact>
        <Fact label="Promo code">{o.promoCode ? `${o.promoCode} (−${formatPoints(o.discount)})` : '—'}</Fact>
        <Fact label="Points paid">{formatPoints(o.pointsPaid)}</Fact>
        {o.cardPayment && (
          <Fact label="Paid by card">
            {o.cardPayment.moneyText} ({o.cardPayment.provider} {o.cardPayment.providerRef})
            {o.cardPayment.refundStatus !== 'none' && (
              <Text size="sm" c={o.cardPayment.refundStatus === 'failed' ? 'red.8' : 'dimmed'}>
                Card refund {o.cardPayment.refundStatus}
                {o.cardPayment.lastError ? `: ${o.cardPayment.lastError}` : ''}
                {o.cardPayment.refundStatus === 'failed' ? ' (retry it on the Payments page)' : ''}
              </Text>
            )}
          </Fact>
        )}
        <Fact label="Last change">{formatDateTime(o.updatedAt)}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
