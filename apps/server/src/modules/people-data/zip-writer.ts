import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import Papa from 'papaparse';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { CSV_BOM, csvSafeCell } from '@portal/contract';

export type Cell = string | number | boolean | null | undefined;
const encoder = new TextEncoder();

/**
 * A ZIP written as it is made (fflate's streaming Zip): each file is added in pages, so a
 * member with years of transfers never sits whole in memory, and the reader's pace holds the
 * writer back (it waits for the stream to drain).
 */
export class ZipWriter {
  readonly stream: Readable;
  private readonly out = new PassThrough();
  private readonly zip: Zip;

  constructor() {
    this.stream = this.out;
    this.zip = new Zip((err, chunk, final) => {
      if (err) return void this.out.destroy(err);
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  private async drained() {
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async json(name: string, value: unknown) {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(encoder.encode(`${JSON.stringify(value, null, 2)}\n`), true);
    await this.drained();
  }

  async text(name: string, text: string) {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(encoder.encode(text), true);
    await this.drained();
  }

  /** Stored as it is: pictures are compressed already. */
  async binary(name: string, data: Uint8Array) {
    const file = new ZipPassThrough(name);
    this.zip.add(file);
    file.push(data, true);
    await this.drained();
  }

  /**
   * A CSV as the portal's other exports write it: byte-order mark, every cell quoted, text that
   * would start a formula made plain. `pages` yields rows a page at a time.
   */
  async csv(name: string, header: readonly string[], pages: AsyncIterable<Cell[][]>) {
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(
      encoder.encode(
        `${CSV_BOM}${Papa.unparse([header as string[]], { quotes: true, newline: '\r\n' })}\r\n`,
      ),
    );
    for await (const rows of pages) {
      if (rows.length === 0) continue;
      const data = rows.map((r) => r.map((c) => csvSafeCell(c)));
      file.push(encoder.encode(`${Papa.unparse(data, { quotes: true, newline: '\r\n' })}\r\n`));
      await this.drained();
    }
    file.push(new Uint8Array(0), true);
    await this.drained();
  }

  end() {
    this.zip.end();
  }

  fail(err: unknown) {
    this.zip.terminate();
    this.out.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

/** One page: a query already bounded by the caller. */
export async function* onePage<T>(rows: Promise<T[]>): AsyncIterable<T[]> {
  yield await rows;
}

/** Rows per read of a long table. */
export const PAGE = 500;

/** Pages of rows by ascending id, so a long history is read a page at a time. */
export async function* byId<R extends { id: number }>(
  fetch: (afterId: number) => Promise<R[]>,
  map: (r: R) => Cell[],
): AsyncIterable<Cell[][]> {
  let after = 0;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length) yield rows.map(map);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}
