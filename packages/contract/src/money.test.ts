import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMinor, pointsToMinor } from './money.js';

describe('card money in minor units', () => {
  it('knows the exponent of the demo currencies and of a zero-decimal one', () => {
    expect(currencyExponent('GBP')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('ZAR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
  });

  it('converts points at a decimal rate exactly, rounding up', () => {
    // 380 × 0.01 × 100 is 380.00000000000006 in floating point; the answer must be 380.
    expect(pointsToMinor(380, 0.01, 2)).toBe(380);
    expect(pointsToMinor(40, 0.01, 2)).toBe(40);
    expect(pointsToMinor(3, 0.333, 2)).toBe(100); // 0.999 → 1.00
    expect(pointsToMinor(7, 0.015, 2)).toBe(11); // 10.5 pence → 11
    expect(pointsToMinor(1234, 0.07, 2)).toBe(8638);
    expect(pointsToMinor(5, 0.5, 0)).toBe(3);
    expect(pointsToMinor(0, 0.01, 2)).toBe(0);
  });

  it('formats to the cent with the symbol in front', () => {
    expect(formatMinor(40, 2, '£')).toBe('£0.40');
    expect(formatMinor(123456, 2, '€')).toBe('€1,234.56');
    expect(formatMinor(1500, 2, 'R')).toBe('R15.00');
    expect(formatMinor(5, 2, 'R')).toBe('R0.05');
    expect(formatMinor(-2500, 2, 'R')).toBe('-R25.00');
    expect(formatMinor(1200, 0, '¥')).toBe('¥1,200');
  });
});
