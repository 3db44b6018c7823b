import { activeLocale } from './active-locale';
import { directionOf, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Intl formatters for the language shown, made once per language and kind (the first one a page
 * builds costs the browser its locale data). English keeps the hand-written formats in
 * format.ts and dates.ts, byte for byte as the specification shows them.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The pseudo-locale formats as English does. */
const intlLocale = (locale: Locale) => (locale === 'en-XA' ? SOURCE_LOCALE : locale);

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** Numbers in the language shown (whole numbers unless told). */
export function numberFormat(
  locale: Locale = activeLocale.get(),
  options: Intl.NumberFormatOptions = WHOLE,
): Intl.NumberFormat {
  const key = `n:${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(intlLocale(locale), options)));
  return format;
}

export function dateFormat(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `d:${locale}:${JSON.stringify(options)}:${timeZone}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format)
    cache.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone })));
  return format;
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A number, amount or identifier inside right-to-left text keeps its own order (a minus sign,
 * "1,250 Beauty Bucks", a member number): wrapped in first-strong isolate marks in such a
 * language, left alone otherwise (where the marks would only be noise in copied text).
 */
export function isolated(text: string, locale: Locale = activeLocale.get()): string {
  return directionOf(locale) === 'rtl' && text ? `${FSI}${text}${PDI}` : text;
}
