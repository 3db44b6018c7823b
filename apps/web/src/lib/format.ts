import { activeLocale } from './i18n/active-locale';
import { isolated, numberFormat } from './i18n/intl-formats';
import { SOURCE_LOCALE, type Locale } from './i18n/locales';

/**
 * Points as whole numbers with thousands separators in the language shown ("1,857" in English,
 * "1.857" in German), isolated inside right-to-left text. English is written out rather than
 * with Intl.NumberFormat: the first Intl formatter a page builds costs tens of milliseconds on a
 * phone (the browser loads its locale data), and points are on every first screen, in the
 * header. Halves round away from zero, as Intl rounds them.
 */
export function formatPoints(value: number, locale: Locale = activeLocale.get()): string {
  if (!Number.isFinite(value)) return String(value);
  if (locale !== SOURCE_LOCALE && locale !== 'en-XA')
    return isolated(numberFormat(locale).format(value), locale);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Initials for an avatar placeholder or a logo monogram. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
