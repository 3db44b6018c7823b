import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { insights } from '@portal/contract';

type TInsightsPeriod = insights.TInsightsPeriod;

/**
 * A period resolved in the company's time zone: its first and last day (both included), a
 * label, and the UTC instants [start, end) it covers, as roll-up slot keys and ISO text.
 */
export interface Range {
  from: string;
  to: string;
  label: string;
  start: string;
  end: string;
  startSlot: string;
  endSlot: string;
  /** Set when the range is a whole month, quarter or year ('YYYY-MM', 'YYYY-Qn', 'YYYY'). */
  periodKey?: string;
}

const DAY = 'yyyy-MM-dd';

/** Midnight of a calendar day in `timeZone`, as ISO UTC. */
export function dayStart(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime()).toISOString();
}

/** A roll-up slot key of an ISO time: every zone's midnight is a whole quarter hour. */
export const slotOf = (iso: string) => iso.slice(0, 16);

export function rangeOf(
  from: string,
  to: string,
  label: string,
  timeZone: string,
  periodKey?: string,
): Range {
  const start = dayStart(from, timeZone);
  const end = dayStart(format(addDays(parseISO(to), 1), DAY), timeZone);
  const range = { from, to, label, start, end, startSlot: slotOf(start), endSlot: slotOf(end) };
  return periodKey ? { ...range, periodKey } : range;
}

const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMM yyyy');
const lastDayOf = (y: number, m: number) => format(new Date(Date.UTC(y, m, 0)), DAY);
const pad = (n: number) => String(n).padStart(2, '0');

/** First and last day and label of a period as the caller named it. */
function bounds(p: TInsightsPeriod): { from: string; to: string; label: string; key?: string } {
  switch (p.kind) {
    case 'month': {
      const [y, m] = p.month.split('-').map(Number) as [number, number];
      return { from: `${p.month}-01`, to: lastDayOf(y, m), label: monthLabel(p.month), key: p.month };
    }
    case 'quarter': {
      const y = Number(p.quarter.slice(0, 4));
      const q = Number(p.quarter.slice(6));
      return {
        from: `${y}-${pad(q * 3 - 2)}-01`,
        to: lastDayOf(y, q * 3),
        label: `Q${q} ${y}`,
        key: `${y}-Q${q}`,
      };
    }
    case 'year':
      return { from: `${p.year}-01-01`, to: `${p.year}-12-31`, label: String(p.year), key: String(p.year) };
    case 'custom':
      return { from: p.from, to: p.to, label: `${p.from} to ${p.to}` };
  }
}

/** The previous period of the same kind: the month, quarter or year before, or as many days before. */
function previousBounds(p: TInsightsPeriod): { from: string; to: string; label: string; key?: string } {
  switch (p.kind) {
    case 'month': {
      const [y, m] = p.month.split('-').map(Number) as [number, number];
      const prev = m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
      return bounds({ kind: 'month', month: prev });
    }
    case 'quarter': {
      const y = Number(p.quarter.slice(0, 4));
      const q = Number(p.quarter.slice(6));
      return bounds({ kind: 'quarter', quarter: q === 1 ? `${y - 1}-Q4` : `${y}-Q${q - 1}` });
    }
    case 'year':
      return bounds({ kind: 'year', year: p.year - 1 });
    case 'custom': {
      const days = differenceInCalendarDays(parseISO(p.to), parseISO(p.from)) + 1;
      const to = format(addDays(parseISO(p.from), -1), DAY);
      const from = format(addDays(parseISO(p.from), -days), DAY);
      return { from, to, label: `${from} to ${to}` };
    }
  }
}

export function resolvePeriods(p: TInsightsPeriod, timeZone: string): { current: Range; previous: Range } {
  const c = bounds(p);
  const v = previousBounds(p);
  return {
    current: rangeOf(c.from, c.to, c.label, timeZone, c.key),
    previous: rangeOf(v.from, v.to, v.label, timeZone, v.key),
  };
}

/** The calendar months a range touches, each clipped to the range, oldest first. */
export function monthsOf(range: Range, timeZone: string): Range[] {
  const out: Range[] = [];
  let month = range.from.slice(0, 7);
  while (`${month}-01` <= range.to) {
    const [y, m] = month.split('-').map(Number) as [number, number];
    const from = `${month}-01` < range.from ? range.from : `${month}-01`;
    const last = lastDayOf(y, m);
    const to = last > range.to ? range.to : last;
    const whole = from === `${month}-01` && to === last;
    out.push(rangeOf(from, to, month, timeZone, whole ? month : undefined));
    month = m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  }
  return out;
}

/** The current month (YYYY-MM) in the company's time zone. */
export const currentMonth = (now: Date, timeZone: string) =>
  format(new TZDate(now.getTime(), timeZone), 'yyyy-MM');
