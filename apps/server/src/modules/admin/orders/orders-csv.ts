import Papa from 'papaparse';
import { CSV_BOM, adminOrders, csvSafeCell } from '@portal/contract';

/**
 * The orders export as the web's "Download CSV" writes it (components/csv.ts): a byte-order mark
 * so spreadsheets read UTF-8, every cell quoted, and text that would start a formula made plain.
 */
export function ordersCsv(rows: readonly adminOrders.TOrderExportRow[]): string {
  const data = rows.map((r) => adminOrders.orderExportCells(r).map((c) => csvSafeCell(c)));
  return (
    CSV_BOM +
    Papa.unparse({ fields: [...adminOrders.ORDER_EXPORT_HEADER], data }, { quotes: true, newline: '\r\n' })
  );
}
