import { describe, expect, it } from 'vitest';
import { formatBirthday, isValidBirthday } from './birthday.js';

describe('date of birth', () => {
  it('accepts day 01-31 and month 01-12, or both empty', () => {
    expect(isValidBirthday('01', '01')).toBe(true);
    expect(isValidBirthday('31', '12')).toBe(true);
    expect(isValidBirthday('', '')).toBe(true);
  });
  it('refuses out-of-range parts and one part without the other', () => {
    for (const [dd, mm] of [
      ['00', '05'],
      ['32', '01'],
      ['10', '00'],
      ['10', '13'],
      ['5', '05'],
      ['05', ''],
      ['', '05'],
    ]) {
      expect(isValidBirthday(dd!, mm!)).toBe(false);
    }
  });
  it('refuses day 31 in April, June, September and November', () => {
    for (const mm of ['04', '06', '09', '11']) {
      expect(isValidBirthday('31', mm)).toBe(false);
      expect(isValidBirthday('30', mm)).toBe(true);
    }
  });
  it('allows 29 February (no year is held) but not 30', () => {
    expect(isValidBirthday('29', '02')).toBe(true);
    expect(isValidBirthday('30', '02')).toBe(false);
  });
  it('formats a valid birthday and shows (Not provided) otherwise', () => {
    expect(formatBirthday('07', '03')).toBe('7 March');
    expect(formatBirthday('29', '02')).toBe('29 February');
    expect(formatBirthday('31', '04')).toBe('(Not provided)');
    expect(formatBirthday('30', '02')).toBe('(Not provided)');
    expect(formatBirthday('', '')).toBe('(Not provided)');
    expect(formatBirthday(null, undefined)).toBe('(Not provided)');
  });
});
