import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import type { AppContext } from '../src/http/context.js';
import type { Resolve } from '../src/outbound/policy.js';
import { systemClock } from '../src/lib/clock.js';
import { createTestDatabase } from './db.js';
import { checkAnswersAgainstDocument } from './openapi-answers.js';

export const DEMO_PASSWORD = 'Recognise2026';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  ctx: AppContext;
  /** POSTs a call as the given token (or anonymously) and returns status and JSON body. */
  post(path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary response shapes
  /** Logs a demo member in and returns the session token. */
  login(memberNumber: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { clock?: Clock; env?: Record<string, string>; resolve?: Resolve } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    ...opts.env,
  });
  const clock = opts.clock ?? systemClock;
  const app = await buildApp({ config, database, clock, logger: false, resolve: opts.resolve });
  checkAnswersAgainstDocument(app);
  const post: TestApp['post'] = async (path, body = {}, token) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.json();
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.statusCode, body: parsed };
  };
  return {
    app,
    database,
    ctx: { config, database, clock, resolve: opts.resolve },
    post,
    async login(memberNumber, password = DEMO_PASSWORD) {
      const res = await post('/api/member/login', { memberNumber, password });
      if (res.status !== 200)
        throw new Error(`login ${memberNumber} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
