import { TZDate } from '@date-fns/tz';
import { boundedMemo } from './bounded-memo.js';

type MonthRange = { start: string; end: string };

/** A month's bounds in a time zone never change, and few are asked for: each is worked out once. */
const rangeOf = boundedMemo(1_000, (key): Readonly<MonthRange> => {
  const [selMonth, timeZone] = key.split('|') as [string, string];
  const [year, month] = selMonth.split('-').map(Number) as [number, number];
  const start = new TZDate(year, month - 1, 1, timeZone);
  const end = new TZDate(year, month, 1, timeZone);
  return { start: new Date(start.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() };
});

/**
 * The instants a 'YYYY-MM' month covers in the company's time zone, as ISO UTC text so they
 * compare with the stored timestamps: [start, end).
 */
export function monthRange(selMonth: string, timeZone: string): MonthRange {
  return { ...rangeOf(`${selMonth}|${timeZone}`) };
}
