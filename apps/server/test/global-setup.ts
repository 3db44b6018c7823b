import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { loadDemoCompany } from '../src/demo/load-demo.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'sqlite' | 'postgres';
    sqliteTemplate: string;
    postgresServer: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and loads the demo company once into a template; each test file then gets its
 * own copy (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('dbKind', kind);
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    const file = path.join(dir, 'template.db');
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    await loadDemoCompany(database, { now: new Date() });
    await database.close();
    project.provide('sqliteTemplate', file);
    project.provide('postgresServer', '');
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a server URL; scripts/test-all.ts starts one)',
    );
  // One template per project (api and api-isolated set up side by side in one process).
  const template = `portal_tmpl_${process.pid}_${project.name.replace(/[^a-z0-9]/gi, '_')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = openDatabase(withDatabase(server, template), { poolSize: 2 });
  await migrateToLatest(database);
  await loadDemoCompany(database, { now: new Date() });
  await database.close();
  project.provide('sqliteTemplate', '');
  project.provide('postgresServer', server);
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
