import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calls as allCalls, type CallDef } from '@portal/contract';
import { auditLedger } from '../src/ledger/index.js';
import { RUNS, generatedHere, isAdminOrReport, useBadInputApp } from './support/bad-input.js';

/**
 * For every other call (members', the shop's, the feed's…) and every upload the server answers:
 * payloads generated from its schema. Every answer is 2xx or 4xx, never 5xx; every 400 carries
 * message and formErrors; the ledger still audits clean.
 * The generated payloads are split over two files so two workers share them.
 */
const { t, checkAnswer, tokenOf, survivesGenerated } = useBadInputApp();

describe.skipIf(!generatedHere)('generated bad input', () => {
  it('every answered member call survives generated payloads', { timeout: 600_000 }, async () => {
    await survivesGenerated((call) => !isAdminOrReport(call));
  });

  it('every answered upload call survives generated multipart bodies', { timeout: 600_000 }, async () => {
    const uploads = (Object.entries(allCalls) as Array<[string, CallDef]>).filter(
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
      const token = tokenOf(call);
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
  });
});
