import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createMember, memberNumberOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { movableClock } from '../../../test/support/registration.js';
import { hashPassword } from '../../identity/passwords.js';
import { LOGIN_MESSAGES } from './service.js';

const PASSWORD = 'Correct-horse1';
const clock = movableClock();
let t: TestApp;
let hash = '';
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      LOGIN_LIMIT_PER_MEMBER: '5',
      LOGIN_LIMIT_PER_ADDRESS: '8',
      LOGIN_LIMIT_WINDOW_MINUTES: '15',
      LOGIN_BACKOFF_AFTER: '3',
    },
  });
  hash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

/** A registered member of its own with a known password. */
async function member(): Promise<string> {
  const id = await createMember(t.database, { passwordHash: hash });
  return memberNumberOf(t.database, id);
}

let lastOctet = 0;
/** A client address no other test uses. */
const freshAddress = () => `10.77.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

async function signIn(memberNumber: string, password: string, address: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/login',
    payload: { memberNumber, password },
    remoteAddress: address,
  });
  return res.statusCode;
}
const fail = (n: string, address: string, i = 0) => signIn(n, `Wrong-guess${i}`, address);

describe('sign-in limits count failures only', () => {
  it('a colleague guessing from another address never locks the owner out', async () => {
    const victim = await member();
    const colleague = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await fail(victim, colleague, i));
    // Three failures, then the guessing address backs off (and after five it is blocked).
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    // The owner, from an address that has not failed, signs in at once.
    expect(await signIn(victim, PASSWORD, freshAddress())).toBe(200);
    // The guessing address stays blocked for this member, even with the right password.
    expect(await signIn(victim, PASSWORD, colleague)).toBe(429);
  });

  it('successful sign-ins never count: an office behind one address signs in all day', async () => {
    const office = freshAddress();
    const people = await Promise.all([member(), member(), member()]);
    const statuses: number[] = [];
    // Three times the per-address limit of 8.
    for (let i = 0; i < 24; i++) statuses.push(await signIn(people[i % 3]!, PASSWORD, office));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('an address spraying many member numbers is blocked after its failures', async () => {
    const sprayer = freshAddress();
    const numbers = await Promise.all(Array.from({ length: 9 }, () => member()));
    const statuses: number[] = [];
    for (const n of numbers) statuses.push(await fail(n, sprayer));
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: { memberNumber: numbers[0], password: PASSWORD },
      remoteAddress: sprayer,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(LOGIN_MESSAGES.tooMany);
  });

  it('the window slides: failures leave it one by one, not all at a boundary', async () => {
    const n = await member();
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect(await fail(n, from, i)).toBe(400);
    clock.advanceMinutes(10);
    // Slow guesses, past the backoff of the member's 3rd and 4th failure.
    expect(await fail(n, from, 3)).toBe(400);
    clock.advanceMinutes(1);
    expect(await fail(n, from, 4)).toBe(400);
    clock.advanceMinutes(1);
    expect(await signIn(n, PASSWORD, from)).toBe(429);
    // 16 minutes after the first three they have left the window; the last two have not.
    clock.advanceMinutes(4);
    expect(await signIn(n, PASSWORD, from)).toBe(200);
  });

  it('failures from many addresses slow further guesses from those addresses, never the owner', async () => {
    const n = await member();
    const guessers = Array.from({ length: 4 }, freshAddress);
    // One failure each: no pair reaches its limit, but the member's count passes 3.
    for (const a of guessers) expect(await fail(n, a)).toBe(400);
    // A guessing address now waits 2^(4-3) = 2 s after the member's latest failure.
    expect(await signIn(n, PASSWORD, guessers[0]!)).toBe(429);
    expect(await signIn(n, PASSWORD, freshAddress())).toBe(200);
    clock.t += 3_000;
    expect(await fail(n, guessers[1]!, 9)).toBe(400);
  });

  it('parallel guesses from one address cannot slip past the limit', async () => {
    const n = await member();
    const from = freshAddress();
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => fail(n, from, i)));
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    const rows = await t.database.db
      .selectFrom('loginFailures')
      .select('id')
      .where('memberKey', '=', n.toLowerCase())
      .execute();
    expect(rows.length).toBeLessThanOrEqual(5);
  });
});

describe('client addresses behind a load balancer', () => {
  it('reads TRUST_PROXY as a flag, a hop count or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).TRUST_PROXY).toBe('10.0.0.0/8,192.168.1.5');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('limits the address the trusted proxy names, and ignores the header from anyone else', async () => {
    const lb = await createTestApp({
      env: { TRUST_PROXY: '10.1.1.1', LOGIN_LIMIT_PER_MEMBER: '2', LOGIN_LIMIT_PER_ADDRESS: '2' },
    });
    try {
      const id = await createMember(lb.database, { passwordHash: hash });
      const memberNumber = await memberNumberOf(lb.database, id);
      const via = (remoteAddress: string, client: string, password: string) =>
        lb.app
          .inject({
            method: 'POST',
            url: '/api/member/login',
            payload: { memberNumber, password },
            remoteAddress,
            headers: { 'x-forwarded-for': client },
          })
          .then((r) => r.statusCode);
      expect(await via('10.1.1.1', '203.0.113.7', 'Wrong-1a')).toBe(400);
      expect(await via('10.1.1.1', '203.0.113.7', 'Wrong-2a')).toBe(400);
      expect(await via('10.1.1.1', '203.0.113.7', PASSWORD)).toBe(429);
      // Another client behind the same balancer is its own address.
      expect(await via('10.1.1.1', '203.0.113.8', PASSWORD)).toBe(200);
      // A client reaching the portal directly cannot pick its address with the header.
      expect(await via('198.51.100.9', '203.0.113.99', 'Wrong-3a')).toBe(400);
      const rows = await lb.database.db.selectFrom('loginFailures').select('address').execute();
      expect(rows.map((r) => r.address).sort()).toEqual(['198.51.100.9', '203.0.113.7', '203.0.113.7']);
    } finally {
      await lb.close();
    }
  });
});
