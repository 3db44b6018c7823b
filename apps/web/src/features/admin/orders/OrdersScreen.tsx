import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { ORDER_STATUS_TEXTS, adminOrders } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import type { Column } from '../../../components/ReportTable';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { AdminListPage, pagesOf } from '../ui/AdminListPage';
import { AdminFields, type FieldSpec } from '../ui/fields';
import { useListFilters } from '../ui/use-list-filters';
import { ORDERS_PAGE_SIZE, orderQueries } from './api';
import { OrderDetailScreen } from './OrderDetailScreen';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrdersExport } from './OrdersExport';

type Row = adminOrders.TAdminOrderRow;
type Status = adminOrders.TOrderSearchBody['status'];

const columnsOf = (i18n: I18n): readonly Column<Row>[] => [
  {
    key: 'orderNum',
    header: i18n._(msg`Order`),
    cell: (r) => (
      <Anchor component={Link} to={`order/${r.orderId}`}>
        {r.orderNum}
      </Anchor>
    ),
    nowrap: true,
  },
  { key: 'date', header: i18n._(msg`Date`), cell: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'member', header: i18n._(msg`Member`), cell: (r) => `${r.memberNumber} ${r.memberName}` },
  { key: 'items', header: i18n._(msg`Items`), cell: (r) => r.itemCount, align: 'right' },
  {
    key: 'points',
    header: i18n._(msg`Points paid`),
    cell: (r) => formatPoints(r.pointsPaid),
    align: 'right',
    nowrap: true,
  },
  { key: 'promo', header: i18n._(msg`Promo code`), cell: (r) => r.promoCode || '—' },
  {
    key: 'status',
    header: i18n._(msg`Status`),
    cell: (r) => <OrderStatusBadge statusId={r.statusId} statusDesc={r.statusDesc} />,
    nowrap: true,
  },
];

const STATUS_OPTIONS = [
  { value: 'all', label: msg`Any status` },
  ...adminOrders.ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_TEXTS[s] })),
];

type OrderFilters = { query: string; status: string; fromDate: string; toDate: string };

const filterFields: FieldSpec<OrderFilters>[] = [
  {
    kind: 'text',
    name: 'query',
    label: msg`Search`,
    placeholder: msg`Order or member number, or name`,
    w: 320,
  },
  { kind: 'select', name: 'status', label: msg`Status`, data: STATUS_OPTIONS, w: 160 },
  { kind: 'text', type: 'date', name: 'fromDate', label: msg`Placed from`, w: 170 },
  { kind: 'text', type: 'date', name: 'toDate', label: msg`Placed to`, w: 170 },
];

function OrderList() {
  const { values, set, debounced, page, setPage } = useListFilters<OrderFilters>({
    query: '',
    status: 'all',
    fromDate: '',
    toDate: '',
  });
  const filters = { ...debounced, query: debounced.query.trim(), status: debounced.status as Status };
  const result = useQuery(orderQueries.search(filters, page));
  const total = result.data?.total ?? 0;
  const { i18n, t } = useLingui();
  return (
    <AdminListPage
      title={t`Orders`}
      intro={t`Find a shop order to see its lines and voucher codes, dispatch it, or cancel or refund it.`}
      query={result}
      label={t`Orders`}
      rows={result.data?.orders ?? []}
      rowId={(r) => r.orderId}
      columns={columnsOf(i18n)}
      minWidth={860}
      filters={<AdminFields fields={filterFields} values={values} set={set} align="flex-end" />}
      count={t`${plural(total, { one: '# order', other: '# orders' })}`}
      paging={{ page, pages: pagesOf(total, ORDERS_PAGE_SIZE), onChange: setPage }}
      bottom={<OrdersExport />}
    />
  );
}

/** /admin/shop/orders: search and the finance export; /admin/shop/orders/order/:orderId: one order. */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrderList />} />
      <Route path="order/:orderId" element={<OrderDetailScreen />} />
    </Routes>
  );
}
