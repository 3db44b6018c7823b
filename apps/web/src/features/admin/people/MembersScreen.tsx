import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, SegmentedControl } from '@mantine/core';
import type { adminPeople } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import type { Column } from '../../../components/ReportTable';
import { AdminListPage, pagesOf } from '../ui/AdminListPage';
import { AdminFields } from '../ui/fields';
import { useListFilters } from '../ui/use-list-filters';
import { peopleQueries } from './api';
import { MemberEditScreen } from './MemberEditScreen';
import { ROLE_LABELS } from './role-labels';

const PAGE_SIZE = 25;
type Row = adminPeople.TAdminMemberRow;

export function RoleBadges({ roles }: { roles: Row['roles'] }) {
  const held = (Object.keys(ROLE_LABELS) as (keyof Row['roles'])[]).filter((k) => roles[k]);
  const { i18n } = useLingui();
  return (
    <Group gap={4}>
      {held.map((k) => (
        <Badge key={k} size="sm" variant="outline">
          {i18n._(ROLE_LABELS[k])}
        </Badge>
      ))}
    </Group>
  );
}

const columnsOf = (i18n: I18n): readonly Column<Row>[] => [
  {
    key: 'memberNumber',
    header: i18n._(msg`Member No`),
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`member/${encodeURIComponent(r.memberNumber)}`}>
        {r.memberNumber}
      </Anchor>
    ),
    nowrap: true,
  },
  { key: 'name', header: i18n._(msg`Name`), cell: (r) => `${r.firstname} ${r.surname}` },
  { key: 'email', header: i18n._(msg`E-mail`), cell: (r) => r.email || '—' },
  { key: 'division', header: i18n._(msg`Division`), cell: (r) => r.divisionName },
  {
    key: 'status',
    header: i18n._(msg`Status`),
    cell: (r) =>
      r.employmentStatus === 'leaver' ? (
        <Badge variant="dot" color="gray">
          <Trans>Left</Trans>
        </Badge>
      ) : r.registered ? (
        <Badge variant="dot" color="green">
          <Trans>Registered</Trans>
        </Badge>
      ) : (
        <Badge variant="dot" color="yellow">
          <Trans>Not registered</Trans>
        </Badge>
      ),
    nowrap: true,
  },
  { key: 'roles', header: i18n._(msg`Roles`), cell: (r) => <RoleBadges roles={r.roles} /> },
];

const STATUS_OPTIONS = [
  { value: 'active', label: msg`Active` },
  { value: 'leaver', label: msg`Left` },
  { value: 'all', label: msg`All` },
];

function MemberList() {
  const { values, set, debounced, page, setPage } = useListFilters({
    query: '',
    status: 'active' as 'all' | 'active' | 'leaver',
  });
  const result = useQuery(
    peopleQueries.members({ ...debounced, query: debounced.query.trim() }, page, PAGE_SIZE),
  );
  const total = result.data?.total ?? 0;
  const { i18n, t } = useLingui();
  return (
    <AdminListPage
      title={t`Members`}
      intro={t`Find a member to change their details or roles, or to invite them to register.`}
      query={result}
      label={t`Members`}
      rows={result.data?.members ?? []}
      rowId={(r) => r.memberNumber}
      columns={columnsOf(i18n)}
      minWidth={860}
      filters={
        <Group gap="sm" align="flex-end">
          <AdminFields
            fields={[
              {
                kind: 'text',
                name: 'query',
                label: msg`Search`,
                placeholder: msg`Member number, name or e-mail`,
                w: 320,
              },
            ]}
            values={values}
            set={set}
          />
          <SegmentedControl
            aria-label={t`Status`}
            value={values.status}
            onChange={(v) => set('status', v as typeof values.status)}
            data={STATUS_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
          />
        </Group>
      }
      count={t`${plural(total, { one: '# member', other: '# members' })}`}
      paging={{ page, pages: pagesOf(total, PAGE_SIZE), onChange: setPage }}
    />
  );
}

/** /admin/people: the member list; /admin/people/member/:memberNumber edits one member. */
export default function MembersScreen() {
  return (
    <Routes>
      <Route index element={<MemberList />} />
      <Route path="member/:memberNumber" element={<MemberEditScreen />} />
    </Routes>
  );
}
