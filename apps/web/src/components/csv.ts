import { CSV_BOM, csvSafeCell } from '@portal/contract';
import Papa from 'papaparse';
import { saveBlob } from '../lib/download';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A report file: a byte-order mark (so spreadsheets read UTF-8), every cell
 * quoted and escaped by papaparse, and text that would start a formula made plain text.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const data = rows.map((row) => row.map((cell) => csvSafeCell(cell)));
  return CSV_BOM + Papa.unparse({ fields: [...header], data }, { quotes: true, newline: '\r\n' });
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
