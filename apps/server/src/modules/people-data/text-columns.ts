import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/database.js';

export interface TextColumn {
  table: string;
  column: string;
}

/**
 * Every text column of every table, read from the database's own catalogue (SQLite's
 * pragma_table_info, PostgreSQL's information_schema), so a table or column added later is
 * covered without anyone remembering to list it. Names are the database's (snake_case).
 */
export async function listTextColumns(database: Database, db: Db = database.db): Promise<TextColumn[]> {
  if (database.dialect === 'sqlite') {
    const rows = await sql<{ table: string; column: string; type: string }>`
      select m.name as "table", p.name as "column", lower(p.type) as "type"
      from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_%'
      order by m.name, p.cid`.execute(db);
    // SQLite's type affinity: a declared type containing CHAR, CLOB or TEXT holds text.
    return rows.rows
      .filter((r) => /char|clob|text/.test(r.type))
      .map(({ table, column }) => ({ table, column }));
  }
  const rows = await sql<TextColumn>`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character')
      and c.table_name not like 'kysely_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  return rows.rows;
}

/**
 * Columns that are (part of) a primary key or a unique index, from the catalogue: rewriting
 * text there could make two rows equal and fail the whole erasure, so the erasure never does.
 */
export async function listKeyColumns(database: Database, db: Db = database.db): Promise<Set<string>> {
  const rows =
    database.dialect === 'sqlite'
      ? await sql<{ table: string; column: string }>`
          select m.name as "table", ii.name as "column"
          from sqlite_master m join pragma_index_list(m.name) il join pragma_index_info(il.name) ii
          where m.type = 'table' and il."unique" = 1`.execute(db)
      : await sql<{ table: string; column: string }>`
          select c.relname as "table", a.attname as "column"
          from pg_index i
          join pg_class c on c.oid = i.indrelid
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
          where i.indisunique and n.nspname = current_schema()`.execute(db);
  return new Set(rows.rows.map((r) => `${r.table}.${r.column}`));
}
