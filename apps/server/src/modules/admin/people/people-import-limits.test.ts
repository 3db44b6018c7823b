import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPerFile } from '../../../../test/support/suite.js';
import { HR_TEMPLATE_HEADER, STORED_ERRORS, tooManyRows } from './hr-file.js';

const t = appPerFile();
let url = '';

beforeAll(async () => {
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.app.server.close());

/** An HR file of `n` new members (all in the demo division SALES-FIELD) with the status given. */
function hrFile(n: number, status = 'active') {
  const lines = [HR_TEMPLATE_HEADER];
  for (let i = 0; i < n; i += 1) lines.push(`X${i},Ann,Lee,,,Sales-Field,,,,,,${status},`);
  return lines.join('\n');
}

/** Uploads a file through the real HTTP server, as the admin page does. */
async function upload(csv: string) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'hr.csv');
  const res = await fetch(`${url}/api/admin/peopleimportstart`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${t.admin}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { jobId: string }).jobId;
}

async function status(jobId: string) {
  const res = await fetch(`${url}/api/admin/peopleimportstatus`, {
    method: 'POST',
    body: JSON.stringify({ jobId }),
    headers: { authorization: `Bearer ${t.admin}`, 'content-type': 'application/json' },
  });
  return (await res.json()) as {
    status: string;
    error: string | null;
    preview: { counts: { errors: number }; errors: unknown[] } | null;
  };
}

describe('a large HR import', () => {
  it('keeps the server answering while it checks an HR file of 226,000 rows (9 MB), and refuses the rows past the cap', async () => {
    const csv = hrFile(226_000);
    expect(csv.length).toBeGreaterThan(8_500_000);
    const jobId = await upload(csv);
    // While the import is checked, /healthz answers in turn (the loose bound is for a busy
    // machine; before this change it waited for the whole file, about 10 s).
    const answeredWhileRunning: number[] = [];
    let job = await status(jobId);
    for (let i = 0; i < 2000 && job.status === 'validating'; i += 1) {
      const asked = performance.now();
      const health = await fetch(`${url}/healthz`);
      const took = performance.now() - asked;
      expect(health.status).toBe(200);
      job = await status(jobId);
      if (job.status === 'validating') answeredWhileRunning.push(took);
    }
    expect(answeredWhileRunning.length).toBeGreaterThan(0);
    expect(Math.max(...answeredWhileRunning)).toBeLessThan(1000);
    expect(job).toMatchObject({ status: 'failed', error: tooManyRows(100_000) });
  });

  it(`keeps the first ${STORED_ERRORS} errors of a file of bad rows and counts the rest`, async () => {
    const jobId = await upload(hrFile(20_000, 'sometimes'));
    let job = await status(jobId);
    for (let i = 0; i < 600 && job.status === 'validating'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      job = await status(jobId);
    }
    expect(job.status).toBe('previewed');
    expect(job.preview!.counts.errors).toBe(20_000);
    expect(job.preview!.errors).toHaveLength(STORED_ERRORS);
    const stored = await t.database.db
      .selectFrom('adminJobs')
      .select('resultJson')
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(stored.resultJson.length).toBeLessThan(100_000);
  });
});
