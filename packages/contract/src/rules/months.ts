import { MONTH_NAMES } from './birthday.js';

export interface MonthOption {
  /** 'YYYY-MM', the form sent as selMonth. */
  value: string;
  label: string;
}

/** How many full years before the current one the lists reach back. */
export const MONTHS_PREVIOUS_YEARS = 3;

/**
 * Month choices for My Recognition and the reports: the current year from the current month
 * down, then the three previous full years, newest first. The first entry is the default.
 * Read in UTC so that the server, which may check selMonth against this list, and the browser
 * agree on the current month.
 */
export function monthsList(now: Date): MonthOption[] {
  const year = now.getUTCFullYear();
  const options: MonthOption[] = [];
  for (let y = year; y >= year - MONTHS_PREVIOUS_YEARS; y--) {
    const top = y === year ? now.getUTCMonth() + 1 : 12;
    for (let m = top; m >= 1; m--) {
      options.push({ value: `${y}-${String(m).padStart(2, '0')}`, label: `${MONTH_NAMES[m - 1]} ${y}` });
    }
  }
  return options;
}

/** First and last instant (UTC, end exclusive) of a 'YYYY-MM' month. */
export function monthRange(selMonth: string): { start: Date; end: Date } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(selMonth);
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${selMonth}`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}
