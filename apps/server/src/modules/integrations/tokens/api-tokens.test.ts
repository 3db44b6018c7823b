import { describe, expect, it } from 'vitest';
import { apiTokenFor } from '../../../../test/personas.js';
import { newMember, valid } from '../../../../test/support/recognition.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile({ env: { API_TOKEN_RATE_PER_MINUTE: '5' } });

const create = (body: object) => t.post('/api/admin/apitokencreate', body, t.admin);

describe('API tokens', () => {
  it('shows the secret once and stores only its hash', async () => {
    const res = await create({ name: 'Data warehouse', scopes: ['reports:read'], expiresInDays: 30 });
    expect(res.status).toBe(200);
    const { secret, token } = res.body;
    expect(secret).toMatch(/^shn_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Data warehouse', scopes: ['reports:read'], status: 'active' });
    expect(secret.startsWith(token.hint)).toBe(true);
    const list = await t.post('/api/admin/apitokens', {}, t.admin);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const row = await t.database.db
      .selectFrom('apiTokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations.token-create' }, t.admin);
    expect(audit.body.entries[0].target).toContain('Data warehouse');
    expect(JSON.stringify(audit.body)).not.toContain(secret);
  });

  it('opens the scope’s calls, logs each use and its last use, and refuses other calls', async () => {
    const { secret, token } = (await create({ name: 'Reports', scopes: ['reports:read'] })).body;
    const ok = await t.post('/api/report/managerbalances', {}, secret);
    expect(ok.status).toBe(200);
    const refused = await t.post('/api/admin/membersearch', {}, secret);
    expect(refused.status).toBe(403);
    const uses = await t.post('/api/admin/apitokenuses', { id: token.id }, t.admin);
    expect(uses.body.uses).toEqual([
      expect.objectContaining({ path: '/api/admin/membersearch', outcome: 'refused: scope' }),
      expect.objectContaining({ path: '/api/report/managerbalances', outcome: 'ok', method: 'POST' }),
    ]);
    const [listed] = (await t.post('/api/admin/apitokens', {}, t.admin)).body.tokens;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('is rate limited per token with the count in the database', async () => {
    const a = await apiTokenFor(t.database, ['reports:read']);
    const b = await apiTokenFor(t.database, ['reports:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await t.post('/api/report/managerbalances', {}, a.secret)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another token has its own count.
    expect((await t.post('/api/report/managerbalances', {}, b.secret)).status).toBe(200);
    const counter = await t.database.db
      .selectFrom('rateLimits')
      .select('hits')
      .where('bucket', '=', `api-token:${a.id}`)
      .executeTakeFirstOrThrow();
    expect(counter.hits).toBeGreaterThanOrEqual(6);
  });

  it('is refused at once when revoked, and the revocation is audited', async () => {
    const { secret, token } = (await create({ name: 'Script', scopes: ['people:manage'] })).body;
    expect((await t.post('/api/admin/membersearch', { query: '1000' }, secret)).status).toBe(200);
    const revoked = await t.post('/api/admin/apitokenrevoke', { id: token.id }, t.admin);
    expect(revoked.body.token.status).toBe('revoked');
    expect((await t.post('/api/admin/membersearch', { query: '1000' }, secret)).status).toBe(401);
    const audit = await t.post('/api/admin/auditlog', { action: 'integrations.token-revoke' }, t.admin);
    expect(audit.body.entries[0].target).toContain('Script');
  });

  it('is refused once expired, or when the admin who made it is no longer one', async () => {
    const expired = await apiTokenFor(t.database, ['reports:read'], {
      expiresAt: new Date(Date.now() - 1).toISOString(),
    });
    expect((await t.post('/api/report/managerbalances', {}, expired.secret)).status).toBe(401);
    const list = (await t.post('/api/admin/apitokens', {}, t.admin)).body.tokens;
    expect(list.find((x: { id: number }) => x.id === expired.id).status).toBe('expired');

    const other = await newMember(t, { overrides: { isProgrammeAdmin: 1 } });
    const theirs = await apiTokenFor(t.database, ['reports:read'], { memberNumber: other.memberNumber });
    expect((await t.post('/api/report/managerbalances', {}, theirs.secret)).status).toBe(200);
    await t.database.db
      .updateTable('members')
      .set({ isProgrammeAdmin: 0 })
      .where('memberNumber', '=', other.memberNumber)
      .execute();
    expect((await t.post('/api/report/managerbalances', {}, theirs.secret)).status).toBe(401);
  });

  it('sends recognition as the admin who made it with the recognition scope', async () => {
    const { secret } = await apiTokenFor(t.database, ['recognition:send']);
    const peer = await newMember(t);
    const res = await t.post(
      '/api/reward/doreward',
      { ...valid.thankyou, recipients: [peer.memberId] },
      secret,
    );
    expect(res.status).toBe(200);
    const rec = await t.database.db
      .selectFrom('recognitions as r')
      .innerJoin('members as m', 'm.id', 'r.fromMemberId')
      .select('m.memberNumber')
      .where('r.toMemberId', '=', peer.id)
      .executeTakeFirst();
    expect(rec?.memberNumber).toBe('100008');
  });

  it('refuses bad input with form errors', async () => {
    const res = await create({ name: '', scopes: ['everything'], expiresInDays: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.formErrors)).toEqual(expect.arrayContaining(['name', 'expiresInDays']));
  });

  it('the OpenAPI document marks the calls each scope opens', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.paths['/api/report/managerbalances'].post['x-scopes']).toEqual(['reports:read']);
    expect(doc.paths['/api/admin/memberedit'].post['x-scopes']).toEqual(['people:manage']);
  });
});
