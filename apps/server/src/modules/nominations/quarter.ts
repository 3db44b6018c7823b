import { TZDate } from '@date-fns/tz';

/**
 * Quarters are calendar quarters in the programme's time zone, named 'YYYY-Qn'. A nomination
 * belongs to the quarter it was made in, so the committee rates and the cluster admin closes
 * a fixed set of candidates.
 */
export function quarterOf(iso: string, timeZone: string): string {
  const d = new TZDate(new Date(iso).getTime(), timeZone);
  return `${d.getFullYear()}-Q${Math.floor(d.getMonth() / 3) + 1}`;
}

/** The first instant after the quarter, as ISO UTC text. */
export function quarterEnd(quarter: string, timeZone: string): string {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) throw new RangeError(`Not a quarter: ${quarter}`);
  const end = new TZDate(Number(m[1]), Number(m[2]) * 3, 1, timeZone);
  return new Date(end.getTime()).toISOString();
}

export const quarterHasEnded = (quarter: string, now: Date, timeZone: string) =>
  quarterEnd(quarter, timeZone) <= now.toISOString();
