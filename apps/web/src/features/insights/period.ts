import { t } from '@lingui/core/macro';
import { activeLocale } from '../../lib/i18n/active-locale';
import { dateFormat } from '../../lib/i18n/intl-formats';
import { SOURCE_LOCALE, type Locale } from '../../lib/i18n/locales';
import type { TInsightsPeriod } from './types';

/**
 * What the period picker holds: the kind shown and the last choice of each kind, so switching
 * from Month to Quarter and back keeps the month. The server resolves the chosen period (and the
 * previous one it compares with) in the company's time zone.
 */
export type PeriodKind = TInsightsPeriod['kind'];

export interface PeriodChoice {
  kind: PeriodKind;
  /** 'YYYY-MM' */
  month: string;
  /** 'YYYY-Qn' */
  quarter: string;
  year: number;
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (d: Date) => d.toISOString().slice(0, 10);
const monthKey = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}`;

/** The period to ask for, or null while a custom period is incomplete or runs backwards. */
export function periodOf(choice: PeriodChoice): TInsightsPeriod | null {
  switch (choice.kind) {
    case 'month':
      return { kind: 'month', month: choice.month };
    case 'quarter':
      return { kind: 'quarter', quarter: choice.quarter };
    case 'year':
      return { kind: 'year', year: choice.year };
    case 'custom':
      if (!DAY_PATTERN.test(choice.from) || !DAY_PATTERN.test(choice.to) || choice.from > choice.to)
        return null;
      return { kind: 'custom', from: choice.from, to: choice.to };
  }
}

/**
 * The choice a screen opens with: the company's current month (from the server, so a late
 * evening elsewhere does not show next month), the quarter and year around it, the 30 days to today.
 */
export function initialChoice(currentMonth: string, today: Date): PeriodChoice {
  const y = Number(currentMonth.slice(0, 4));
  const m = Number(currentMonth.slice(5, 7)) - 1;
  const to = iso(today);
  return {
    kind: 'month',
    month: currentMonth,
    quarter: `${y}-Q${Math.floor(m / 3) + 1}`,
    year: y,
    from: iso(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000)),
    to,
  };
}

export interface Option {
  value: string;
  label: string;
}

const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** "Nov 2026" in English (as written, not Intl's "Sept"), the language's own short month and year otherwise. */
function monthYear(d: Date, locale: string): string {
  if (locale === SOURCE_LOCALE || locale === 'en-XA')
    return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
  return dateFormat(locale as Locale, MONTH_YEAR, 'UTC').format(d);
}

/** This month back to January three years before, newest first, labelled in the language shown. */
export function monthOptions(currentMonth: string, locale: string = activeLocale.get(), years = 3): Option[] {
  const y = Number(currentMonth.slice(0, 4));
  const m = Number(currentMonth.slice(5, 7)) - 1;
  return Array.from({ length: 12 * years + m + 1 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - i, 1));
    return {
      value: monthKey(d.getUTCFullYear(), d.getUTCMonth()),
      label: monthYear(d, locale),
    };
  });
}

export function quarterOptions(currentMonth: string, years = 3): Option[] {
  const y = Number(currentMonth.slice(0, 4));
  const q = Math.floor((Number(currentMonth.slice(5, 7)) - 1) / 3);
  return Array.from({ length: 4 * years + q + 1 }, (_, i) => {
    const index = y * 4 + q - i;
    const quarter = (index % 4) + 1;
    const year = String(Math.floor(index / 4));
    return { value: `${year}-Q${quarter}`, label: t`Q${quarter} ${year}` };
  });
}

export function yearOptions(currentMonth: string, years = 3): Option[] {
  const y = Number(currentMonth.slice(0, 4));
  return Array.from({ length: years + 1 }, (_, i) => ({ value: String(y - i), label: String(y - i) }));
}
