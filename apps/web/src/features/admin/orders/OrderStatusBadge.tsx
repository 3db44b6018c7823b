import { Badge } from '@mantine/core';
import { orderStatusLabel } from '../../../lib/order-status';

const STATUS_COLOURS: Record<string, string> = {
  '10': 'blue',
  '20': 'yellow',
  '30': 'green',
  '40': 'gray',
  '50': 'grape',
};

export function OrderStatusBadge({ statusId, statusDesc }: { statusId: string; statusDesc: string }) {
  return (
    <Badge variant="dot" color={STATUS_COLOURS[statusId.split('.')[0] ?? ''] ?? 'gray'}>
      {orderStatusLabel(statusId, statusDesc)}
      {statusId.includes('.') ? ` (${statusId})` : ''}
    </Badge>
  );
}
