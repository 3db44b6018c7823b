import { formatBirthday, MESSAGE_TEXTS, MONTH_NAMES } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { activeLocale } from '../../lib/i18n/active-locale';
import { dateFormat } from '../../lib/i18n/intl-formats';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';

/** English (and the pseudo-locale) keeps the specification's wording: '14 March'. */
const inEnglish = (locale: Locale) => locale === SOURCE_LOCALE || locale === 'en-XA';

/** A day of a month in no particular year (2000 had a 29 February), as the language writes it. */
const dayAndMonth = (locale: Locale, day: number, month: number) =>
  dateFormat(locale, { day: 'numeric', month: 'long' }, 'UTC').format(Date.UTC(2000, month - 1, day));

/**
 * How a birthday reads on the profile: '14 March' ('14. März', '14 مارس'), or '(Not provided)'
 * when empty or invalid.
 */
export function birthdayText(dOBdd: string, dOBmm: string, locale: Locale = activeLocale.get()): string {
  const english = formatBirthday(dOBdd, dOBmm);
  if (english === MESSAGE_TEXTS.birthdayNotProvided.message)
    return sayText(MESSAGE_TEXTS.birthdayNotProvided);
  if (inEnglish(locale)) return english;
  return dayAndMonth(locale, Number(dOBdd), Number(dOBmm));
}

/** Days a month can have, counting 29 February (the year of birth is not held). */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export const dayOptions = Array.from({ length: 31 }, (_, i) => twoDigits(i + 1));

/** The month picker's options: the months' names in the language shown, values '01'…'12'. */
export function monthOptions(locale: Locale = activeLocale.get()): { value: string; label: string }[] {
  const name = inEnglish(locale)
    ? (i: number) => MONTH_NAMES[i] ?? ''
    : (i: number) => dateFormat(locale, { month: 'long' }, 'UTC').format(Date.UTC(2000, i, 1));
  return MONTH_NAMES.map((_, i) => ({ value: twoDigits(i + 1), label: name(i) }));
}
