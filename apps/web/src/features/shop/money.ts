import type { TShopInfo } from '@portal/contract';
import { activeLocale } from '../../lib/i18n/active-locale';
import { isolated, numberFormat } from '../../lib/i18n/intl-formats';
import type { Locale } from '../../lib/i18n/locales';

export type MoneyFormat = Pick<
  TShopInfo,
  'currencySymbol' | 'currencyDecimalPlaces' | 'isCurrencySymbolSuffix' | 'isTruncateCents'
>;

// Float noise (0.1 + 0.2) must not cost a cent when cents are cut off rather than rounded.
const EPSILON = 1e-9;

/**
 * A price or total as the Shop info asks: the currency symbol before or
 * after the number, cents cut off (not rounded) when isTruncateCents, otherwise exactly
 * currencyDecimalPlaces decimals. Grouping and the decimal mark follow the language shown
 * (1,250.50 in English, 1.250,50 in German), and the whole amount keeps its order inside
 * right-to-left text.
 */
export function formatMoney(value: number, info: MoneyFormat, locale: Locale = activeLocale.get()): string {
  const decimals = info.isTruncateCents ? 0 : Math.max(0, Math.min(20, info.currencyDecimalPlaces));
  const magnitude = Math.abs(value);
  const shown = info.isTruncateCents ? Math.trunc(magnitude + EPSILON) : magnitude;
  const number = numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(shown);
  // The sign goes outside the symbol either way: -R10, -10 pts. No sign on an amount shown as 0.
  const sign = value < 0 && Number(shown.toFixed(decimals)) !== 0 ? '-' : '';
  const symbol = info.currencySymbol.trim();
  if (!symbol) return isolated(sign + number, locale);
  // A suffix reads as a unit ("150 pts"), so it takes a non-breaking space; a prefix ("R150") none.
  return isolated(
    info.isCurrencySymbolSuffix ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`,
    locale,
  );
}

/** A formatter bound to one Shop info, for screens that format many amounts. */
export function moneyFormatter(info: MoneyFormat): (value: number) => string {
  return (value) => formatMoney(value, info);
}

/**
 * An amount taken off ("-R10" for a discount of R10), the sign kept with the amount inside
 * right-to-left text rather than drifting to its other side.
 */
export function minus(amount: string, locale: Locale = activeLocale.get()): string {
  return isolated(`-${amount}`, locale);
}
