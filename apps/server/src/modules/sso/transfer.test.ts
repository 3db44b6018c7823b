import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

const KEY = 'transfer-test-key-that-is-long-enough-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRANSFER_AUTH_KEY: KEY, TRANSFER_AUTH_ISSUER: 'intranet' } });
});
afterAll(() => t.close());

function handOff(
  sub: string,
  opts: { key?: string; expiresIn?: string | number; issuer?: string; jti?: string } = {},
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(opts.issuer ?? 'intranet')
    .setIssuedAt()
    .setJti(opts.jti ?? randomUUID())
    .setExpirationTime(opts.expiresIn ?? '2m')
    .sign(new TextEncoder().encode(opts.key ?? KEY));
}
const transfer = async (token: string) =>
  t.post('/api/member/authsso', { code: token, state: 'transfer-auth' });

describe('transfer authentication (/welcometrfauth)', () => {
  it('a valid hand-off signs the member in, once', async () => {
    const token = await handOff('100002');
    const res = await transfer(token);
    expect(res.status).toBe(200);
    expect(res.body.memberData.memberNumber).toBe('100002');
    expect((await t.post('/api/member/getmemberdata', {}, res.body.token)).status).toBe(200);

    const reused = await transfer(token);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/already been used/);
  });

  it('refuses an expired token', async () => {
    const res = await transfer(await handOff('100002', { expiresIn: Math.floor(Date.now() / 1000) - 120 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('refuses a token that lives longer than five minutes', async () => {
    const res = await transfer(await handOff('100002', { expiresIn: '1h' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid/);
  });

  it('refuses a wrong signature and a wrong issuer', async () => {
    expect(
      (await transfer(await handOff('100002', { key: 'another-key-of-reasonable-length-0123456789' }))).body
        .message,
    ).toMatch(/not valid/);
    expect((await transfer(await handOff('100002', { issuer: 'elsewhere' }))).status).toBe(400);
    expect((await transfer('not.a.jwt')).status).toBe(400);
  });

  it('refuses an unknown or unregistered member', async () => {
    const unknown = await transfer(await handOff('999999'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/not linked/);
    expect((await transfer(await handOff('100007'))).body.message).toMatch(/not registered/);
  });

  it('is off without a key', async () => {
    const off = await createTestApp();
    try {
      const res = await off.post('/api/member/authsso', {
        code: await handOff('100002'),
        state: 'transfer-auth',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/not enabled/);
    } finally {
      await off.close();
    }
  });

  it('is rate limited per address like the password sign-in', async () => {
    const limited = await createTestApp({
      env: { TRANSFER_AUTH_KEY: KEY, TRANSFER_AUTH_ISSUER: 'intranet', LOGIN_LIMIT_PER_ADDRESS: '3' },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (await limited.post('/api/member/authsso', { code: 'not-a-token', state: 'transfer-auth' })).status,
        );
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
