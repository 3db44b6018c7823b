import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, calls, SCOPES, type CallDef } from '@portal/contract';
import { createTestApp, type TestApp } from './app.js';
import { apiTokenFor, PERSONAS, sessionFor, type PersonaName } from './personas.js';

/**
 * Walks the call registry: every call the server answers is tried anonymously and as each
 * kind of member. Anonymous gets 401 except on anonymous calls; a role not allowed gets 403;
 * an allowed role never gets 401 or 403. A call added to the registry is covered here as soon
 * as the server registers it.
 */
let t: TestApp;
beforeAll(async () => {
  // Token callers make every call in a minute; the per-token limit has its own test.
  t = await createTestApp({ env: { API_TOKEN_RATE_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const entries = Object.entries(calls) as Array<[string, CallDef]>;
const served = () => entries.filter(([, c]) => t.app.hasRoute({ method: 'POST', url: c.path }));

const allowed = (call: CallDef, persona: PersonaName) =>
  call.access === 'anonymous' ||
  call.access.some((r) => (PERSONAS[persona].roles as readonly string[]).includes(r));

describe('role matrix', () => {
  it('covers the calls the server answers, and every answered call is in the registry', () => {
    expect(served().length).toBeGreaterThanOrEqual(5);
    const registryPaths = new Set(entries.map(([, c]) => c.path));
    const apiRoutes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((l) => /(\/api\/\S+)\s+\(POST/.exec(l)?.[1])
      .filter((p): p is string => !!p);
    for (const p of apiRoutes) expect(registryPaths).toContain(p);
  });

  it('refuses anonymous callers except on anonymous calls', async () => {
    for (const [id, call] of served()) {
      const res = await t.post(call.path, {});
      if (call.access === 'anonymous') expect(res.status, id).not.toBe(401);
      else {
        expect(res.status, id).toBe(401);
        expect(res.body.message, id).toEqual(expect.any(String));
      }
    }
  });

  for (const persona of Object.keys(PERSONAS) as PersonaName[]) {
    it(`as ${persona}: 403 where the role is not allowed, never 401/403 where it is`, async () => {
      for (const [id, call] of served()) {
        // A fresh session per call: some calls (logout) end the session they are made with.
        const token = await sessionFor(t.database, PERSONAS[persona].memberNumber);
        const res = await t.post(call.path, {}, token);
        if (allowed(call, persona)) expect([401, 403], `${id} as ${persona}`).not.toContain(res.status);
        else {
          expect(res.status, `${id} as ${persona}`).toBe(403);
          expect(res.body.message).toBe(
            call.forbiddenMessage ?? 'Only authoirised personel may access this module.',
          );
        }
      }
    });
  }
});

describe('role matrix for API token callers, by scope', () => {
  const opened = (id: string, scope: (typeof API_SCOPES)[number]) => SCOPES[scope].calls.includes(id);
  for (const scope of API_SCOPES) {
    it(`a token with scope ${scope}: 403 on every call the scope does not open, never 401/403 on those it does`, async () => {
      const { secret } = await apiTokenFor(t.database, [scope]);
      for (const [id, call] of served()) {
        const res = await t.post(call.path, {}, secret);
        if (call.access === 'anonymous' || opened(id, scope))
          expect([401, 403], `${id} with ${scope}`).not.toContain(res.status);
        else {
          expect(res.status, `${id} with ${scope}`).toBe(403);
          expect(res.body.message, id).toEqual(expect.any(String));
        }
      }
    });
  }

  it('a token with several scopes opens the union of their calls', async () => {
    const { secret } = await apiTokenFor(t.database, ['reports:read', 'people:manage']);
    for (const [id, call] of served()) {
      if (call.access === 'anonymous') continue;
      const res = await t.post(call.path, {}, secret);
      const open = opened(id, 'reports:read') || opened(id, 'people:manage');
      if (open) expect([401, 403], id).not.toContain(res.status);
      else expect(res.status, id).toBe(403);
    }
  });

  it('an expired, revoked or unknown token is 401 on every call that needs a caller', async () => {
    const expired = await apiTokenFor(t.database, ['people:manage'], {
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    const revoked = await apiTokenFor(t.database, ['people:manage']);
    await t.database.db
      .updateTable('apiTokens')
      .set({ revokedAt: new Date().toISOString() })
      .where('id', '=', revoked.id)
      .execute();
    const unknown = `shn_${'x'.repeat(43)}`;
    for (const secret of [expired.secret, revoked.secret, unknown]) {
      for (const [id, call] of served()) {
        if (call.access === 'anonymous') continue;
        expect((await t.post(call.path, {}, secret)).status, id).toBe(401);
      }
    }
  });
});

describe('ownership', () => {
  it('a profile update changes only the caller, whatever ids the body carries', async () => {
    const other = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('memberNumber', '=', '100002')
      .executeTakeFirstOrThrow();
    const token = await sessionFor(t.database, '100001');
    const res = await t.post(
      '/api/member/memberupdate',
      {
        memberId: String(other.id),
        memberNumber: '100002',
        interest1: false,
        firstname: 'Mallory',
        cellNum: '+44 7700 900999',
        dOBdd: '',
        dOBmm: '',
      },
      token,
    );
    expect(res.status).toBe(200);
    const after = await t.database.db
      .selectFrom('members')
      .selectAll()
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(other);
  });

  it('member data is always the caller’s own', async () => {
    const token = await sessionFor(t.database, '100001');
    const res = await t.post('/api/member/getmemberdata', { memberId: '2', memberNumber: '100002' }, token);
    expect(res.body.memberData.memberNumber).toBe('100001');
  });
});
