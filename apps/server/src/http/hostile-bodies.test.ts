import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { MAX_ARRAY_ITEMS, MAX_BODY_DEPTH } from './forbidden-text.js';
import { solid } from '../images/test-images.js';

let t: TestApp;
let member: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  member = await t.login('100001');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function raw(url: string, payload: string | Buffer, contentType = 'application/json', token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { message?: unknown; formErrors?: Record<string, string> },
  };
}

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('hostile JSON bodies', () => {
  it.each([
    ['5,000 nested arrays', nestedArrays(5000)],
    ['150,000 nested objects', nestedObjects(150_000)],
    ['deep nesting inside a field', `{"memberNumber":"1","password":"x","extra":${nestedArrays(5000)}}`],
  ])('answers %s with a 400 and a clear message, signed in or not', async (_name, body) => {
    for (const [url, token] of [
      ['/api/member/login', undefined],
      ['/api/site/getmemberlist', member],
    ] as const) {
      const res = await raw(url, body, 'application/json', token);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/nested too deeply/);
      expect(res.body.formErrors).toEqual({});
    }
  });

  it(`takes nesting up to ${MAX_BODY_DEPTH} levels to validation and refuses one more`, async () => {
    const inner = (levels: number) => `{"note":${nestedArrays(levels)}}`;
    const within = await raw('/api/site/branding', inner(MAX_BODY_DEPTH - 1));
    expect(within.status).toBe(200);
    const over = await raw('/api/site/branding', inner(MAX_BODY_DEPTH));
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/nested too deeply/);
  });

  it('refuses a huge array anywhere in a body with a 400 naming the field', async () => {
    const huge = `[${new Array(300_000).fill('0').join(',')}]`;
    const top = await raw('/api/member/login', huge);
    expect(top.status).toBe(400);
    const field = await raw(
      '/api/reward/doreward',
      `{"requestId":"3f1c8a8e-2b7a-4c3e-9d55-0a4c2b9c1e11","recipients":${huge}}`,
      'application/json',
      member,
    );
    expect(field.status).toBe(400);
    expect(field.body.message).toMatch(/too long/);
    expect(field.body.formErrors).toHaveProperty('recipients');
    const justOver = await raw(
      '/api/member/login',
      JSON.stringify({ x: new Array(MAX_ARRAY_ITEMS + 1).fill(1) }),
    );
    expect(justOver.status).toBe(400);
    expect(justOver.body.formErrors).toHaveProperty('x');
  });

  it.each([
    ['right-to-left override', 'Ann\u202e'],
    ['left-to-right override', '\u202dAnn'],
    ['embedding', '\u202aAnn'],
    ['pop directional formatting', 'Ann\u202c'],
    ['isolate', '\u2066Ann\u2069'],
    ['lone high surrogate', 'Ann\ud83d'],
    ['lone low surrogate', '\ude00Ann'],
    ['NUL', 'An\u0000n'],
  ])('refuses a %s in any text field or key with a 400 on that field', async (_name, text) => {
    const field = await t.post('/api/member/login', { memberNumber: text, password: 'x' });
    expect(field.status).toBe(400);
    expect(field.body.formErrors).toEqual({ memberNumber: 'Contains a character that is not allowed' });
    const nested = await t.post('/api/member/login', {
      memberNumber: '1',
      password: 'x',
      list: [{ deep: text }],
    });
    expect(nested.body.formErrors).toHaveProperty(['list.0.deep']);
    const key = await t.post('/api/member/login', { memberNumber: '1', password: 'x', [text]: 1 });
    expect(key.status).toBe(400);
    expect(key.body.formErrors).toHaveProperty('_key');
  });

  it('refuses a lone surrogate written as a JSON escape', async () => {
    const res = await raw('/api/member/login', '{"memberNumber":"\\ud800","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('memberNumber');
  });

  it('still takes every script, emoji and ordinary direction marks', async () => {
    const res = await t.post('/api/site/branding', { note: 'שלום 🎉 中文 a\u200fb\u200e', [`ключ 🎉`]: 'x' });
    expect(res.status).toBe(200);
  });
});

describe('multipart fields', () => {
  it('refuses a bidirectional control in an upload field with a 400 on that field', async () => {
    const form = new FormData();
    form.append('campaignId', '1\u202e');
    form.append('filePic', new Blob([new Uint8Array(await solid('png'))], { type: 'image/png' }), 'p.png');
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await raw(
      '/api/getinvolved/picupload',
      Buffer.from(await req.arrayBuffer()),
      req.headers.get('content-type')!,
      member,
    );
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toEqual({ campaignId: 'Contains a character that is not allowed' });
  });
});

describe('content types', () => {
  it('answers a body of another type with 415 and a message', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await raw('/api/member/login', 'memberNumber=1&password=x', type);
      expect(res.status, type).toBe(415);
      expect(res.body.message, type).toMatch(/JSON/);
    }
  });

  it('answers a multipart body to a JSON call, and JSON to an upload, with 415', async () => {
    const boundary = 'b0undary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="memberNumber"\r\n\r\n1\r\n--${boundary}--\r\n`;
    const toJsonCall = await raw('/api/member/login', multipart, `multipart/form-data; boundary=${boundary}`);
    expect(toJsonCall.status).toBe(415);
    expect(toJsonCall.body.message).toMatch(/JSON/);
    const toUpload = await raw('/api/member/profilepicupload', '{}', 'application/json', member);
    expect(toUpload.status).toBe(415);
    expect(toUpload.body.message).toMatch(/multipart/);
  });

  it('keeps JSON with a charset and a call sent without a body working', async () => {
    const res = await raw('/api/site/branding', '{}', 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
    const empty = await t.app.inject({ method: 'POST', url: '/api/site/branding' });
    expect(empty.statusCode).toBe(200);
  });
});

describe('paths and headers', () => {
  it('answers an unknown /api/ path with a JSON 404 for every method, while other paths load the app', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const url of ['/api/nothing/here', '/api/', '/api', '/api/member/login/x?y=1']) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json');
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    }
    const page = await t.app.inject({ url: '/myrecognition' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>portal</title>');
  });

  it('forbids framing in both headers browsers read', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
