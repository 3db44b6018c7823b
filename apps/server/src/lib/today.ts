import { TZDate } from '@date-fns/tz';

/** Today's calendar date in the company's time zone, as two-digit strings. */
export function todayIn(timeZone: string, now: Date) {
  const d = new TZDate(now.getTime(), timeZone);
  const year = d.getFullYear();
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return { year, mm, dd, isLeap };
}

/**
 * The (month, day) pairs celebrated today: 29 February birthdays and anniversaries are
 * celebrated on 28 February in years without one.
 */
export function celebratedDays(t: {
  mm: string;
  dd: string;
  isLeap: boolean;
}): Array<{ mm: string; dd: string }> {
  const days = [{ mm: t.mm, dd: t.dd }];
  if (t.mm === '02' && t.dd === '28' && !t.isLeap) days.push({ mm: '02', dd: '29' });
  return days;
}
