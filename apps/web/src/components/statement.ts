import type { TStatementRow } from '@portal/contract';
import { parseUtc } from '../lib/dates';

export interface StatementLine {
  key: string;
  transDate: string;
  description: string;
  /** Points out (shown positive), or null. */
  debit: number | null;
  /** Points in, or null. */
  credit: number | null;
}

/** Newest first; a negative pointsValue is a debit, anything else a credit. */
export function statementLines(rows: readonly TStatementRow[]): StatementLine[] {
  const time = (row: TStatementRow) => parseUtc(row.transDate)?.getTime() ?? 0;
  return (
    rows
      .map((row, index) => ({ row, index }))
      // Stable on equal times: the server's order stands among rows of the same instant.
      .sort((a, b) => time(b.row) - time(a.row) || a.index - b.index)
      .map(({ row, index }) => ({
        key: `${row.transDate}-${index}`,
        transDate: row.transDate,
        description: row.transDescription,
        debit: row.pointsValue < 0 ? -row.pointsValue : null,
        credit: row.pointsValue < 0 ? null : row.pointsValue,
      }))
  );
}
