import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Tabs, Text } from '@mantine/core';
import type { adminPeople } from '@portal/contract';
import { ReportTable, type Column } from '../../../components/ReportTable';

type Preview = adminPeople.TImportPreview;
type Row = Preview['newMembers'][number];
type ErrorRow = Preview['errors'][number];

const rowColumnsOf = (i18n: I18n): readonly Column<Row>[] => [
  { key: 'row', header: i18n._(msg`Row`), cell: (r) => r.row, nowrap: true, align: 'right' },
  { key: 'memberNumber', header: i18n._(msg`Member No`), cell: (r) => r.memberNumber, nowrap: true },
  { key: 'name', header: i18n._(msg`Name`), cell: (r) => r.name },
  { key: 'division', header: i18n._(msg`Division`), cell: (r) => r.division, nowrap: true },
  { key: 'changes', header: i18n._(msg`Changes`), cell: (r) => r.changes.join('; ') },
];
const errorColumnsOf = (i18n: I18n): readonly Column<ErrorRow>[] => [
  { key: 'row', header: i18n._(msg`Row`), cell: (r) => r.row, nowrap: true, align: 'right' },
  { key: 'memberNumber', header: i18n._(msg`Member No`), cell: (r) => r.memberNumber || '—', nowrap: true },
  { key: 'field', header: i18n._(msg`Column`), cell: (r) => r.field, nowrap: true },
  { key: 'message', header: i18n._(msg`Problem`), cell: (r) => r.message },
];

const more = (shown: number, total: number) =>
  total > shown ? (
    <Text size="sm" c="dimmed">
      <Trans>
        The first {shown} of {total} are shown.
      </Trans>
    </Text>
  ) : null;

type Kind = 'new' | 'changed' | 'leaving';

/** The member tabs: which part of the preview each lists. */
const MEMBER_TABS: readonly {
  kind: Kind;
  tab(count: number): MessageDescriptor;
  label: MessageDescriptor;
  rows(p: Preview): readonly Row[];
}[] = [
  { kind: 'new', tab: (count) => msg`New (${count})`, label: msg`New members`, rows: (p) => p.newMembers },
  {
    kind: 'changed',
    tab: (count) => msg`Changed (${count})`,
    label: msg`Changed members`,
    rows: (p) => p.changed,
  },
  {
    kind: 'leaving',
    tab: (count) => msg`Leaving (${count})`,
    label: msg`Leaving members`,
    rows: (p) => p.leaving,
  },
];

/** The counts as badges; errors are red only when there are some. */
const summaryOf = (i18n: I18n, p: Preview) => [
  { text: i18n._(plural(p.rows, { one: '# row', other: '# rows' })), color: 'gray' },
  { text: i18n._(plural(p.counts.new, { one: '# new', other: '# new' })), color: 'green' },
  { text: i18n._(plural(p.counts.changed, { one: '# changed', other: '# changed' })), color: 'blue' },
  { text: i18n._(plural(p.counts.leaving, { one: '# leaving', other: '# leaving' })), color: 'orange' },
  {
    text: i18n._(plural(p.counts.errors, { one: '# with errors', other: '# with errors' })),
    color: p.counts.errors ? 'red' : 'gray',
  },
  { text: i18n._(plural(p.unchanged, { one: '# unchanged', other: '# unchanged' })), color: 'gray' },
];

/** What an HR file would change: counts, then the rows of each kind (errors first when any). */
export function ImportPreview({ preview }: { preview: Preview }) {
  const { counts } = preview;
  const { i18n, t } = useLingui();
  const newDivisions = preview.newDivisions.join(', ');
  const errorCount = counts.errors;
  const first = counts.errors ? 'errors' : counts.new ? 'new' : counts.changed ? 'changed' : 'leaving';
  return (
    <>
      <Group gap="xs" aria-label={t`Summary`}>
        {summaryOf(i18n, preview).map((b) => (
          <Badge key={b.text} size="lg" variant="dot" color={b.color}>
            {b.text}
          </Badge>
        ))}
      </Group>
      {preview.newDivisions.length > 0 && (
        <Text size="sm">
          <Trans>New divisions: {newDivisions}</Trans>
        </Text>
      )}
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="errors">
            <Trans>Errors ({errorCount})</Trans>
          </Tabs.Tab>
          {MEMBER_TABS.map((tab) => (
            <Tabs.Tab key={tab.kind} value={tab.kind}>
              {i18n._(tab.tab(counts[tab.kind]))}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="errors" pt="sm">
          <ReportTable
            label={t`Rows with errors`}
            columns={errorColumnsOf(i18n)}
            rows={preview.errors}
            rowKey={(r, i) => `${r.row}-${r.field}-${i}`}
            minWidth={560}
          />
          {more(preview.errors.length, counts.errors)}
        </Tabs.Panel>
        {MEMBER_TABS.map((tab) => (
          <Tabs.Panel key={tab.kind} value={tab.kind} pt="sm">
            <ReportTable
              label={i18n._(tab.label)}
              columns={rowColumnsOf(i18n)}
              rows={tab.rows(preview)}
              rowKey={(r) => r.memberNumber}
              minWidth={640}
            />
            {more(tab.rows(preview).length, counts[tab.kind])}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
