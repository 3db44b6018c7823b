import type { admin } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { CsvExportButton } from '../../components/CsvExportButton';
import type { Column } from '../../components/ReportTable';
import { formatDateTime } from '../../lib/dates';
import { AdminListPage, pagesOf } from './ui/AdminListPage';
import { AdminFields, type FieldSpec } from './ui/fields';
import { useListFilters } from './ui/use-list-filters';
import { adminQueries } from './api';
import { describeChange } from './audit-format';

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

const filterFields: FieldSpec<{ action: string; search: string }>[] = [
  { kind: 'select', name: 'action', label: 'Action', data: ACTION_FILTERS, w: 240 },
  { kind: 'text', name: 'search', label: 'Who or what', placeholder: 'Member number, name, target…', w: 280 },
];

/** /admin/audit-log: every recorded admin change, newest first. */
export default function AuditLogScreen() {
  const { values, set, debounced, page, setPage } = useListFilters({ action: '', search: '' });
  const filters = { action: debounced.action, search: debounced.search.trim() };
  const query = useQuery(adminQueries.auditLog(filters, page));
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  return (
    <AdminListPage
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
      query={query}
      label="Audit log"
      rows={entries}
      rowId={(e) => e.id}
      columns={columns}
      minWidth={820}
      filters={<AdminFields fields={filterFields} values={values} set={set} align="flex-end" />}
      count={total === 1 ? '1 entry' : `${total} entries`}
      paging={{ page, pages: pagesOf(total), onChange: setPage }}
    />
  );
}
