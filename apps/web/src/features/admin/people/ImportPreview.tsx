import { Badge, Group, Tabs, Text } from '@mantine/core';
import type { adminPeople } from '@portal/contract';
import { ReportTable, type Column } from '../../../components/ReportTable';

type Preview = adminPeople.TImportPreview;
type Row = Preview['newMembers'][number];
type ErrorRow = Preview['errors'][number];

const rowColumns: readonly Column<Row>[] = [
  { key: 'row', header: 'Row', cell: (r) => r.row, nowrap: true, align: 'right' },
  { key: 'memberNumber', header: 'Member No', cell: (r) => r.memberNumber, nowrap: true },
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'division', header: 'Division', cell: (r) => r.division, nowrap: true },
  { key: 'changes', header: 'Changes', cell: (r) => r.changes.join('; ') },
];
const errorColumns: readonly Column<ErrorRow>[] = [
  { key: 'row', header: 'Row', cell: (r) => r.row, nowrap: true, align: 'right' },
  { key: 'memberNumber', header: 'Member No', cell: (r) => r.memberNumber || '—', nowrap: true },
  { key: 'field', header: 'Column', cell: (r) => r.field, nowrap: true },
  { key: 'message', header: 'Problem', cell: (r) => r.message },
];

const more = (shown: number, total: number) =>
  total > shown ? (
    <Text size="sm" c="dimmed">
      The first {shown} of {total} are shown.
    </Text>
  ) : null;

/** What an HR file would change: counts, then the rows of each kind (errors first when any). */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts } = preview;
  const first = counts.errors ? 'errors' : counts.new ? 'new' : counts.changed ? 'changed' : 'leaving';
  return (
    <>
      <Group gap="xs" aria-label="Summary">
        <Badge size="lg" variant="dot" color="gray">
          {preview.rows} rows
        </Badge>
        <Badge size="lg" variant="dot" color="green">
          {counts.new} new
        </Badge>
        <Badge size="lg" variant="dot" color="blue">
          {counts.changed} changed
        </Badge>
        <Badge size="lg" variant="dot" color="orange">
          {counts.leaving} leaving
        </Badge>
        <Badge size="lg" variant="dot" color={counts.errors ? 'red' : 'gray'}>
          {counts.errors} with errors
        </Badge>
        <Badge size="lg" variant="dot" color="gray">
          {preview.unchanged} unchanged
        </Badge>
      </Group>
      {preview.newDivisions.length > 0 && (
        <Text size="sm">New divisions: {preview.newDivisions.join(', ')}</Text>
      )}
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="errors">Errors ({counts.errors})</Tabs.Tab>
          <Tabs.Tab value="new">New ({counts.new})</Tabs.Tab>
          <Tabs.Tab value="changed">Changed ({counts.changed})</Tabs.Tab>
          <Tabs.Tab value="leaving">Leaving ({counts.leaving})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="errors" pt="sm">
          <ReportTable
            label="Rows with errors"
            columns={errorColumns}
            rows={preview.errors}
            rowKey={(r, i) => `${r.row}-${r.field}-${i}`}
            minWidth={560}
          />
          {more(preview.errors.length, counts.errors)}
        </Tabs.Panel>
        <Tabs.Panel value="new" pt="sm">
          <ReportTable
            label="New members"
            columns={rowColumns}
            rows={preview.newMembers}
            rowKey={(r) => r.memberNumber}
            minWidth={640}
          />
          {more(preview.newMembers.length, counts.new)}
        </Tabs.Panel>
        <Tabs.Panel value="changed" pt="sm">
          <ReportTable
            label="Changed members"
            columns={rowColumns}
            rows={preview.changed}
            rowKey={(r) => r.memberNumber}
            minWidth={640}
          />
          {more(preview.changed.length, counts.changed)}
        </Tabs.Panel>
        <Tabs.Panel value="leaving" pt="sm">
          <ReportTable
            label="Leaving members"
            columns={rowColumns}
            rows={preview.leaving}
            rowKey={(r) => r.memberNumber}
            minWidth={640}
          />
          {more(preview.leaving.length, counts.leaving)}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
