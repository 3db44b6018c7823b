import { Anchor, Badge, Group, SegmentedControl } from '@mantine/core';
import type { adminPeople } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import type { Column } from '../../../components/ReportTable';
import { AdminListPage, pagesOf } from '../ui/AdminListPage';
import { AdminFields } from '../ui/fields';
import { countOf, useListFilters } from '../ui/use-list-filters';
import { peopleQueries } from './api';
import { MemberEditScreen } from './MemberEditScreen';
import { ROLE_LABELS } from './role-labels';

const PAGE_SIZE = 25;
type Row = adminPeople.TAdminMemberRow;

export function RoleBadges({ roles }: { roles: Row['roles'] }) {
  const held = (Object.keys(ROLE_LABELS) as (keyof Row['roles'])[]).filter((k) => roles[k]);
  return (
    <Group gap={4}>
      {held.map((k) => (
        <Badge key={k} size="sm" variant="outline">
          {ROLE_LABELS[k]}
        </Badge>
      ))}
    </Group>
  );
}

const columns: readonly Column<Row>[] = [
  {
    key: 'memberNumber',
    header: 'Member No',
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`member/${encodeURIComponent(r.memberNumber)}`}>
        {r.memberNumber}
      </Anchor>
    ),
    nowrap: true,
  },
  { key: 'name', header: 'Name', cell: (r) => `${r.firstname} ${r.surname}` },
  { key: 'email', header: 'E-mail', cell: (r) => r.email || '—' },
  { key: 'division', header: 'Division', cell: (r) => r.divisionName },
  {
    key: 'status',
    header: 'Status',
    cell: (r) =>
      r.employmentStatus === 'leaver' ? (
        <Badge variant="dot" color="gray">
          Left
        </Badge>
      ) : r.registered ? (
        <Badge variant="dot" color="green">
          Registered
        </Badge>
      ) : (
        <Badge variant="dot" color="yellow">
          Not registered
        </Badge>
      ),
    nowrap: true,
  },
  { key: 'roles', header: 'Roles', cell: (r) => <RoleBadges roles={r.roles} /> },
];

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'leaver', label: 'Left' },
  { value: 'all', label: 'All' },
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
  return (
    <AdminListPage
      title="Members"
      intro="Find a member to change their details or roles, or to invite them to register."
      query={result}
      label="Members"
      rows={result.data?.members ?? []}
      rowId={(r) => r.memberNumber}
      columns={columns}
      minWidth={860}
      filters={
        <Group gap="sm" align="flex-end">
          <AdminFields
            fields={[
              {
                kind: 'text',
                name: 'query',
                label: 'Search',
                placeholder: 'Member number, name or e-mail',
                w: 320,
              },
            ]}
            values={values}
            set={set}
          />
          <SegmentedControl
            aria-label="Status"
            value={values.status}
            onChange={(v) => set('status', v as typeof values.status)}
            data={STATUS_OPTIONS}
          />
        </Group>
      }
      count={countOf(total, 'member', 'members')}
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
