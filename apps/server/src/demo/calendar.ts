/** Calendar arithmetic the demo needs for birthdays and work anniversaries. */

export interface MonthDay {
  mm: string;
  dd: string;
}

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const pad = (n: number) => String(n).padStart(2, '0');

/** Every calendar day of the given year, in order (366 in a leap year). */
export function daysOfYear(year: number): MonthDay[] {
  const days: MonthDay[] = [];
  for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
    const d = new Date(t);
    days.push({ mm: pad(d.getUTCMonth() + 1), dd: pad(d.getUTCDate()) });
  }
  return days;
}

/** All 366 month-days a person can be born or hired on, 29 February included. */
export const ALL_MONTH_DAYS: readonly MonthDay[] = daysOfYear(2000);

/** Leap years in [from, to], oldest first. */
export function leapYearsBetween(from: number, to: number): number[] {
  const years: number[] = [];
  for (let y = from; y <= to; y++) if (isLeapYear(y)) years.push(y);
  return years;
}
