import { TZDate } from '@date-fns/tz';

/**
 * The instants a 'YYYY-MM' month covers in the company's time zone, as ISO UTC text so they
 * compare with the stored timestamps: [start, end).
 */
export function monthRange(selMonth: string, timeZone: string): { start: string; end: string } {
  const [year, month] = selMonth.split('-').map(Number) as [number, number];
  const start = new TZDate(year, month - 1, 1, timeZone);
  const end = new TZDate(year, month, 1, timeZone);
  return { start: new Date(start.getTime()).toISOString(), end: new Date(end.getTime()).toISOString() };
}
