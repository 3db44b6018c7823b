import { describe, expect, it } from 'vitest';
import {
  COOKIE_POLICY_NAME,
  DEFAULT_COOKIE_POLICY,
  acceptCookiePolicy,
  decodeCookiePolicy,
  encodeCookiePolicy,
  isCookieBannerShown,
} from './cookie-policy.js';

describe('cookie policy cPol', () => {
  it('defaults to mandatory off, functional on, third off, written -y-', () => {
    expect(COOKIE_POLICY_NAME).toBe('cPol');
    expect(DEFAULT_COOKIE_POLICY).toEqual({ mandatory: false, functional: true, third: false });
    expect(encodeCookiePolicy(DEFAULT_COOKIE_POLICY)).toBe('-y-');
  });
  it('round-trips every combination through y and - flags', () => {
    for (const raw of ['---', 'y--', '-y-', '--y', 'yy-', 'y-y', '-yy', 'yyy']) {
      expect(encodeCookiePolicy(decodeCookiePolicy(raw))).toBe(raw);
    }
  });
  it('reads a missing or malformed cookie as the defaults', () => {
    for (const raw of [undefined, null, '', 'yes', 'y-', 'YYY'])
      expect(decodeCookiePolicy(raw)).toEqual(DEFAULT_COOKIE_POLICY);
  });
  it('shows the banner until Accept sets the mandatory flag', () => {
    expect(isCookieBannerShown(DEFAULT_COOKIE_POLICY)).toBe(true);
    const accepted = acceptCookiePolicy(DEFAULT_COOKIE_POLICY);
    expect(accepted).toEqual({ mandatory: true, functional: true, third: false });
    expect(isCookieBannerShown(accepted)).toBe(false);
  });
});
