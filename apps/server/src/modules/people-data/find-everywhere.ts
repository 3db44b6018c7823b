/** Test support: where a string appears anywhere in the database (not used by the server). */
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Every (table, column) whose value contains one of the needles, case-insensitively, over every
 * column of every table the database's catalogue lists: on SQLite every column read as text
 * (blobs too), on PostgreSQL every character and JSON column. Written apart from the erasure's
 * own column list, so a column the erasure misses is found here.
 */
export async function findEverywhere(database: Database, needles: readonly string[]): Promise<string[]> {
  const db = database.db;
  const columns =
    database.dialect === 'sqlite'
      ? (
          await sql<{ t: string; c: string }>`
            select m.name as t, p.name as c from sqlite_master m join pragma_table_info(m.name) p
            where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db)
        ).rows
      : (
          await sql<{ t: string; c: string }>`
            select table_name as t, column_name as c from information_schema.columns
            where table_schema = current_schema()
              and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`.execute(db)
        ).rows;
  const hits: string[] = [];
  for (const { t, c } of columns) {
    for (const needle of needles) {
      const value =
        database.dialect === 'sqlite'
          ? sql`lower(cast(${sql.ref(c)} as text))`
          : sql`lower(${sql.ref(c)}::text)`;
      const found = await sql<{ v: string }>`
        select cast(${sql.ref(c)} as text) as v from ${sql.table(t)}
        where ${value} like ${`%${needle.toLowerCase()}%`} limit 1`.execute(db);
      if (found.rows.length)
        hits.push(`${t}.${c} contains "${needle}": ${String(found.rows[0]!.v).slice(0, 160)}`);
    }
  }
  return hits;
}
