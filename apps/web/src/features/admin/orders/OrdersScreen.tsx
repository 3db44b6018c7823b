import { Anchor, Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ORDER_STATUS_DESC, adminOrders } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi } from '../../../lib/api';
import { formatDateTime } from '../../../lib/dates';
import { formatPoints } from '../../../lib/format';
import { AdminPage } from '../AdminPage';
import { AdminPagination } from '../AdminPagination';
import { OrderDetailScreen } from './OrderDetailScreen';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrdersExport } from './OrdersExport';

const PAGE_SIZE = 25;
type Row = adminOrders.TAdminOrderRow;
type Status = adminOrders.TOrderSearchBody['status'];

const columns: readonly Column<Row>[] = [
  {
    key: 'orderNum',
    header: 'Order',
    cell: (r) => (
      <Anchor component={Link} to={`order/${r.orderId}`}>
        {r.orderNum}
      </Anchor>
    ),
    nowrap: true,
  },
  { key: 'date', header: 'Date', cell: (r) => formatDateTime(r.createdAt), nowrap: true },
  { key: 'member', header: 'Member', cell: (r) => `${r.memberNumber} ${r.memberName}` },
  { key: 'items', header: 'Items', cell: (r) => r.itemCount, align: 'right' },
  {
    key: 'points',
    header: 'Points paid',
    cell: (r) => formatPoints(r.pointsPaid),
    align: 'right',
    nowrap: true,
  },
  { key: 'promo', header: 'Promo code', cell: (r) => r.promoCode || '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => <OrderStatusBadge statusId={r.statusId} statusDesc={r.statusDesc} />,
    nowrap: true,
  },
];

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  ...adminOrders.ADMIN_ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_DESC[s] })),
];

function OrderList() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [fromDate, setFrom] = useState('');
  const [toDate, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const result = useQuery({
    queryKey: ['admin', 'orders', debounced, status, fromDate, toDate, page],
    queryFn: () =>
      callApi(adminOrders.ordersearch, {
        query: debounced,
        status,
        fromDate,
        toDate,
        page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total ?? 0;
  const resetting =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <AdminPage
      title="Orders"
      intro="Find a shop order to see its lines and voucher codes, dispatch it, or cancel or refund it."
      error={result.error}
      loading={result.isPending}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Order or member number, or name"
          value={query}
          onChange={(e) => resetting(setQuery)(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => resetting(setStatus)((v ?? 'all') as Status)}
          allowDeselect={false}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          type="date"
          label="Placed from"
          value={fromDate}
          onChange={(e) => resetting(setFrom)(e.currentTarget.value)}
          w={{ base: '47%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="Placed to"
          value={toDate}
          onChange={(e) => resetting(setTo)(e.currentTarget.value)}
          w={{ base: '47%', xs: 170 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 order' : `${total.toLocaleString('en-GB')} orders`}
      </Text>
      <ReportTable
        label="Orders"
        columns={columns}
        rows={result.data?.orders ?? []}
        rowKey={(r) => String(r.orderId)}
        minWidth={860}
      />
      <AdminPagination
        total={Math.ceil(total / PAGE_SIZE)}
        value={page}
        onChange={setPage}
        label="Order pages"
      />
      <OrdersExport />
    </AdminPage>
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
