import { Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { admin } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvExportButton } from '../../components/CsvExportButton';
import { ReportTable, type Column } from '../../components/ReportTable';
import { callApi } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { AdminPage } from './AdminPage';
import { AdminPagination } from './AdminPagination';
import { describeChange } from './audit-format';

const PAGE_SIZE = 50;

/** Action prefixes the filter offers; each admin area records actions under its own prefix. */
const ACTION_FILTERS = [
  { value: '', label: 'All actions' },
  { value: 'people.', label: 'People' },
  { value: 'budget.', label: 'Budgets and allowances' },
  { value: 'settings.', label: 'Settings' },
  { value: 'shop.', label: 'Shop catalogue' },
  { value: 'orders.', label: 'Shop orders' },
  { value: 'content.', label: 'Content pages' },
  { value: 'campaign.', label: 'Campaigns' },
  { value: 'nomcat.', label: 'Nomination categories' },
  { value: 'moderation.', label: 'Moderation' },
];

const columns: readonly Column<admin.TAuditEntry>[] = [
  { key: 'at', header: 'When', cell: (e) => formatDateTime(e.at), nowrap: true },
  { key: 'actor', header: 'Who', cell: (e) => e.actor },
  { key: 'action', header: 'Action', cell: (e) => <code>{e.action}</code>, nowrap: true },
  { key: 'target', header: 'Target', cell: (e) => e.target },
  { key: 'change', header: 'Change', cell: (e) => describeChange(e.before, e.after) },
];

/** /admin/audit-log: every recorded admin change, newest first. */
export default function AuditLogScreen() {
  const [action, setAction] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const query = useQuery({
    queryKey: ['admin', 'auditlog', action, debouncedSearch, page],
    queryFn: () => callApi(admin.auditlog, { action, search: debouncedSearch, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <AdminPage
      title="Audit log"
      intro="Every change made in the admin area or with npm run admin: who, what, when, and the state before and after."
      actions={
        <CsvExportButton
          header={['When', 'Who', 'Action', 'Target', 'Before', 'After']}
          rows={() =>
            entries.map((e) => [
              formatDateTime(e.at),
              e.actor,
              e.action,
              e.target,
              JSON.stringify(e.before),
              JSON.stringify(e.after),
            ])
          }
          disabled={!entries.length}
        />
      }
      error={query.error}
      loading={query.isPending}
    >
      <Group gap="sm" align="flex-end">
        <Select
          label="Action"
          data={ACTION_FILTERS}
          value={action}
          onChange={(v) => {
            setAction(v ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label="Who or what"
          placeholder="Member number, name, target…"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 entry' : `${total} entries`}
      </Text>
      <ReportTable
        label="Audit log"
        columns={columns}
        rows={entries}
        rowKey={(e) => String(e.id)}
        minWidth={820}
      />
      <AdminPagination total={pages} value={page} onChange={setPage} label="Audit log pages" />
    </AdminPage>
  );
}
