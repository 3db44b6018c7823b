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

type Kind = 'new' | 'changed' | 'leaving';

/** The member tabs: which part of the preview each lists. */
const MEMBER_TABS: readonly { kind: Kind; tab: string; label: string; rows(p: Preview): readonly Row[] }[] = [
  { kind: 'new', tab: 'New', label: 'New members', rows: (p) => p.newMembers },
  { kind: 'changed', tab: 'Changed', label: 'Changed members', rows: (p) => p.changed },
  { kind: 'leaving', tab: 'Leaving', label: 'Leaving members', rows: (p) => p.leaving },
];

/** The counts as badges; errors are red only when there are some. */
const summaryOf = (p: Preview) => [
  { text: `${p.rows} rows`, color: 'gray' },
  { text: `${p.counts.new} new`, color: 'green' },
  { text: `${p.counts.changed} changed`, color: 'blue' },
  { text: `${p.counts.leaving} leaving`, color: 'orange' },
  { text: `${p.counts.errors} with errors`, color: p.counts.errors ? 'red' : 'gray' },
  { text: `${p.unchanged} unchanged`, color: 'gray' },
];

/** What an HR file would change: counts, then the rows of each kind (errors first when any). */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts } = preview;
  const first = counts.errors ? 'errors' : counts.new ? 'new' : counts.changed ? 'changed' : 'leaving';
  return (
    <>
      <Group gap="xs" aria-label="Summary">
        {summaryOf(preview).map((b) => (
          <Badge key={b.text} size="lg" variant="dot" color={b.color}>
            {b.text}
          </Badge>
        ))}
      </Group>
      {preview.newDivisions.length > 0 && (
        <Text size="sm">New divisions: {preview.newDivisions.join(', ')}</Text>
      )}
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="errors">Errors ({counts.errors})</Tabs.Tab>
          {MEMBER_TABS.map((t) => (
            <Tabs.Tab key={t.kind} value={t.kind}>
              {t.tab} ({counts[t.kind]})
            </Tabs.Tab>
          ))}
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
        {MEMBER_TABS.map((t) => (
          <Tabs.Panel key={t.kind} value={t.kind} pt="sm">
            <ReportTable
              label={t.label}
              columns={rowColumns}
              rows={t.rows(preview)}
              rowKey={(r) => r.memberNumber}
              minWidth={640}
            />
            {more(t.rows(preview).length, counts[t.kind])}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
