import Papa from 'papaparse';
import { CSV_BOM, adminOrders, csvSafeCell } from '@portal/contract';

/**
 * The orders export as the web's "Download CSV" writes it (components/csv.ts): a byte-order mark
 * so spreadsheets read UTF-8, every cell quoted, and text that would start a formula made plain.
 */
export function ordersCsv(rows: readonly adminOrders.TOrderExportRow[]): string {
  const data = rows.map((r) =>
    [
      r.orderNum,
      r.createdAt,
      r.memberNumber,
      r.memberName,
      r.productCode,
      r.description,
      r.qty,
      r.points,
      r.promoCode,
      r.discount,
      r.status,
      r.dispatchStatus,
    ].map((c) => csvSafeCell(c)),
  );
  return (
    CSV_BOM +
    Papa.unparse({ fields: [...adminOrders.ORDER_EXPORT_HEADER], data }, { quotes: true, newline: '\r\n' })
  );
}
