import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { numberFormat } from '../../lib/i18n/intl-formats';

/**
 * How insights show a figure. A figure the server withholds because it describes fewer than five
 * people arrives as null and reads "fewer than 5" everywhere (tiles, tables, CSV): the privacy
 * rule is the server's, the screen only never invents a number for it.
 */
/** "fewer than 5" in the language shown. */
export const suppressedText = (): string => i18n._(SUPPRESSED_TEXT);
export const SUPPRESSED_TEXT = msg`fewer than 5`;

// In the language shown, read at each call (so a switch of language needs no reload).
const whole = { format: (v: number) => numberFormat().format(v) };
const percent = { format: (v: number) => numberFormat(undefined, PERCENT).format(v) };
const hours = { format: (v: number) => numberFormat(undefined, HOURS).format(v) };
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const HOURS: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

export const showCount = (value: number | null | undefined): string =>
  value == null ? suppressedText() : whole.format(value);

/** A share between 0 and 1 as a whole percentage. */
export const showShare = (value: number | null | undefined): string =>
  value == null ? suppressedText() : percent.format(value);

export const showHours = (value: number | null | undefined): string =>
  value == null ? suppressedText() : t`${hours.format(value)} h`;

/** Money in the programme's own symbol (as the shop shows it), to the whole unit. */
export const showMoney = (value: number | null | undefined, symbol: string): string =>
  value == null ? suppressedText() : `${symbol}${whole.format(value)}`;

/** The change from the previous period, signed ("+12", "−3 pts"), or null when either side is withheld. */
export function change(
  now: number | null | undefined,
  before: number | null | undefined,
  kind: 'count' | 'share' = 'count',
): string | null {
  if (now == null || before == null) return null;
  const diff = kind === 'share' ? Math.round((now - before) * 100) : Math.round(now - before);
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return `${sign}${whole.format(Math.abs(diff))}${kind === 'share' ? t` pts` : ''}`;
}

/** A chart's category name, marked when its figures are withheld (its bar is then missing). */
export const chartLabel = (label: string, suppressed: boolean): string =>
  suppressed ? `${label} (${suppressedText()})` : label;
