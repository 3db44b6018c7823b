import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { startTestProvider, type TestProvider } from '../../../test/oidc/test-provider.js';
import { driveProviderLogin } from '../../../test/oidc/drive-login.js';

const RETURN_TO = 'http://portal.test/loginsuccess';
let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startTestProvider({ redirectUris: [RETURN_TO] });
  t = await createTestApp({
    env: {
      SSO_ISSUER: provider.issuer,
      SSO_CLIENT_ID: provider.clientId,
      SSO_CLIENT_SECRET: provider.clientSecret,
      SSO_REDIRECT_URI: RETURN_TO,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Starts at the portal, signs in at the provider as `login`, and returns what the landing would post. */
async function signInAtProvider(login: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/member/ssostart' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin).toBe(provider.issuer);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await driveProviderLogin(authorize.href, login, RETURN_TO);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

describe('single sign-on (OpenID Connect, code + PKCE)', () => {
  it('signs in a registered member matched by employee number, with the login response shape', async () => {
    const payload = await signInAtProvider('100001');
    const res = await t.post('/api/member/authsso', payload);
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.memberData).toMatchObject({ memberNumber: '100001', siteTemplate: 'portal' });
    expect(res.body).toHaveProperty('homeStats');
    const me = await t.post('/api/member/getmemberdata', {}, res.body.token);
    expect(me.body.memberData.memberNumber).toBe('100001');

    // The state finished its sign-in: the same payload again is refused.
    const again = await t.post('/api/member/authsso', payload);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it('refuses a person who is not a member, and one not registered yet, with a clear message', async () => {
    const stranger = await t.post('/api/member/authsso', await signInAtProvider('999999'));
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe('Your company account is not linked to a member of the programme.');
    const unregistered = await t.post('/api/member/authsso', await signInAtProvider('100007'));
    expect(unregistered.status).toBe(400);
    expect(unregistered.body.message).toMatch(/not registered/);
  });

  it('refuses a leaver', async () => {
    await t.database.db
      .updateTable('members')
      .set({ employmentStatus: 'leaver' })
      .where('memberNumber', '=', '100005')
      .execute();
    const res = await t.post('/api/member/authsso', await signInAtProvider('100005'));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/ended/);
  });

  it('refuses an unknown state and a wrong code', async () => {
    expect((await t.post('/api/member/authsso', { code: 'x', state: 'never-started' })).status).toBe(400);
    const { state } = await signInAtProvider('100002');
    const res = await t.post('/api/member/authsso', { code: 'not-the-code', state });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be completed/);
  });

  it('can match on the e-mail claim instead', async () => {
    const byEmail = await createTestApp({
      env: {
        SSO_ISSUER: provider.issuer,
        SSO_CLIENT_ID: provider.clientId,
        SSO_CLIENT_SECRET: provider.clientSecret,
        SSO_REDIRECT_URI: RETURN_TO,
        SSO_MATCH_CLAIM: 'email',
      },
    });
    try {
      await byEmail.database.db
        .updateTable('members')
        .set({ email: '100003@SSO.example.test' })
        .where('memberNumber', '=', '100003')
        .execute();
      const start = await byEmail.app.inject({ method: 'GET', url: '/api/member/ssostart' });
      const back = await driveProviderLogin(start.headers.location as string, '100003', RETURN_TO);
      const res = await byEmail.post('/api/member/authsso', {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
      });
      expect(res.status).toBe(200);
      expect(res.body.memberData.memberNumber).toBe('100003');
    } finally {
      await byEmail.close();
    }
  });
});

describe('single sign-on switched off', () => {
  it('has no start and refuses the hand-over', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/member/ssostart' })).statusCode).toBe(404);
      expect((await off.post('/api/member/authsso', { code: 'c', state: 's' })).status).toBe(400);
    } finally {
      await off.close();
    }
  });
});
