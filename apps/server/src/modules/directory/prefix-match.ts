import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** SQLite's lower() folds ASCII only; folding the search the same way keeps both sides equal. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
/** The smallest string greater than every string that starts with `s` (binary order). */
const successor = (s: string) => s.slice(0, -1) + String.fromCharCode(s.charCodeAt(s.length - 1) + 1);

/**
 * `column` starts with `prefix`, written so each dialect can answer from an index:
 * PostgreSQL uses LIKE 'p%' on a text_pattern_ops index (exact under any collation);
 * SQLite only uses an index for LIKE on NOCASE columns, so it gets the equivalent range
 * on the expression index instead (SQLite compares text in binary order).
 */
export function startsWith(
  dialect: Dialect,
  column: Expression<string>,
  prefix: string,
  opts: { caseInsensitive: boolean },
): RawBuilder<SqlBool> {
  if (dialect === 'postgres') {
    const pattern = `${escapeLike(prefix)}%`;
    return opts.caseInsensitive
      ? sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`
      : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
  }
  const p = opts.caseInsensitive ? asciiLower(prefix) : prefix;
  const target = opts.caseInsensitive ? sql`lower(${column})` : sql`${column}`;
  return sql<SqlBool>`(${target} >= ${p} and ${target} < ${successor(p)})`;
}
