import { Code, Select, Stack } from '@mantine/core';
import { adminOrders } from '@portal/contract';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';

type Line = adminOrders.TAdminOrderLine;
type DispatchStatus = 1 | 2 | 4;

const DISPATCH_OPTIONS = [
  { value: '1', label: 'Awaiting' },
  { value: '2', label: 'Processing' },
  { value: '4', label: 'Dispatched' },
];
const lineKey = (l: Line) => String(l.itemId);

/**
 * An order's lines with their voucher codes; while the order is open, each line not yet
 * dispatched has its own dispatch status to set.
 */
export function OrderLines({
  order,
  final,
  pending,
  onDispatch,
}: {
  order: adminOrders.TAdminOrder;
  /** Cancelled or refunded: nothing changes any more. */
  final: boolean;
  pending: boolean;
  onDispatch(itemId: number, dispatchStatus: DispatchStatus): void;
}) {
  const columns: readonly Column<Line>[] = [
    { key: 'product', header: 'Product', cell: (l) => `${l.productCode} ${l.description}` },
    { key: 'qty', header: 'Qty', cell: (l) => l.qty, align: 'right' },
    { key: 'total', header: 'Points', cell: (l) => formatPoints(l.total), align: 'right', nowrap: true },
    {
      key: 'codes',
      header: 'Voucher codes',
      cell: (l) =>
        l.voucherCodes.length ? (
          <Stack gap={2}>
            {l.voucherCodes.map((c) => (
              <Code key={c}>{c}</Code>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'dispatch',
      header: 'Dispatch',
      cell: (l) =>
        final || l.dispatchStatus === 9 ? (
          adminOrders.dispatchStatusDesc(l.dispatchStatus)
        ) : (
          <Select
            aria-label={`Dispatch status of ${l.productCode}`}
            data={DISPATCH_OPTIONS}
            value={String(l.dispatchStatus)}
            allowDeselect={false}
            disabled={pending}
            onChange={(v) =>
              v && v !== String(l.dispatchStatus) && onDispatch(l.itemId, Number(v) as DispatchStatus)
            }
            w={150}
          />
        ),
    },
    {
      key: 'sent',
      header: 'Dispatched',
      cell: (l) => (l.dispatchedAt ? formatDateTime(l.dispatchedAt) : '—'),
      nowrap: true,
    },
  ];
  return (
    <ReportTable label="Order lines" columns={columns} rows={order.lines} rowKey={lineKey} minWidth={820} />
  );
}
