import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('turns malformed JSON into a 400 with message and formErrors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: '{"memberNumber":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), formErrors: {} });
  });

  it('turns a body of the wrong type into a 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/member/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('formErrors');
    }
  });

  it('refuses the NUL character anywhere in a body with a 400 on that field', async () => {
    const res = await t.post('/api/member/login', { memberNumber: 'ab\u0000c', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('memberNumber');
    const nested = await t.post('/api/member/login', {
      memberNumber: '1',
      password: 'x',
      extra: [{ deep: '\u0000' }],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.formErrors).toHaveProperty(['extra.0.deep']);
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const res = await t.post('/api/nothing/here', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('serves an OpenAPI 3.1 document naming every call of the registry', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const call of Object.values(calls)) expect(doc.paths).toHaveProperty([call.path]);
  });

  it('serves a default avatar for members without a picture', async () => {
    const res = await t.app.inject({ url: '/profilepic/default' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});
