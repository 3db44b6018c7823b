import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReportSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import classes from './report.module.css';

export interface Column<R> {
  key: string;
  header: string;
  cell(row: R): ReactNode;
  /** 'right' is the end of the line: the left in Arabic, so figures line up on the reading side's far edge. */
  align?: 'left' | 'right';
  /** Keep on one line (dates, numbers); long text wraps. */
  nowrap?: boolean;
  /** The card's title on a phone; without one, the first column is. */
  primary?: boolean;
}

/** Below this width a table would scroll sideways, so each row reads as a card instead. */
export const CARD_QUERY = '(max-width: 599.98px)';

/**
 * A report's rows: a table on a wide screen, one card per row on a phone, so that no column
 * (a value, a message) hides off to the right. The table's frame still scrolls when a wide
 * table meets a narrow window, and is focusable so keyboard users can scroll it too; on
 * paper it lets the table run full width.
 */
export interface ReportTableProps<R> {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R, index: number): string;
  minWidth?: number;
}

/** Left and right as the start and end of the line, so a right-to-left page mirrors them. */
const logicalAlign = (align: Column<unknown>['align']) =>
  align === 'right' ? 'end' : align === 'left' ? 'start' : undefined;

export function ReportTable<R>({ label, columns, rows, rowKey, minWidth = 720 }: ReportTableProps<R>) {
  const { t } = useLingui();
  // Read on the first render, so a phone never draws the table first.
  const cards = useMediaQuery(CARD_QUERY, undefined, { getInitialValueInEffect: false });
  if (rows.length === 0) return <EmptyState icon={IconReportSearch} title={t`No Results`} compact />;
  if (cards) return <ReportCards label={label} columns={columns} rows={rows} rowKey={rowKey} />;
  return (
    <div className={classes.frame} tabIndex={0} role="region" aria-label={label} data-report-frame>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ minWidth }} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={logicalAlign(c.align)} className={classes.th}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={logicalAlign(c.align)}
                  className={c.nowrap ? classes.nowrap : classes.wrap}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function ReportCards<R>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R, index: number): string;
}) {
  const title = columns.find((c) => c.primary) ?? columns[0];
  const rest = columns.filter((c) => c !== title && c.header !== '');
  const actions = columns.filter((c) => c !== title && c.header === '');
  return (
    <ul className={classes.cards} aria-label={label} data-report-cards>
      {rows.map((row, index) => (
        <li key={rowKey(row, index)} className={classes.card}>
          {title && <div className={classes.cardTitle}>{title.cell(row)}</div>}
          <dl className={classes.cardFields}>
            {rest.map((c) => (
              <div key={c.key} className={classes.cardField}>
                <dt>{c.header}</dt>
                <dd>{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions.map((c) => (
            <div key={c.key} className={classes.cardActions}>
              {c.cell(row)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
