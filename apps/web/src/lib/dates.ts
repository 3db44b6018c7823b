import { format } from 'date-fns';

/**
 * Server dates are read as UTC. A timestamp without a zone ('2024-03-01 10:05:00')
 * is taken as UTC, and the UTC wall-clock time is what is shown.
 */
export function parseUtc(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const trimmed = value.trim();
  if (!trimmed) return null;
  const iso = trimmed.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(hasZone ? iso : dateOnly ? `${iso}T00:00:00Z` : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date whose local fields equal the given instant's UTC fields, so date-fns prints UTC. */
function utcWallClock(date: Date): Date {
  return new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
}

function formatUtc(value: string | Date, pattern: string): string {
  const date = parseUtc(value);
  return date ? format(utcWallClock(date), pattern) : '';
}

/** Dates in general: d MMM yyyy HH:mm. */
export function formatDateTime(value: string | Date): string {
  return formatUtc(value, 'd MMM yyyy HH:mm');
}

/** Dates in the My Recognition list: d/MM/yy. */
export function formatShortDate(value: string | Date): string {
  return formatUtc(value, 'd/MM/yy');
}
