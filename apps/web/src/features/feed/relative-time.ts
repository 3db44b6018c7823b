import { plural, t } from '@lingui/core/macro';
import { activeLocale } from '../../lib/i18n/active-locale';
import { isolated } from '../../lib/i18n/intl-formats';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';

/**
 * "just now", "5 min ago", "3 h ago", "2 d ago", then the date: short enough for a card on a
 * phone, in the language shown. The exact time goes in the element's title and its long-press
 * tooltip.
 */
export function relativeTime(
  iso: string,
  now: Date = new Date(),
  locale: Locale = activeLocale.get(),
): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now.getTime() - then) / 60_000);
  if (minutes < 1) return t`just now`;
  if (minutes < 60) return plural(minutes, { one: '# min ago', other: '# min ago' });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, { one: '# h ago', other: '# h ago' });
  const days = Math.floor(hours / 24);
  if (days < 7) return plural(days, { one: '# d ago', other: '# d ago' });
  return isolated(formatter(locale, DATE).format(then), locale);
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const EXACT: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

// Made once per language, at first use: toLocale…String with options builds a formatter on every
// call, which on a phone is most of the cost of a card's time. In the device's own time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = locale === 'en-XA' ? SOURCE_LOCALE : locale;
  const key = `${tag}:${options === DATE ? 'date' : 'exact'}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

export const exactTime = (iso: string, locale: Locale = activeLocale.get()) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : isolated(formatter(locale, EXACT).format(at), locale);
};
