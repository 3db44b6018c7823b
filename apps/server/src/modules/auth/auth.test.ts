import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { LOGIN_MESSAGES } from './service.js';

/** A clock the test moves by hand, to walk sessions past their idle and absolute limits. */
const clock = {
  t: Date.now(),
  now() {
    return new Date(this.t);
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LOGIN_LIMIT_PER_MEMBER: '5' } });
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('returns the token and exactly the spec fields for a member', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '100001', password: 'Recognise2026' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'homeCelebrations',
        'homeGetToKnow',
        'homeRecentRecognition',
        'homeStats',
        'memberData',
        'token',
      ].sort(),
    );
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const m = res.body.memberData;
    expect(m.memberNumber).toBe('100001');
    expect(m.siteTemplate).not.toBe('');
    expect(m.pointsName).toBe('Beauty Bucks');
    expect(m.isManager).toBe(false);
    expect(m.awardsPointsAvailable).toBe(1250);
    expect(m.memberId).not.toMatch(/^0\./);
    expect(m).not.toHaveProperty('passwordHash');
  });

  it('gives managers their recognise balance', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '100002', password: 'Recognise2026' });
    expect(res.body.memberData.isManager).toBe(true);
    expect(res.body.memberData.awardsPointsAvailableMng).toBe(10000);
  });

  it('refuses a wrong password with a 400, a message and formErrors', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '100003', password: 'wrong-password1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOGIN_MESSAGES.invalid);
    expect(res.body.formErrors).toBeTypeOf('object');
  });

  it('refuses an unknown member number with the same message', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '999999999', password: 'Recognise2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOGIN_MESSAGES.invalid);
  });

  it('tells an unregistered member to register', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '100007', password: 'Recognise2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LOGIN_MESSAGES.notRegistered);
  });

  it('answers invalid input with field errors', async () => {
    const res = await t.post('/api/member/login', { memberNumber: '', password: 'x'.repeat(81) });
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('memberNumber');
    expect(res.body.formErrors).toHaveProperty('password');
  });

  it('rate limits failed sign-ins per member number and address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.post('/api/member/login', { memberNumber: '100005', password: `wrong${i}aaaa` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // From the address that failed, even the right password waits (more in login-limits.test.ts).
    const ok = await t.post('/api/member/login', { memberNumber: '100005', password: 'Recognise2026' });
    expect(ok.status).toBe(429);
  });
});

describe('sessions', () => {
  it('needs a token for member calls', async () => {
    expect((await t.post('/api/member/getmemberdata', {})).status).toBe(401);
    expect((await t.post('/api/member/getmemberdata', {}, 'not-a-real-token-but-long-enough')).status).toBe(
      401,
    );
  });

  it('loads member data with a valid token', async () => {
    const token = await t.login('100001');
    const res = await t.post('/api/member/getmemberdata', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.memberData.memberNumber).toBe('100001');
    expect(res.body).not.toHaveProperty('token');
  });

  it('logout revokes the token', async () => {
    const token = await t.login('100001');
    expect((await t.post('/api/member/logout', {}, token)).status).toBe(200);
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(401);
  });

  it('expires after the idle limit', async () => {
    const token = await t.login('100004');
    clock.t += 31 * 60_000;
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(401);
  });

  it('expires after the absolute limit even when used all along', async () => {
    const token = await t.login('100004');
    for (let h = 0; h < 12 * 4; h++) {
      clock.t += 15 * 60_000;
      const res = await t.post('/api/member/getmemberdata', {}, token);
      if (h < 12 * 4 - 1) expect(res.status).toBe(200);
      else expect(res.status).toBe(401);
    }
  });

  it('ends the sessions of a member who has left', async () => {
    const token = await t.login('100006');
    await t.database.db
      .updateTable('members')
      .set({ employmentStatus: 'leaver' })
      .where('memberNumber', '=', '100006')
      .execute();
    expect((await t.post('/api/member/getmemberdata', {}, token)).status).toBe(401);
    await t.database.db
      .updateTable('members')
      .set({ employmentStatus: 'active' })
      .where('memberNumber', '=', '100006')
      .execute();
  });
});
