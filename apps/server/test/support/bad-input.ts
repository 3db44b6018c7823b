import { beforeAll, expect } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { calls, type CallDef } from '@portal/contract';
import { PERSONAS, sessionFor, type PersonaName } from '../personas.js';
import { auditLedger } from '../../src/ledger/index.js';
import { bodyFor, type JsonSchema } from '../fuzz-arbitraries.js';
import { appPerFile, type SuiteApp } from './suite.js';

/**
 * What the bad-input files share: an app of the file's own, a session for every demo persona,
 * and each call the server answers with a token of a persona allowed to make it, so validation
 * (not the role check) answers. FUZZ_RUNS sets generated payloads per call (200 by default).
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * The generated payloads run on one database when `npm test` runs both (FUZZ_DB names it): the
 * validation and handlers they reach are the same code on either, and PostgreSQL is the stricter
 * of the two (column types, integer ranges, NUL in text), so it refuses whatever SQLite would.
 * The hostile payloads run on both. Decision 062.
 */
export const generatedHere =
  !process.env.FUZZ_DB || process.env.FUZZ_DB === (process.env.TEST_DB ?? 'sqlite');

export interface AnsweredCall {
  call: CallDef;
  tokenFor: () => Promise<string | undefined>;
  schema: JsonSchema;
}

export interface BadInputApp {
  t: SuiteApp;
  /** A session of a persona allowed to make the call; none for an anonymous call. */
  tokenOf(call: CallDef): string | undefined;
  /** The JSON calls this server answers, those `which` picks. */
  answered(which?: (call: CallDef) => boolean): AnsweredCall[];
  send(
    path: string,
    raw: string,
    token: string | undefined,
    type?: string,
  ): Promise<{ status: number; body: string }>;
  /** Never a 5xx, and every 400 carries message and formErrors. */
  checkAnswer(path: string, raw: string, status: number, body: string): void;
  /**
   * RUNS payloads generated from each schema of the calls `which` picks (at least five), each
   * answered as checkAnswer says; the ledger audits clean afterwards.
   */
  survivesGenerated(which: (call: CallDef) => boolean): Promise<void>;
}

/** A persona allowed to make the call, so validation (not the role check) answers. */
function callerFor(call: CallDef): PersonaName | null {
  if (call.access === 'anonymous') return null;
  const access = call.access;
  const found = (Object.keys(PERSONAS) as PersonaName[]).find((p) =>
    access.some((r) => (PERSONAS[p].roles as readonly string[]).includes(r)),
  );
  if (!found) throw new Error(`no demo persona may make ${call.path}`);
  return found;
}

export function useBadInputApp(): BadInputApp {
  const t = appPerFile({ env: { LOGIN_LIMIT_PER_MEMBER: '1000000' } });
  const tokens = new Map<PersonaName, string>();
  beforeAll(async () => {
    for (const p of Object.keys(PERSONAS) as PersonaName[])
      tokens.set(p, await sessionFor(t.database, PERSONAS[p].memberNumber));
  });

  const tokenOf = (call: CallDef) => {
    const persona = callerFor(call);
    return persona ? tokens.get(persona) : undefined;
  };

  const answered = (which: (call: CallDef) => boolean = () => true) =>
    (Object.values(calls) as CallDef[])
      .filter((call) => call.kind !== 'multipart' && which(call))
      .filter((call) => t.app.hasRoute({ method: 'POST', url: call.path }))
      .map((call) => {
        const persona = callerFor(call);
        // Logout ends the session it is sent with: it gets a session of its own per payload.
        const tokenFor = async () =>
          persona
            ? call.path.endsWith('/logout')
              ? await sessionFor(t.database, PERSONAS[persona].memberNumber)
              : tokens.get(persona)
            : undefined;
        const schema = z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return { call, tokenFor, schema };
      });

  const send = async (path: string, raw: string, token: string | undefined, type = 'application/json') => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: raw,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.body };
  };

  const checkAnswer = (path: string, raw: string, status: number, body: string) => {
    const context = `${path} ${raw.slice(0, 300)}`;
    expect(status, context).toBeLessThan(500);
    if (status === 400) {
      const parsed = JSON.parse(body) as { message?: unknown; formErrors?: unknown };
      expect(typeof parsed.message, context).toBe('string');
      expect(typeof parsed.formErrors, context).toBe('object');
    }
  };

  const survivesGenerated = async (which: (call: CallDef) => boolean) => {
    const picked = answered(which);
    expect(picked.length).toBeGreaterThanOrEqual(5);
    for (const { call, tokenFor, schema } of picked) {
      await fc.assert(
        fc.asyncProperty(bodyFor(schema), async (body) => {
          const raw = JSON.stringify(body) ?? 'null';
          const res = await send(call.path, raw, await tokenFor());
          checkAnswer(call.path, raw, res.status, res.body);
        }),
        { numRuns: RUNS },
      );
    }
    expect((await auditLedger(t.database.db)).problems).toEqual([]);
  };

  return { t, tokenOf, answered, send, checkAnswer, survivesGenerated };
}

/** The calls of the programme team's and managers' areas; the generated payloads split on it. */
export const isAdminOrReport = (call: CallDef) =>
  call.path.startsWith('/api/admin/') || call.path.startsWith('/api/report/');
