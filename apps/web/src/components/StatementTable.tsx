import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import type { TStatementRow } from '@portal/contract';
import { useMemo } from 'react';
import { formatDateTime } from '../lib/dates';
import { formatPoints } from '../lib/format';
import { ReportTable, type Column } from './ReportTable';
import { statementLines, type StatementLine } from './statement';

/** On a phone each line is a card titled by its description; dates in the company's zone. */
const columnsIn = (_: I18n['_'], timeZone?: string): readonly Column<StatementLine>[] => [
  { key: 'date', header: _(msg`Date`), cell: (l) => formatDateTime(l.transDate, timeZone), nowrap: true },
  { key: 'description', header: _(msg`Description`), cell: (l) => l.description, primary: true },
  {
    key: 'debit',
    header: _(msg`Debit`),
    cell: (l) => (l.debit === null ? '' : formatPoints(l.debit)),
    align: 'right',
    nowrap: true,
  },
  {
    key: 'credit',
    header: _(msg`Credit`),
    cell: (l) => (l.credit === null ? '' : formatPoints(l.credit)),
    align: 'right',
    nowrap: true,
  },
];

/** The three statements (points, Pay It Forward, management): balance, then lines newest first. */
export function StatementTable({
  label,
  rows,
  balance,
  unit,
  timeZone,
}: {
  label: string;
  rows: readonly TStatementRow[];
  /** The company's time zone the server sent with the rows. */
  timeZone?: string | undefined;
  balance: number;
  unit: string;
}) {
  const lines = useMemo(() => statementLines(rows), [rows]);
  // Made again when the language changes (`_` is new then).
  const { _ } = useLingui();
  const columns = useMemo(() => columnsIn(_, timeZone), [_, timeZone]);
  return (
    <>
      <Paper p="md" radius="md" withBorder mb="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            <Trans>Current balance</Trans>
          </Text>
          <Text fw={800} size="xl" c="brand.8">
            {formatPoints(balance)} {unit}
          </Text>
        </Group>
      </Paper>
      <ReportTable label={label} columns={columns} rows={lines} rowKey={(l) => l.key} minWidth={560} />
    </>
  );
}
