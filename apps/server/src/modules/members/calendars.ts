import { sql, type SqlBool } from 'kysely';
import { celebratedDays, todayIn } from '../../lib/today.js';
import type { ClusterCalendar } from '../../settings/cluster-zones.js';

export type CalendarDay = ReturnType<typeof todayIn>;

/** A calendar with its date now (or the company's date given), and the month-days celebrated on it. */
export interface CalendarToday {
  calendar: ClusterCalendar;
  today: CalendarDay;
  days: Array<{ mm: string; dd: string }>;
}

export function calendarsToday(
  calendars: readonly ClusterCalendar[],
  now: Date,
  companyDay?: CalendarDay,
): CalendarToday[] {
  return calendars.map((calendar) => {
    const today = companyDay ?? todayIn(calendar.timeZone, now);
    return { calendar, today, days: celebratedDays(today) };
  });
}

/**
 * Members (`m` beside their division `d`) whose cluster is on this calendar: the clusters
 * named, or for the programme's calendar every cluster not on another one.
 */
export function onCalendar(all: readonly ClusterCalendar[], c: ClusterCalendar) {
  const cluster = sql.ref('d.clusterCode');
  if (!c.isProgramme) return sql<SqlBool>`${cluster} in (${sql.join(c.clusters)})`;
  const elsewhere = all.filter((x) => !x.isProgramme).flatMap((x) => x.clusters);
  return elsewhere.length ? sql<SqlBool>`${cluster} not in (${sql.join(elsewhere)})` : sql<SqlBool>`1 = 1`;
}

/** The calendar a member of this cluster is on. */
export function calendarOf<T extends { calendar: ClusterCalendar }>(
  list: readonly T[],
  clusterCode: string,
): T {
  const own = list.find((x) => x.calendar.clusters.includes(clusterCode));
  const programme = list.find((x) => x.calendar.isProgramme);
  const found = own ?? programme;
  if (!found) throw new Error('No programme calendar');
  return found;
}
