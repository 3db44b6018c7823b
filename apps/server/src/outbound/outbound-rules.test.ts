import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { addressAllowed } from './addresses.js';
import { hostListed } from './targets.js';

describe('outbound address rules', () => {
  it('allow global unicast only, loopback only when allowed, mapped IPv6 judged as IPv4', () => {
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(addressAllowed(a, false), a).toBe(true);
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '198.18.0.1',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd12::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      'not an address',
    ];
    for (const a of inside) expect(addressAllowed(a, false), a).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
  });

  it('match push hosts exactly, or every name below a *. entry', () => {
    const hosts = ['fcm.googleapis.com', '*.push.apple.com'];
    expect(hostListed('fcm.googleapis.com', hosts)).toBe(true);
    expect(hostListed('FCM.googleapis.com.', hosts)).toBe(true);
    expect(hostListed('web.push.apple.com', hosts)).toBe(true);
    expect(hostListed('push.apple.com', hosts)).toBe(false);
    expect(hostListed('evilpush.apple.com', hosts)).toBe(false);
    expect(hostListed('fcm.googleapis.com.evil.example', hosts)).toBe(false);
  });
});

describe('outbound configuration', () => {
  const base = { LOG_LEVEL: 'silent' };
  it('lists the push services by default', () => {
    expect(loadConfig(base).PUSH_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(() => loadConfig({ ...base, PUSH_HOSTS: 'https://fcm.googleapis.com' })).toThrow('PUSH_HOSTS');
    expect(() => loadConfig({ ...base, PUSH_HOSTS: ' , ' })).toThrow('PUSH_HOSTS');
  });

  it('refuses the development allowances in production, and takes them for tests', () => {
    for (const flag of ['OUTBOUND_ALLOW_HTTP', 'OUTBOUND_ALLOW_LOOPBACK']) {
      expect(() => loadConfig({ ...base, [flag]: 'true' }), flag).toThrow(flag);
      expect(loadConfig({ ...base, NODE_ENV: 'test', [flag]: 'true' })[flag as 'OUTBOUND_ALLOW_HTTP']).toBe(
        true,
      );
    }
    const production = loadConfig(base);
    expect([production.OUTBOUND_ALLOW_HTTP, production.OUTBOUND_ALLOW_LOOPBACK]).toEqual([false, false]);
  });
});
