import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { activeLocale } from './i18n/active-locale';
import { dateFormat, isolated } from './i18n/intl-formats';
import { SOURCE_LOCALE, type Locale } from './i18n/locales';

/**
 * Server dates are read as UTC. A timestamp without a zone ('2024-03-01 10:05:00')
 * is taken as UTC, and the UTC wall-clock time is what is shown.
 */
export function parseUtc(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const iso = trimmed.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(hasZone ? iso : dateOnly ? `${iso}T00:00:00Z` : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date whose local fields equal the given instant's UTC fields, so date-fns prints UTC. */
function utcWallClock(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

/**
 * Shown in `timeZone` when given (reports carry the company's, so a date shown as 31 Aug is in
 * August's report), otherwise as UTC wall-clock time.
 */
function formatUtc(
  value: string | Date,
  pattern: string,
  intl: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
  locale: Locale,
): string {
  const date = parseUtc(value);
  if (!date) return '';
  // English keeps the specification's patterns; other languages write dates their own way.
  if (locale === SOURCE_LOCALE || locale === 'en-XA') {
    return format(timeZone ? new TZDate(date.getTime(), timeZone) : utcWallClock(date), pattern);
  }
  return isolated(dateFormat(locale, intl, timeZone ?? 'UTC').format(date), locale);
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: '2-digit', year: '2-digit' };

/** Dates in general: d MMM yyyy HH:mm in English, the language's own medium date and time otherwise. */
export function formatDateTime(value: string | Date, timeZone?: string, locale = activeLocale.get()): string {
  return formatUtc(value, 'd MMM yyyy HH:mm', DATE_TIME, timeZone, locale);
}

/** Dates in the My Recognition list: d/MM/yy in English, the language's short date otherwise. */
export function formatShortDate(
  value: string | Date,
  timeZone?: string,
  locale = activeLocale.get(),
): string {
  return formatUtc(value, 'd/MM/yy', SHORT_DATE, timeZone, locale);
}
