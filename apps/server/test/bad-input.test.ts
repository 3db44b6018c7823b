import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { calls, hasForbiddenText, type CallDef } from '@portal/contract';
import { auditLedger } from '../src/ledger/index.js';
import { PERSONAS, sessionFor, type PersonaName } from './personas.js';
import { bodyFor, nested, type JsonSchema } from './fuzz-arbitraries.js';
import { appPerFile } from './support/suite.js';

/**
 * For every call the server answers: payloads generated from its schema plus hostile variants.
 * Every answer is 2xx or 4xx, never 5xx; every 400 carries message and formErrors; and the
 * ledger still audits clean afterwards. FUZZ_RUNS sets payloads per call (200 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * The generated payloads run on one database when `npm test` runs both (FUZZ_DB names it): the
 * validation and handlers they reach are the same code on either, and PostgreSQL is the stricter
 * of the two (column types, integer ranges, NUL in text), so it refuses whatever SQLite would.
 * The hostile payloads below run on both. Decision 062.
 */
const generatedHere = !process.env.FUZZ_DB || process.env.FUZZ_DB === (process.env.TEST_DB ?? 'sqlite');

const t = appPerFile({ env: { LOGIN_LIMIT_PER_MEMBER: '1000000' } });
const tokens = new Map<PersonaName, string>();
beforeAll(async () => {
  for (const p of Object.keys(PERSONAS) as PersonaName[])
    tokens.set(p, await sessionFor(t.database, PERSONAS[p].memberNumber));
});

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

async function send(path: string, raw: string, token: string | undefined, type = 'application/json') {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: res.statusCode, body: res.body };
}

function checkAnswer(path: string, raw: string, status: number, body: string) {
  const context = `${path} ${raw.slice(0, 300)}`;
  expect(status, context).toBeLessThan(500);
  if (status === 400) {
    const parsed = JSON.parse(body) as { message?: unknown; formErrors?: unknown };
    expect(typeof parsed.message, context).toBe('string');
    expect(typeof parsed.formErrors, context).toBe('object');
  }
}

const RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`,
  `[${new Array(300_000).fill('0').join(',')}]`,
  JSON.stringify({ a: new Array(200_000).fill({}) }),
  JSON.stringify({ a: 'x'.repeat(900_000) }),
  '{"text":"\\ud800","\\udc00":"lone surrogates written as escapes"}',
];

/** Every hostile shape put into each field a call's schema names, so each field's own path is tried. */
const FIELD_VALUES: unknown[] = [
  nested(100),
  new Array(20_000).fill(1),
  '\u202eevil\u202c',
  '\u2067isolate\u2069',
  'lone \ud83d surrogate',
  '\u0000',
  ' =1+1',
  '＝1+1',
];

/** Bodies of another media type than JSON: 415 with a message, never a 5xx. */
const OTHER_TYPES: Array<[string, string]> = [
  ['text/plain', 'memberNumber=1'],
  ['application/x-www-form-urlencoded', 'memberNumber=1&password=x'],
  ['application/xml', '<a/>'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  ],
];

describe('bad input', () => {
  const entries = (Object.entries(calls) as Array<[string, CallDef]>).filter(
    ([, c]) => c.kind !== 'multipart',
  );

  /** The calls this server answers, each with a token of a persona allowed to make it. */
  const answered = () =>
    entries
      .filter(([, call]) => t.app.hasRoute({ method: 'POST', url: call.path }))
      .map(([, call]) => {
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

  it('every answered call survives hostile payloads', { timeout: 600_000 }, async () => {
    const calls = answered();
    for (const { call, tokenFor, schema } of calls) {
      for (const raw of RAW_BODIES) {
        const res = await send(call.path, raw, await tokenFor());
        checkAnswer(call.path, raw, res.status, res.body);
      }
      for (const key of Object.keys(schema.properties ?? {})) {
        for (const value of FIELD_VALUES) {
          const raw = JSON.stringify({ [key]: value });
          const res = await send(call.path, raw, await tokenFor());
          checkAnswer(call.path, raw, res.status, res.body);
          // Refused before validation: the field itself is named (or the nesting is too deep).
          if (typeof value !== 'string' || hasForbiddenText(value))
            if (res.status !== 401 && res.status !== 403 && res.status !== 429)
              expect(res.status, `${call.path} ${raw.slice(0, 80)}`).toBe(400);
        }
      }
      for (const [type, raw] of OTHER_TYPES) {
        const res = await send(call.path, raw, await tokenFor(), type);
        checkAnswer(call.path, `${type} ${raw}`, res.status, res.body);
        if (res.status !== 401 && res.status !== 403 && res.status !== 429) {
          expect(res.status, `${call.path} as ${type}`).toBe(415);
          expect(JSON.parse(res.body).message, `${call.path} as ${type}`).toEqual(expect.any(String));
        }
      }
    }
    expect(calls.length).toBeGreaterThanOrEqual(5);
    const audit = await auditLedger(t.database.db);
    expect(audit.problems).toEqual([]);
  });

  it.skipIf(!generatedHere)(
    'every answered call survives generated payloads',
    { timeout: 600_000 },
    async () => {
      for (const { call, tokenFor, schema } of answered()) {
        await fc.assert(
          fc.asyncProperty(bodyFor(schema), async (body) => {
            const raw = JSON.stringify(body) ?? 'null';
            const res = await send(call.path, raw, await tokenFor());
            checkAnswer(call.path, raw, res.status, res.body);
          }),
          { numRuns: RUNS },
        );
      }
      const audit = await auditLedger(t.database.db);
      expect(audit.problems).toEqual([]);
    },
  );

  it.skipIf(!generatedHere)(
    'every answered upload call survives generated multipart bodies',
    { timeout: 600_000 },
    async () => {
      const uploads = (Object.entries(calls) as Array<[string, CallDef]>).filter(
        ([, c]) => c.kind === 'multipart' && t.app.hasRoute({ method: 'POST', url: c.path }),
      );
      expect(uploads.length).toBeGreaterThanOrEqual(1);
      const part = (boundary: string, name: string, filename: string, type: string, data: Uint8Array) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          Buffer.from(data),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
      const arbitrary = fc.record({
        field: fc.oneof(fc.constant('filePic'), fc.string({ maxLength: 12 })),
        filename: fc.oneof(
          fc.constant('photo.jpg'),
          fc.string({ maxLength: 40 }),
          fc.constant('../../etc/passwd'),
        ),
        type: fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/html', ''),
        head: fc.constantFrom(
          [0xff, 0xd8, 0xff],
          [0x89, 0x50, 0x4e, 0x47],
          [0x52, 0x49, 0x46, 0x46],
          [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70],
          [],
        ),
        data: fc.uint8Array({ maxLength: 4096 }),
        breakFraming: fc.boolean(),
      });
      for (const [, call] of uploads) {
        const persona = callerFor(call);
        const token = persona ? tokens.get(persona) : undefined;
        await fc.assert(
          fc.asyncProperty(arbitrary, async (p) => {
            const boundary = 'fuzzBoundary7MA4YWxk';
            let payload = part(
              boundary,
              p.field.replaceAll('"', ''),
              p.filename.replaceAll('"', ''),
              p.type,
              Uint8Array.from([...p.head, ...p.data]),
            );
            if (p.breakFraming) payload = payload.subarray(0, Math.floor(payload.length / 2));
            const res = await t.app.inject({
              method: 'POST',
              url: call.path,
              payload,
              headers: {
                'content-type': `multipart/form-data; boundary=${boundary}`,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
            });
            checkAnswer(
              call.path,
              `${p.field} ${p.filename} ${p.type} ${p.data.length} bytes`,
              res.statusCode,
              res.body,
            );
          }),
          { numRuns: RUNS },
        );
      }
      const audit = await auditLedger(t.database.db);
      expect(audit.problems).toEqual([]);
    },
  );
});
