import type { TShopInfo } from '@portal/contract';

export type MoneyFormat = Pick<
  TShopInfo,
  'currencySymbol' | 'currencyDecimalPlaces' | 'isCurrencySymbolSuffix' | 'isTruncateCents'
>;

// Float noise (0.1 + 0.2) must not cost a cent when cents are cut off rather than rounded.
const EPSILON = 1e-9;

/**
 * A price or total as the Shop info asks: the currency symbol before or
 * after the number, cents cut off (not rounded) when isTruncateCents, otherwise exactly
 * currencyDecimalPlaces decimals. Grouping follows en-GB (1,250.50).
 */
export function formatMoney(value: number, info: MoneyFormat): string {
  const decimals = info.isTruncateCents ? 0 : Math.max(0, Math.min(20, info.currencyDecimalPlaces));
  const magnitude = Math.abs(value);
  const shown = info.isTruncateCents ? Math.trunc(magnitude + EPSILON) : magnitude;
  const number = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(shown);
  // The sign goes outside the symbol either way: -R10, -10 pts.
  const sign = value < 0 && Number(number.replace(/,/g, '')) !== 0 ? '-' : '';
  const symbol = info.currencySymbol.trim();
  if (!symbol) return sign + number;
  // A suffix reads as a unit ("150 pts"), so it takes a non-breaking space; a prefix ("R150") none.
  return info.isCurrencySymbolSuffix ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`;
}

/** A formatter bound to one Shop info, for screens that format many amounts. */
export function moneyFormatter(info: MoneyFormat): (value: number) => string {
  return (value) => formatMoney(value, info);
}
