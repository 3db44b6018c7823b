import BetterSqlite3 from 'better-sqlite3';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Dialect } from '../../apps/server/src/db/database.js';

/**
 * Fast writes for filling a big database: a prepared INSERT in large transactions on SQLite
 * (synchronous and the journal off), COPY … FROM STDIN on
 * PostgreSQL (foreign-key triggers off for the session). Rows are arrays in column order.
 * The data a fill writes must be consistent by construction: nothing is checked while filling.
 */
export type Cell = string | number | null;
export interface Column {
  name: string;
  type: 'int' | 'bigint' | 'text';
}

export interface BulkWriter {
  dialect: Dialect;
  /** Inserts every row; returns how many. */
  insert(table: string, columns: readonly Column[], rows: Iterable<readonly Cell[]>): Promise<number>;
  /**
   * Drops the tables' secondary indexes (not primary keys nor unique constraints), runs `fill`,
   * then creates them again from their own definitions: one sort instead of millions of
   * random B-tree inserts.
   */
  deferIndexes<T>(tables: readonly string[], fill: () => Promise<T>): Promise<T>;
  /** Runs SQL that returns nothing. */
  exec(sql: string): Promise<void>;
  /** Brings sequences past the ids written, refreshes planner statistics where the server would have them, closes. */
  finish(tablesWithIds: readonly string[]): Promise<void>;
}

const logRebuild = (names: string[], since: number) =>
  console.log(
    `    (indexes ${names.join(', ')} built in ${((performance.now() - since) / 1000).toFixed(1)} s)`,
  );

const SQLITE_TXN_ROWS = 250_000;
/** Bound parameters per statement: well under SQLite's limit of 32,766. */
const SQLITE_MAX_PARAMS = 999;

export function sqliteBulk(file: string): BulkWriter {
  const conn = new BetterSqlite3(file);
  // better-sqlite3 runs SQLite in defensive mode, which refuses journal_mode=OFF; lift it for this pragma only.
  conn.unsafeMode(true);
  const mode = conn.pragma('journal_mode = OFF', { simple: true });
  conn.unsafeMode(false);
  if (mode !== 'off') console.log(`    (journal_mode stayed ${String(mode)})`);
  conn.pragma('synchronous = OFF');
  conn.pragma('foreign_keys = OFF');
  conn.pragma('locking_mode = EXCLUSIVE');
  conn.pragma('temp_store = MEMORY');
  conn.pragma('cache_size = -1000000');
  return {
    dialect: 'sqlite',
    async insert(table, columns, rows) {
      // Many rows per statement: fewer calls across to SQLite, which is most of the cost.
      const perStatement = Math.max(1, Math.floor(SQLITE_MAX_PARAMS / columns.length));
      const sqlFor = (count: number) =>
        `insert into ${table} (${columns.map((c) => c.name).join(', ')}) values ` +
        Array.from({ length: count }, () => `(${columns.map(() => '?').join(', ')})`).join(', ');
      const many = conn.prepare(sqlFor(perStatement));
      const params: Cell[] = [];
      let pending = 0;
      let n = 0;
      conn.exec('begin');
      try {
        for (const row of rows) {
          for (let c = 0; c < columns.length; c++) params.push(row[c] ?? null);
          n++;
          if (++pending === perStatement) {
            many.run(params);
            params.length = 0;
            pending = 0;
          }
          if (n % SQLITE_TXN_ROWS === 0) {
            conn.exec('commit');
            conn.exec('begin');
          }
        }
        if (pending > 0) conn.prepare(sqlFor(pending)).run(params);
        conn.exec('commit');
      } catch (err) {
        if (conn.inTransaction) conn.exec('rollback');
        throw err;
      }
      return n;
    },
    async deferIndexes(tables, fill) {
      const indexes = conn
        .prepare(
          `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${tables.map(() => '?').join(', ')})`,
        )
        .all(...tables) as Array<{ name: string; sql: string }>;
      for (const i of indexes) conn.exec(`drop index ${i.name}`);
      const out = await fill();
      const t = performance.now();
      for (const i of indexes) conn.exec(i.sql);
      logRebuild(
        indexes.map((i) => i.name),
        t,
      );
      return out;
    },
    async exec(sql) {
      conn.exec(sql);
    },
    async finish() {
      // SQLite keeps AUTOINCREMENT's high-water mark itself. The server never runs ANALYZE,
      // so neither does the fill: the planner sees what a real SQLite deployment would.
      conn.close();
    },
  };
}

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
const copyText = (v: string) =>
  /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (ch) => COPY_ESCAPES[ch] ?? ch) : v;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export async function postgresBulk(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  // After a failure the server may be stopped under an idle client; that must not crash the run.
  client.on('error', () => undefined);
  await client.connect();
  // Foreign-key checks are triggers; replica mode skips them for this session only.
  await client.query(`set session_replication_role = replica`);
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  return {
    dialect: 'postgres',
    async insert(table, columns, rows) {
      let n = 0;
      // COPY in text format: tab-separated, \N for null, chunks of about a megabyte.
      function* chunks(): Generator<string> {
        let buf = '';
        for (const row of rows) {
          for (let c = 0; c < columns.length; c++) {
            const v = row[c] ?? null;
            buf += (c ? '\t' : '') + (v === null ? '\\N' : typeof v === 'number' ? String(v) : copyText(v));
          }
          buf += '\n';
          n++;
          if (buf.length > 1 << 20) {
            yield buf;
            buf = '';
          }
        }
        if (buf) yield buf;
      }
      await pipeline(
        Readable.from(chunks()),
        client.query(copyFrom(`copy ${table} (${columns.map((c) => c.name).join(', ')}) from stdin`)),
      );
      return n;
    },
    async deferIndexes(tables, fill) {
      const { rows } = await client.query<{ indexname: string; indexdef: string }>(
        `select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = any($1)
            and not exists (select 1 from pg_constraint c join pg_class ic on ic.oid = c.conindid where ic.relname = i.indexname)`,
        [tables],
      );
      // Unique constraints nothing refers to go too (and come back as constraints).
      const uniques = await client.query<{ table: string; name: string; def: string }>(
        `select cl.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as def
           from pg_constraint c join pg_class cl on cl.oid = c.conrelid
          where c.contype = 'u' and cl.relname = any($1) and cl.relnamespace = current_schema()::regnamespace
            and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid and f.conkey is not null
                              and f.confkey = c.conkey)`,
        [tables],
      );
      for (const i of rows) await client.query(`drop index ${i.indexname}`);
      for (const u of uniques.rows) await client.query(`alter table ${u.table} drop constraint ${u.name}`);
      const out = await fill();
      const t = performance.now();
      for (const u of uniques.rows)
        await client.query(`alter table ${u.table} add constraint ${u.name} ${u.def}`);
      for (const i of rows) await client.query(i.indexdef);
      logRebuild([...uniques.rows.map((u) => u.name), ...rows.map((i) => i.indexname)], t);
      return out;
    },
    async exec(sql) {
      await client.query(sql);
    },
    async finish(tablesWithIds) {
      for (const t of tablesWithIds) {
        await client.query(
          `select setval(pg_get_serial_sequence('${t}', 'id'), coalesce((select max(id) from ${t}), 0) + 1, false)`,
        );
      }
      // Autovacuum would have analysed and vacuumed a table this size long since.
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}
