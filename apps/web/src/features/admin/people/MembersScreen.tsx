import { Anchor, Badge, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adminPeople } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { callApi } from '../../../lib/api';
import { AdminPage } from '../AdminPage';
import { AdminPagination } from '../AdminPagination';
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

function MemberList() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'all' | 'active' | 'leaver'>('active');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const result = useQuery({
    queryKey: ['admin', 'members', debounced, status, page],
    queryFn: () => callApi(adminPeople.membersearch, { query: debounced, status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total ?? 0;
  return (
    <AdminPage
      title="Members"
      intro="Find a member to change their details or roles, or to invite them to register."
      error={result.error}
      loading={result.isPending}
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Member number, name or e-mail"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 320 }}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'leaver', label: 'Left' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 member' : `${total.toLocaleString('en-GB')} members`}
      </Text>
      <ReportTable
        label="Members"
        columns={columns}
        rows={result.data?.members ?? []}
        rowKey={(r) => r.memberNumber}
        minWidth={860}
      />
      <AdminPagination
        total={Math.ceil(total / PAGE_SIZE)}
        value={page}
        onChange={setPage}
        label="Member pages"
      />
    </AdminPage>
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
