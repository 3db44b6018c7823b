import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/app.js';
import { secondInstance } from '../../test/support/second-instance.js';
import { updateProgrammeSettings } from '../settings/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = (token: string, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/member/getmemberdata',
    payload: {},
    headers: { authorization: `Bearer ${token}` },
  });

describe('kept sessions and members', () => {
  it('a kept session ends with logout at once', async () => {
    const token = await t.login('100001');
    expect((await home(token)).statusCode).toBe(200);
    expect((await t.post('/api/member/logout', {}, token)).status).toBe(200);
    expect((await home(token)).statusCode).toBe(401);
  });

  it('a change to the member reaches the next request (a leaver is refused, a new name is shown)', async () => {
    const token = await t.login('100002');
    expect((await home(token)).json().memberData.firstname).not.toBe('Renamed');
    await t.database.db
      .updateTable('members')
      .set({ firstname: 'Renamed' })
      .where('memberNumber', '=', '100002')
      .execute();
    expect((await home(token)).json().memberData.firstname).toBe('Renamed');
    await t.database.db
      .updateTable('members')
      .set({ employmentStatus: 'leaver' })
      .where('memberNumber', '=', '100002')
      .execute();
    expect((await home(token)).statusCode).toBe(401);
  });

  it('touching a session does not throw the kept copies away, and its last-seen time is written', async () => {
    const token = await t.login('100003');
    const before = await t.database.db
      .selectFrom('sessions')
      .select(['id', 'lastSeenAt'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.database.db
      .updateTable('sessions')
      .set({ lastSeenAt: old })
      .where('id', '=', before.id)
      .execute();
    expect((await home(token)).statusCode).toBe(200);
    // The touch is written behind the answer; it lands within a moment.
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .selectFrom('sessions')
              .select('lastSeenAt')
              .where('id', '=', before.id)
              .executeTakeFirstOrThrow()
          ).lastSeenAt > old,
      )
      .toBe(true);
  });
});

/**
 * A second server on the same database (PostgreSQL: told by LISTEN/NOTIFY), or another process
 * writing the SQLite file such as the admin command line (told by SQLite's data_version).
 */
describe('a second instance on the same database', () => {
  const second = secondInstance(() => t);

  it('refuses a session within 2 seconds of its logout on the first instance', async () => {
    const token = await t.login('100004');
    expect((await home(token, second.app())).statusCode).toBe(200);
    expect((await t.post('/api/member/logout', {}, token)).status).toBe(200);
    const started = Date.now();
    await expect.poll(async () => (await home(token, second.app())).statusCode, { timeout: 2_000 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('shows a settings change made on the first instance within 2 seconds', async () => {
    const branding = async () =>
      (await second.app().inject({ method: 'POST', url: '/api/site/branding', payload: {} })).json()
        .programmeName as string;
    // Read once first, so the second instance holds a copy to drop.
    expect(await branding()).not.toBe('Kept Copies Award');
    await t.database.db
      .transaction()
      .execute((trx) => updateProgrammeSettings(trx, t.ctx.config, { programmeName: 'Kept Copies Award' }));
    await expect.poll(branding, { timeout: 2_000 }).toBe('Kept Copies Award');
  });
});
