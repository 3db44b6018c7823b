import { describe, expect, it } from 'vitest';
import { formatMoney, type MoneyFormat } from './money';

const rand: MoneyFormat = {
  currencySymbol: 'R',
  currencyDecimalPlaces: 2,
  isCurrencySymbolSuffix: false,
  isTruncateCents: false,
};

describe('formatMoney', () => {
  it('puts the symbol before the number with the configured decimals', () => {
    expect(formatMoney(1250.5, rand)).toBe('R1,250.50');
    expect(formatMoney(0, rand)).toBe('R0.00');
  });

  it('puts the symbol after the number when isCurrencySymbolSuffix', () => {
    expect(formatMoney(150, { ...rand, currencySymbol: 'pts', isCurrencySymbolSuffix: true })).toBe(
      '150.00\u00a0pts',
    );
  });

  it('cuts cents off, never rounding up, when isTruncateCents', () => {
    const truncating = { ...rand, isTruncateCents: true };
    expect(formatMoney(99.99, truncating)).toBe('R99');
    expect(formatMoney(1999.5, truncating)).toBe('R1,999');
    // 0.1 + 0.2 is 0.30000000000000004 and 0.7 + 0.1 is 0.7999999999999999: both must keep their value.
    expect(formatMoney((0.7 + 0.1) * 10, truncating)).toBe('R8');
  });

  it('rounds to currencyDecimalPlaces when cents are kept', () => {
    expect(formatMoney(10.005, { ...rand, currencyDecimalPlaces: 0 })).toBe('R10');
    expect(formatMoney(10.126, { ...rand, currencyDecimalPlaces: 3 })).toBe('R10.126');
    expect(formatMoney(10.126, rand)).toBe('R10.13');
  });

  it('shows a negative amount (a discount) with the sign outside the symbol', () => {
    expect(formatMoney(-25, rand)).toBe('-R25.00');
    expect(
      formatMoney(-25, {
        ...rand,
        currencySymbol: 'BB',
        isCurrencySymbolSuffix: true,
        isTruncateCents: true,
      }),
    ).toBe('-25\u00a0BB');
    expect(formatMoney(-0.4, { ...rand, isTruncateCents: true })).toBe('R0');
  });

  it('shows the bare number when there is no symbol', () => {
    expect(formatMoney(1234, { ...rand, currencySymbol: ' ', currencyDecimalPlaces: 0 })).toBe('1,234');
  });

  it('writes the number the way the language shown does, the symbol where the programme puts it', () => {
    expect(formatMoney(1250.5, rand, 'de')).toBe('R1.250,50');
    expect(formatMoney(-10, { ...rand, currencySymbol: 'pts', isCurrencySymbolSuffix: true }, 'fr')).toBe(
      '-10,00\u00a0pts',
    );
    // Kept whole inside right-to-left text.
    expect(formatMoney(1250, { ...rand, isTruncateCents: true }, 'ar')).toMatch(/^\u2068R\S+\u2069$/);
  });
});
