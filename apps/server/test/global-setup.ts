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

interface Template {
  sqliteTemplate: string;
  postgresServer: string;
  postgresTemplate: string;
  remove: () => Promise<void>;
}

/**
 * The template of this process, made once: the API projects (api and api-isolated) are set up
 * side by side in one process, and loading the demo company is the longest part of either's
 * set-up. The last project to finish removes it.
 */
let made: Promise<Template> | undefined;
let users = 0;

/**
 * Migrates and loads the demo company once into a template; each test file then gets its
 * own copy (a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  project.provide('dbKind', kind);
  users++;
  const template = await (made ??= kind === 'sqlite' ? sqliteTemplate() : postgresTemplate());
  project.provide('sqliteTemplate', template.sqliteTemplate);
  project.provide('postgresServer', template.postgresServer);
  project.provide('postgresTemplate', template.postgresTemplate);
  return async () => {
    if (--users === 0) await template.remove();
  };
}

async function sqliteTemplate(): Promise<Template> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'template.db');
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database);
  await loadDemoCompany(database, { now: new Date() });
  await database.close();
  return {
    sqliteTemplate: file,
    postgresServer: '',
    postgresTemplate: '',
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTemplate(): Promise<Template> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a server URL; scripts/test-all.ts starts one)',
    );
  // Named by process: two runs may share one server.
  const template = `portal_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = openDatabase(withDatabase(server, template), { poolSize: 2 });
  await migrateToLatest(database);
  await loadDemoCompany(database, { now: new Date() });
  await database.close();
  return {
    sqliteTemplate: '',
    postgresServer: server,
    postgresTemplate: template,
    remove: async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    },
  };
}

export function withDatabase(serverUrl: string, name: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
