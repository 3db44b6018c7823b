import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { withDatabase } from './global-setup.js';

/** A fresh database holding the migrated schema and the demo company, private to the caller. */
export async function createTestDatabase(): Promise<Database> {
  if (inject('dbKind') === 'sqlite') {
    const file = path.join(os.tmpdir(), `portal-test-${randomUUID()}.db`);
    fs.copyFileSync(inject('sqliteTemplate'), file);
    const database = openDatabase(`sqlite:${file}`);
    return {
      ...database,
      close: async () => {
        await database.close();
        for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
      },
    };
  }
  const server = inject('postgresServer');
  const name = `portal_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(server, name);
  const database = openDatabase(url, { poolSize: 20 });
  postgresUrls.set(database.db, url);
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: server });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

const postgresUrls = new WeakMap<object, string>();

/** The URL a second connection (a second app instance) opens the same test database with. */
export function testDatabaseUrlFor(database: Database): string {
  return database.file ? `sqlite:${database.file}` : (postgresUrls.get(database.db) ?? '');
}
