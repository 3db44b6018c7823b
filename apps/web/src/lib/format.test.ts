import { describe, expect, it } from 'vitest';
import { formatPoints } from './format';

const intl = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

describe('formatPoints', () => {
  it('writes whole points with thousands separators, as Intl does for en-GB', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1857, 10_000, 123_456, 1_000_000, 987_654_321, 2 ** 40];
    for (const value of [...values, ...values.map((v) => -v).filter((v) => v !== 0)])
      expect(formatPoints(value)).toBe(intl.format(value));
  });

  it('rounds a fraction to the nearest whole point, halves away from zero, as Intl does', () => {
    for (const value of [0.4, 0.5, 1.5, 2.5, 999.5, 1234.49, 1234.5, -1.5, -2.5, -1234.5])
      expect(formatPoints(value)).toBe(intl.format(value));
  });

  it('writes no minus sign for a value that rounds to nothing', () => {
    expect(formatPoints(-0.4)).toBe('0');
    expect(formatPoints(-0)).toBe('0');
  });
});
