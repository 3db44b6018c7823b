import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sessionFor } from '../../test/personas.js';
import { solid } from './test-images.js';
import { demoCampaigns } from '../../test/support/community.js';

/**
 * Oversize uploads over a real listening server, sent by Node's fetch as a stream cut into
 * chunks of varied sizes — some cuts exactly where the size limit falls, where the multipart
 * plugin's own check used to miss the cut file. Every oversize file must be a 413.
 */
const BOUNDARY = 'limitBoundary9Xq';
const MB = 1024 * 1024;

interface Server {
  t: TestApp;
  url: string;
  token: string;
  campaignId: number;
}

async function start(maxMb: number, env: Record<string, string> = {}): Promise<Server> {
  const t = await createTestApp({ env: { MAX_UPLOAD_MB: String(maxMb), ...env } });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const token = await sessionFor(t.database, '100001');
  const campaignId = (await demoCampaigns(t, token)).openId;
  return { t, url, token, campaignId };
}

/** A deterministic generator, so a failing try can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function body(fileBytes: number, fields: Record<string, string>) {
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="filePic"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const file = Buffer.alloc(fileBytes, 0x41);
  file[0] = 0xff;
  file[1] = 0xd8;
  file[2] = 0xff;
  return {
    bytes: Buffer.concat([head, file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    fileStart: head.length,
  };
}

/** Cuts at the given offsets, then in random pieces of 1 byte to 256 KB. */
function chunks(bytes: Buffer, cuts: number[], random: () => number): Buffer[] {
  const points = new Set(cuts.filter((c) => c > 0 && c < bytes.length));
  for (let at = 0; at < bytes.length;) {
    at += 1 + Math.floor(random() ** 3 * 256 * 1024);
    if (at < bytes.length) points.add(at);
  }
  const sorted = [...points].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const to of [...sorted, bytes.length]) {
    out.push(bytes.subarray(from, to));
    from = to;
  }
  return out;
}

async function send(server: Server, path: string, pieces: Buffer[]) {
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = pieces.shift();
      if (!next) return controller.close();
      controller.enqueue(new Uint8Array(next));
      // Let some pieces leave as packets of their own.
      if (next.length < 4096) await new Promise((r) => setImmediate(r));
    },
  });
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${server.token}`,
    },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { message: string; formErrors?: object } };
}

const UPLOADS = [
  { path: '/api/member/profilepicupload', fields: (_s: Server) => ({}) },
  { path: '/api/getinvolved/picupload', fields: (s: Server) => ({ campaignId: String(s.campaignId) }) },
] as const;

describe('upload size limit over a real server', () => {
  let small: Server;
  beforeAll(async () => {
    small = await start(1);
  });
  afterAll(() => small.t.close());

  for (const upload of UPLOADS) {
    it(
      `${upload.path}: refuses 100 of 100 oversize files with 413, however the body is chunked`,
      { timeout: 120_000 },
      async () => {
        const limit = 1 * MB;
        const random = prng(upload.path.length * 7919);
        const statuses: number[] = [];
        for (let i = 0; i < 100; i++) {
          // Just over, a little over, and several times over the limit.
          const size =
            i % 10 === 0
              ? limit * 3
              : i % 10 === 1
                ? Math.round(limit * 1.1)
                : limit + 1 + Math.floor(random() * 64 * 1024);
          const { bytes, fileStart } = body(size, upload.fields(small));
          const edge = fileStart + limit;
          const cuts = [[edge], [edge - 1], [edge + 1], [edge, edge + 1], []][i % 5]!;
          const res = await send(small, upload.path, chunks(bytes, cuts, random));
          statuses.push(res.status);
          if (res.status === 413) {
            expect(res.body.message).toBe('The picture is larger than 1 MB.');
            expect(res.body.formErrors).toHaveProperty('filePic');
          }
        }
        expect(statuses.filter((s) => s !== 413)).toEqual([]);
      },
    );

    it(`${upload.path}: a file of exactly the limit is not refused for its size`, async () => {
      const { bytes, fileStart } = body(1 * MB, upload.fields(small));
      const res = await send(small, upload.path, chunks(bytes, [fileStart + MB], prng(3)));
      // Not a real picture: refused as unreadable, not as too large.
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/could not be read/);
    });
  }
});

describe('upload size limit at the default 10 MB', () => {
  let server: Server;
  beforeAll(async () => {
    server = await start(10);
  });
  afterAll(() => server.t.close());

  it.each(UPLOADS.flatMap((u) => [11, 30].map((mb) => [u.path, mb, u] as const)))(
    '%s refuses a %i MB file with 413',
    { timeout: 60_000 },
    async (path, mb, upload) => {
      const { bytes, fileStart } = body(mb * MB, upload.fields(server));
      const res = await send(server, path, chunks(bytes, [fileStart + 10 * MB], prng(mb)));
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The picture is larger than 10 MB.');
    },
  );
});

describe('an upload that stalls', () => {
  let server: Server;
  beforeAll(async () => {
    server = await start(1, { UPLOAD_READ_SECONDS: '1', IMAGE_DECODE_CONCURRENCY: '1' });
  });
  afterAll(() => server.t.close());

  it(
    'is cut off after UPLOAD_READ_SECONDS and frees its turn for the next upload',
    { timeout: 30_000 },
    async () => {
      const { bytes } = body(200_000, {});
      let stalled!: ReadableStreamDefaultController<Uint8Array>;
      const stalling = fetch(`${server.url}/api/member/profilepicupload`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          authorization: `Bearer ${server.token}`,
        },
        // Half the body, then nothing more.
        body: new ReadableStream<Uint8Array>({
          start(controller) {
            stalled = controller;
            controller.enqueue(new Uint8Array(bytes.subarray(0, 100_000)));
          },
        }),
        duplex: 'half',
      } as RequestInit).then(
        (res) => res.status,
        () => 'dropped',
      );
      const started = Date.now();
      const outcome = await stalling;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect([408, 'dropped']).toContain(outcome);
      stalled.close();
      // The turn is free: a good upload goes through at once.
      const png = await solid('png');
      const form = new FormData();
      form.append('filePic', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ok.png');
      const ok = await fetch(`${server.url}/api/member/profilepicupload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
        body: form,
      });
      expect(ok.status).toBe(200);
    },
  );
});
