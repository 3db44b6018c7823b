import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  { value: '', label: msg`All actions` },
  { value: 'people.', label: msg`People` },
  { value: 'budget.', label: msg`Budgets and allowances` },
  { value: 'settings.', label: msg`Settings` },
  { value: 'shop.', label: msg`Shop catalogue` },
  { value: 'orders.', label: msg`Shop orders` },
  { value: 'content.', label: msg`Content pages` },
  { value: 'campaign.', label: msg`Campaigns` },
  { value: 'nomcat.', label: msg`Nomination categories` },
  { value: 'moderation.', label: msg`Moderation` },
];

const filterFields: FieldSpec<{ action: string; search: string }>[] = [
  { kind: 'select', name: 'action', label: msg`Action`, data: ACTION_FILTERS, w: 240 },
  {
    kind: 'text',
    name: 'search',
    label: msg`Who or what`,
    placeholder: msg`Member number, name, target…`,
    w: 280,
  },
];

/** /admin/audit-log: every recorded admin change, newest first. */
export default function AuditLogScreen() {
  const { values, set, debounced, page, setPage } = useListFilters({ action: '', search: '' });
  const filters = { action: debounced.action, search: debounced.search.trim() };
  const query = useQuery(adminQueries.auditLog(filters, page));
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  const { t } = useLingui();
  // The entries' own words (who, what, the stored state) are shown as they were recorded.
  const columns: readonly Column<admin.TAuditEntry>[] = [
    { key: 'at', header: t`When`, cell: (e) => formatDateTime(e.at), nowrap: true },
    { key: 'actor', header: t`Who`, cell: (e) => e.actor },
    { key: 'action', header: t`Action`, cell: (e) => <code>{e.action}</code>, nowrap: true },
    { key: 'target', header: t`Target`, cell: (e) => e.target },
    { key: 'change', header: t`Change`, cell: (e) => describeChange(e.before, e.after) },
  ];
  return (
    <AdminListPage
      title={t`Audit log`}
      intro={t`Every change made in the admin area or with npm run admin: who, what, when, and the state before and after.`}
      actions={
        <CsvExportButton
          header={[t`When`, t`Who`, t`Action`, t`Target`, t`Before`, t`After`]}
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
      label={t`Audit log`}
      rows={entries}
      rowId={(e) => e.id}
      columns={columns}
      minWidth={820}
      filters={<AdminFields fields={filterFields} values={values} set={set} align="flex-end" />}
      count={t`${plural(total, { one: '# entry', other: '# entries' })}`}
      paging={{ page, pages: pagesOf(total), onChange: setPage }}
    />
  );
}
