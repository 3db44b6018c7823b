import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { systemClock } from '../../src/lib/clock.js';
import type { TestApp } from '../app.js';
import { testDatabaseUrlFor } from '../db.js';
import { checkAnswersAgainstDocument } from '../openapi-answers.js';

/**
 * A second server on the test app's database, for the length of a describe block: PostgreSQL
 * tells it of the first one's writes by LISTEN/NOTIFY, SQLite by data_version.
 */
export function secondInstance(first: () => TestApp): { app: () => FastifyInstance } {
  let second: { app: FastifyInstance; database: Database };
  beforeAll(async () => {
    const t = first();
    const database = openDatabase(testDatabaseUrlFor(t.database));
    const app = await buildApp({ config: t.ctx.config, database, clock: systemClock, logger: false });
    checkAnswersAgainstDocument(app);
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });
  return { app: () => second.app };
}
