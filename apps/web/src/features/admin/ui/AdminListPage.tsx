import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ReportTable, type Column } from '../../../components/ReportTable';
import { AdminPage } from '../AdminPage';
import { AdminPagination } from '../AdminPagination';

/** The row's name as a button that opens its editor above the list. */
export function SelectButton({
  onClick,
  label,
  children,
  indent = 0,
}: {
  onClick(): void;
  label?: string;
  children: ReactNode;
  indent?: number;
}) {
  return (
    <Button variant="subtle" size="compact-sm" ms={indent} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** Rows a list page asks the server for at once. */
export const ADMIN_PAGE_SIZE = 50;

/** The number of pages `total` rows fill. */
export const pagesOf = (total = 0, pageSize = ADMIN_PAGE_SIZE) => Math.ceil(total / pageSize);

export interface Paging {
  page: number;
  pages: number;
  onChange(page: number): void;
}

export interface AdminListProps<R> {
  label: string;
  rows: readonly R[];
  rowId(row: R): number | string;
  /** The columns; `select(row)` opens that row's editor. */
  columns: readonly Column<R>[] | ((select: (row: R) => void) => readonly Column<R>[]);
  editor?(row: R, close: () => void): ReactNode;
  /** Remounts the editor when the row changes on the server (its fields start from the row). */
  editorKey?(row: R): string;
  top?: ReactNode;
  /** The editor takes the place of `top` (an add form with the same fields) while it is open. */
  editorReplacesTop?: boolean;
  /** Filters, right above the rows they narrow. */
  filters?: ReactNode;
  /** How many rows the filters found ("12 orders"), said when it changes. */
  count?: string;
  bottom?: ReactNode;
  paging?: Paging;
  minWidth?: number;
}

/**
 * One admin list: what goes above it (an add form), the editor of the row picked, filters, the
 * rows (a table, or cards on a phone), page buttons, and what goes below. The admin lists
 * differ only in their columns and forms, so this is where the rest lives.
 */
export function AdminList<R>({
  label,
  rows,
  rowId,
  columns,
  editor,
  editorKey,
  top,
  editorReplacesTop = false,
  filters,
  count,
  bottom,
  paging,
  minWidth,
}: AdminListProps<R>) {
  const [selected, setSelected] = useState<number | string | null>(null);
  const { t } = useLingui();
  const current = rows.find((r) => rowId(r) === selected);
  const cols = typeof columns === 'function' ? columns((r) => setSelected(rowId(r))) : columns;
  return (
    <>
      {!(editorReplacesTop && current) && top}
      {current && editor && (
        <div key={editorKey?.(current) ?? String(rowId(current))}>
          {editor(current, () => setSelected(null))}
        </div>
      )}
      {filters}
      {count !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {count}
        </Text>
      )}
      <ReportTable
        label={label}
        columns={cols}
        rows={rows}
        rowKey={(r) => String(rowId(r))}
        minWidth={minWidth}
      />
      {paging && (
        <AdminPagination
          total={paging.pages}
          value={paging.page}
          onChange={paging.onChange}
          label={t`${label} pages`}
        />
      )}
      {bottom}
    </>
  );
}

/** An admin page that is one list: the page frame (title, loading, error) around AdminList. */
export function AdminListPage<R>({
  title,
  intro,
  actions,
  query,
  ...list
}: AdminListProps<R> & {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  query: { error: unknown; isPending: boolean };
}) {
  return (
    <AdminPage title={title} intro={intro} actions={actions} query={query}>
      <AdminList {...list} />
    </AdminPage>
  );
}
