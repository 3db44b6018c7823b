import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Code, Select, Stack } from '@mantine/core';
import { adminOrders } from '@portal/contract';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';

type Line = adminOrders.TAdminOrderLine;
type DispatchStatus = 1 | 2 | 4;

const DISPATCH_OPTIONS = [
  { value: '1', label: msg`Awaiting` },
  { value: '2', label: msg`Processing` },
  { value: '4', label: msg`Dispatched` },
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
  const { i18n, t } = useLingui();
  const dispatchOptions = DISPATCH_OPTIONS.map((d) => ({ value: d.value, label: i18n._(d.label) }));
  const statusLabel = (code: string) => t`Dispatch status of ${code}`;
  const columns: readonly Column<Line>[] = [
    { key: 'product', header: t`Product`, cell: (l) => `${l.productCode} ${l.description}` },
    { key: 'qty', header: t`Qty`, cell: (l) => l.qty, align: 'right' },
    { key: 'total', header: t`Points`, cell: (l) => formatPoints(l.total), align: 'right', nowrap: true },
    {
      key: 'codes',
      header: t`Voucher codes`,
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
      header: t`Dispatch`,
      cell: (l) =>
        final || l.dispatchStatus === 9 ? (
          adminOrders.dispatchStatusDesc(l.dispatchStatus)
        ) : (
          <Select
            aria-label={statusLabel(l.productCode)}
            data={dispatchOptions}
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
      header: t`Dispatched`,
      cell: (l) => (l.dispatchedAt ? formatDateTime(l.dispatchedAt) : '—'),
      nowrap: true,
    },
  ];
  return (
    <ReportTable
      label={t`Order lines`}
      columns={columns}
      rows={order.lines}
      rowKey={lineKey}
      minWidth={820}
    />
  );
}
