/** The per-file test app most API test files start with. */
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLedger } from '../../src/ledger/index.js';
import type { Clock } from '../../src/lib/clock.js';
import type { Resolve } from '../../src/outbound/policy.js';
import { createTestApp, type TestApp } from '../app.js';
import { PERSONAS, sessionFor } from '../personas.js';

export interface SuiteOptions {
  clock?: Clock;
  /** Read when the app is built, so it may name servers that other beforeAll hooks started. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Prove the points ledger balances once the file's tests are over: every file that moves points. */
  auditLedger?: boolean;
  /** Resolves outbound host names (webhooks, Teams, push) instead of the system's resolver. */
  resolve?: Resolve;
}

export interface SuiteApp extends TestApp {
  /** A session of the demo programme admin (100008), made once for the file. */
  readonly admin: string;
}

/**
 * Registers the hooks that build one test app before the file's tests and close it after them,
 * and returns it. The app exists only while tests run: reading it at import time throws, which
 * keeps a test file from using a half-built app.
 */
export function appPerFile(opts: SuiteOptions = {}): SuiteApp {
  let current: { app: TestApp; admin: string } | undefined;
  beforeAll(async () => {
    const env = typeof opts.env === 'function' ? opts.env() : opts.env;
    const app = await createTestApp({ clock: opts.clock, env, resolve: opts.resolve });
    current = { app, admin: await sessionFor(app.database, PERSONAS.programmeAdmin.memberNumber) };
  });
  afterAll(async () => {
    if (!current) return;
    const { app } = current;
    current = undefined;
    try {
      if (opts.auditLedger) expect((await auditLedger(app.database.db)).problems).toEqual([]);
    } finally {
      await app.close();
    }
  });
  const live = () => {
    if (!current) throw new Error('The test app exists only while the tests of its file run.');
    return current;
  };
  return {
    get app() {
      return live().app.app;
    },
    get database() {
      return live().app.database;
    },
    get ctx() {
      return live().app.ctx;
    },
    get admin() {
      return live().admin;
    },
    post: (path, body, token) => live().app.post(path, body, token),
    login: (memberNumber, password) => live().app.login(memberNumber, password),
    close: () => live().app.close(),
  };
}
