import { Readable } from 'node:stream';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import Papa from 'papaparse';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, CSV_FILE_NAME, csvSafeCell } from '@portal/contract';

export type CsvCell = string | number | boolean | null | undefined;

/** Rows read per query while a file streams: memory stays flat however long the report. */
export const CSV_BATCH = 1000;

/** Report dates: d MMM yyyy HH:mm everywhere but My Recognition. */
export const DATE_TIME = 'd MMM yyyy HH:mm';

/** A timestamp in the company's time zone, in a date-fns pattern (d MMM yyyy HH:mm, d/MM/yy). */
export function formatInZone(iso: string, pattern: string, timeZone: string): string {
  return format(new TZDate(new Date(iso).getTime(), timeZone), pattern);
}

const lines = (rows: readonly (readonly CsvCell[])[]) =>
  Papa.unparse(
    rows.map((row) => row.map((cell) => csvSafeCell(cell))),
    { quotes: true, newline: '\r\n' },
  );

/**
 * Sends report.csv as it is read: a byte-order mark (so spreadsheets read UTF-8), the header,
 * then each batch of rows, every cell quoted and escaped by papaparse and text that would start
 * a formula made plain text. `batches` yields until the report is exhausted.
 */
export function sendCsv(
  reply: FastifyReply,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): Promise<unknown> {
  async function* chunks() {
    yield CSV_BOM + lines([header]);
    for await (const rows of batches) if (rows.length) yield `\r\n${lines(rows)}`;
    yield '\r\n';
  }
  // A handler answers a promise; the reply settles once the file has gone.
  return Promise.resolve(
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CSV_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks())),
  );
}

/**
 * Walks a paged call from the first page to the last, yielding each page's rows as cells;
 * dates go into cells in the time zone the page came with (the company's).
 */
export async function* allPages<R>(
  page: (cursor: string | undefined) => Promise<{ report: R[]; nextCursor: string | null; timeZone: string }>,
  toCells: (row: R, timeZone: string) => CsvCell[],
): AsyncGenerator<CsvCell[][]> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor);
    yield next.report.map((row) => toCells(row, next.timeZone));
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
}
