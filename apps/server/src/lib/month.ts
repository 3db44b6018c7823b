import { TZDate } from '@date-fns/tz';

/** Ranges already worked out: a month's bounds in a time zone never change, and few are asked for. */
const ranges = new Map<string, { start: string; end: string }>();
const MAX_RANGES = 1_000;

/**
 * The instants a 'YYYY-MM' month covers in the company's time zone, as ISO UTC text so they
 * compare with the stored timestamps: [start, end).
 */
export function monthRange(selMonth: string, timeZone: string): { start: string; end: string } {
  const key = `${selMonth}|${timeZone}`;
  const kept = ranges.get(key);
  if (kept) return { ...kept };
  const [year, month] = selMonth.split('-').map(Number) as [number, number];
  const start = new TZDate(year, month - 1, 1, timeZone);
  const end = new TZDate(year, month, 1, timeZone);
  const range = {
    start: new Date(start.getTime()).toISOString(),
    end: new Date(end.getTime()).toISOString(),
  };
  if (ranges.size >= MAX_RANGES) ranges.clear();
  ranges.set(key, range);
  return { ...range };
}
