import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { listKeyColumns, listTextColumns, type TextColumn } from './text-columns.js';

/** Shorter strings would match unrelated text ("Al" in "Allowance"); they are only removed where linked to the member. */
const MIN_NEEDLE = 5;
/** Tables whose rows are each someone's record and are handled row by row, never by a text match. */
const SKIP_TABLES = new Set(['members']);
/** Short-lived rows (rate-limit counters, sign-in hand-offs) that are deleted when their key names the member. */
const DISPOSABLE_TABLES = new Set(['rate_limits', 'sso_flows', 'used_transfer_tokens']);

export interface FoundColumn extends TextColumn {
  /** A key column: its rows are deleted (disposable tables) or left alone, never rewritten. */
  key: boolean;
}

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The distinct spellings worth replacing: as given, lower case and upper case. */
export function needlesOf(values: readonly string[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const t = v.trim();
    if (t.length < MIN_NEEDLE) continue;
    out.add(t);
    out.add(t.toLowerCase());
    out.add(t.toUpperCase());
  }
  return [...out];
}

const matchesAny = (column: string, lowered: readonly string[]) =>
  sql.join(
    lowered.map((n) => sql`lower(${sql.ref(column)}) like ${`%${likeLiteral(n)}%`} escape '\\'`),
    sql` or `,
  );

/**
 * The text columns, of every table the catalogue lists, that hold a copy of any of the values.
 * Read before the erasure's write transaction, so the full scans it needs never hold the
 * database's write lock (on SQLite that would stall every send while it reads).
 */
export async function columnsContaining(
  database: Database,
  values: readonly string[],
): Promise<FoundColumn[]> {
  const lowered = [...new Set(needlesOf(values).map((n) => n.toLowerCase()))];
  if (lowered.length === 0) return [];
  const keys = await listKeyColumns(database);
  const found: FoundColumn[] = [];
  for (const c of await listTextColumns(database)) {
    if (SKIP_TABLES.has(c.table)) continue;
    const key = keys.has(`${c.table}.${c.column}`);
    if (key && !DISPOSABLE_TABLES.has(c.table)) continue;
    const hit =
      await sql`select 1 as x from ${sql.table(c.table)} where ${matchesAny(c.column, lowered)} limit 1`.execute(
        database.db,
      );
    if (hit.rows.length) found.push({ ...c, key });
  }
  return found;
}

/**
 * Replaces every copy of a member's identifying text (full name, e-mail, mobile) in the given
 * columns with their pseudonym: copies end up in places no one lists (a ledger transfer's
 * description, an HR import preview, an e-mail about them sent to someone else, a column a later
 * feature adds). Runs inside the erasure's transaction; returns the rows changed.
 */
export async function replaceEverywhere(
  trx: Transaction<DB>,
  columns: readonly FoundColumn[],
  values: readonly string[],
  pseudonym: string,
): Promise<number> {
  const needles = needlesOf(values);
  if (needles.length === 0) return 0;
  const lowered = [...new Set(needles.map((n) => n.toLowerCase()))];
  let changed = 0;
  for (const { table, column, key } of columns) {
    if (key) {
      const res = await sql`delete from ${sql.table(table)} where ${matchesAny(column, lowered)}`.execute(
        trx,
      );
      changed += Number(res.numAffectedRows ?? 0);
      continue;
    }
    const col = sql.ref(column);
    let replaced = sql`${col}`;
    for (const n of needles) replaced = sql`replace(${replaced}, ${n}, ${pseudonym})`;
    const res =
      await sql`update ${sql.table(table)} set ${col} = ${replaced} where ${matchesAny(column, lowered)}`.execute(
        trx,
      );
    changed += Number(res.numAffectedRows ?? 0);
  }
  return changed;
}

/**
 * Replaces a member's names in free text about them that others wrote ("Thanks Jane!"), word
 * by word and whatever the case. Only applied to rows linked to the member, where a first name
 * alone surely means them.
 */
export function redactNames(text: string, names: readonly string[], pseudonym: string): string {
  let out = text;
  const words = [...new Set(names.map((n) => n.trim()).filter((n) => n.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );
  for (const w of words) {
    const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), pseudonym);
  }
  return out;
}
