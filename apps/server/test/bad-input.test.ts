import { describe, expect, it } from 'vitest';
import { hasForbiddenText } from '@portal/contract';
import { auditLedger } from '../src/ledger/index.js';
import { nested } from './fuzz-arbitraries.js';
import { useBadInputApp } from './support/bad-input.js';

/**
 * For every call the server answers: hostile bodies, hostile values in each field its schema
 * names, and bodies of other media types. Every answer is 2xx or 4xx, never 5xx; every 400
 * carries message and formErrors; and the ledger still audits clean afterwards. Payloads
 * generated from each schema are in bad-input-generated-*.test.ts.
 */
const { t, answered, send, checkAnswer } = useBadInputApp();

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
});
