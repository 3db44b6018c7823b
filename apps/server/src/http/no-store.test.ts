import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/support/suite.js';

const t = appPerFile();

/** Every answer under /api/ and /scim/ may carry a session token or personal data: no cache keeps it. */
describe('Cache-Control on API answers', () => {
  it('is no-store on call answers, errors and the unknown-path 404', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { memberNumber: '100001', password: 'Recognise2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toHaveProperty('token');
    expect(login.headers['cache-control']).toBe('no-store');
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/member/getmemberdata', payload: {} }),
      t.app.inject({
        method: 'POST',
        url: '/api/member/getmemberdata',
        payload: {},
        headers: { authorization: `Bearer ${t.admin}` },
      }),
      t.app.inject({ method: 'POST', url: '/api/member/login', payload: { memberNumber: '' } }),
      t.app.inject({ method: 'GET', url: '/api/no/such/call' }),
      t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 200, 400, 404, 200]);
    for (const a of answers) expect(a.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on SCIM answers, with or without a token', async () => {
    const made = await t.post(
      '/api/admin/apitokencreate',
      { name: 'SCIM cache test', scopes: ['scim'] },
      t.admin,
    );
    const refused = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    const users = await t.app.inject({
      method: 'GET',
      url: '/scim/v2/Users?count=1',
      headers: { authorization: `Bearer ${made.body.secret}` },
    });
    expect([refused.statusCode, users.statusCode]).toEqual([401, 200]);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(users.headers['cache-control']).toBe('no-store');
  });

  it('leaves other answers to their own caching', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
    const avatar = await t.app.inject({ url: '/profilepic/default' });
    expect(avatar.headers['cache-control']).not.toBe('no-store');
  });
});
