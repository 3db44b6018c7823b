import { z } from 'zod';
import { badRequest } from '../lib/errors.js';
import { COMMON_TEXTS } from '../i18n/index.js';

/**
 * A page's cursor carries the sort key of the last row sent (JSON, base64url), so the next
 * page starts strictly after it: keyset paging never repeats or skips a row, and costs the
 * same on the hundredth page as on the first.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor carries, or a 400 when the caller made it up. */
export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | null {
  if (!cursor) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    raw = undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw badRequest(COMMON_TEXTS.invalidCursor, { cursor: COMMON_TEXTS.invalidCursor });
  return parsed.data;
}

/** Newest-first lists are keyed on (createdAt, id). */
export const ZTimeKey = z.tuple([z.string().max(40), z.number().int()]);
export type TimeKey = z.infer<typeof ZTimeKey>;

/**
 * One page from rows fetched with limit + 1: the extra row only says there is more, and the
 * cursor is the key of the last row kept.
 */
export function pageOf<R>(rows: R[], limit: number, keyOf: (row: R) => readonly (string | number)[]) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
