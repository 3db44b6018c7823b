import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { splitPayment } from './payments.js';
import { promoDescription, promoDiscount } from './promo.js';
import { formatPrice, imageUrl } from './shop-info.js';

/** The shop's pure money rules (no database). */
describe('shop pricing rules', () => {
  it('a percentage discount rounds down; a fixed one never exceeds the total', () => {
    expect(promoDiscount({ kind: 'percent', amount: 10 }, 999)).toBe(99);
    expect(promoDiscount({ kind: 'percent', amount: 100 }, 250)).toBe(250);
    expect(promoDiscount({ kind: 'fixed', amount: 50 }, 30)).toBe(30);
    expect(promoDiscount({ kind: 'fixed', amount: 50 }, 300)).toBe(50);
  });

  it('formats prices per the configuration: suffix or prefix, truncated or with decimals', () => {
    const points = loadConfig({});
    expect(formatPrice(points, 1250)).toBe('1,250 BB');
    expect(promoDescription(points, { kind: 'fixed', amount: 50 })).toBe('50 BB off');
    const money = loadConfig({
      SHOP_CURRENCY_SYMBOL: '£',
      SHOP_CURRENCY_SUFFIX: 'false',
      SHOP_CURRENCY_DECIMALS: '2',
      SHOP_TRUNCATE_CENTS: 'false',
    });
    expect(formatPrice(money, 12.5)).toBe('£12.50');
    const truncated = loadConfig({
      SHOP_CURRENCY_SYMBOL: '€',
      SHOP_CURRENCY_DECIMALS: '2',
      SHOP_TRUNCATE_CENTS: 'true',
    });
    expect(formatPrice(truncated, 12.99)).toBe('12 €');
  });

  it('puts image names under the configured base and keeps absolute URLs', () => {
    expect(imageUrl(loadConfig({}), 'a.svg')).toBe('/shopimg/a.svg');
    expect(imageUrl(loadConfig({ SHOP_IMAGE_BASE_URL: 'https://cdn.example.com/p' }), 'a.svg')).toBe(
      'https://cdn.example.com/p/a.svg',
    );
    expect(imageUrl(loadConfig({}), 'https://elsewhere.example.com/x.png')).toBe(
      'https://elsewhere.example.com/x.png',
    );
    expect(imageUrl(loadConfig({}), '')).toBe('');
  });

  it('splits a total into points first and a card shortfall, rounded up in the minor unit', () => {
    expect(splitPayment(500, 800, 0.01, 2)).toEqual({ points: 500, shortfallPoints: 0, moneyMinor: 0 });
    expect(splitPayment(500, 120, 0.01, 2)).toEqual({ points: 120, shortfallPoints: 380, moneyMinor: 380 });
    expect(splitPayment(3, 0, 0.005, 2)).toEqual({ points: 0, shortfallPoints: 3, moneyMinor: 2 });
    expect(splitPayment(100, -5, 0.01, 2)).toEqual({ points: 0, shortfallPoints: 100, moneyMinor: 100 });
  });
});
