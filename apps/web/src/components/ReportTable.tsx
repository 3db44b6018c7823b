import { Table } from '@mantine/core';
import { IconReportSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import classes from './report.module.css';

export interface Column<R> {
  key: string;
  header: string;
  cell(row: R): ReactNode;
  align?: 'left' | 'right';
  /** Keep on one line (dates, numbers); long text wraps. */
  nowrap?: boolean;
}

/**
 * A report's rows in a table that scrolls sideways on a phone. The scroll frame is focusable
 * so keyboard users can scroll it too; on paper it lets the table run full width.
 */
export function ReportTable<R>({
  label,
  columns,
  rows,
  rowKey,
  minWidth = 720,
}: {
  label: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey(row: R, index: number): string;
  minWidth?: number;
}) {
  if (rows.length === 0) return <EmptyState icon={IconReportSearch} title="No Results" compact />;
  return (
    <div className={classes.frame} tabIndex={0} role="region" aria-label={label} data-report-frame>
      <Table striped highlightOnHover verticalSpacing="sm" style={{ minWidth }} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align} className={classes.th}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.align} className={c.nowrap ? classes.nowrap : classes.wrap}>
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
