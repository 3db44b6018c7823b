/**
 * How insights show a figure. A figure the server withholds because it describes fewer than five
 * people arrives as null and reads "fewer than 5" everywhere (tiles, tables, CSV): the privacy
 * rule is the server's, the screen only never invents a number for it.
 */
export const SUPPRESSED = 'fewer than 5';

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const hours = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export const showCount = (value: number | null | undefined): string =>
  value == null ? SUPPRESSED : whole.format(value);

/** A share between 0 and 1 as a whole percentage. */
export const showShare = (value: number | null | undefined): string =>
  value == null ? SUPPRESSED : percent.format(value);

export const showHours = (value: number | null | undefined): string =>
  value == null ? SUPPRESSED : `${hours.format(value)} h`;

/** Money in the programme's own symbol (as the shop shows it), to the whole unit. */
export const showMoney = (value: number | null | undefined, symbol: string): string =>
  value == null ? SUPPRESSED : `${symbol}${whole.format(value)}`;

/** The change from the previous period, signed ("+12", "−3 pts"), or null when either side is withheld. */
export function change(
  now: number | null | undefined,
  before: number | null | undefined,
  kind: 'count' | 'share' = 'count',
): string | null {
  if (now == null || before == null) return null;
  const diff = kind === 'share' ? Math.round((now - before) * 100) : Math.round(now - before);
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return `${sign}${whole.format(Math.abs(diff))}${kind === 'share' ? ' pts' : ''}`;
}

/** A chart's category name, marked when its figures are withheld (its bar is then missing). */
export const chartLabel = (label: string, suppressed: boolean): string =>
  suppressed ? `${label} (${SUPPRESSED})` : label;
