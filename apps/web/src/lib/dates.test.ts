import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate, parseUtc } from './dates';

describe('dates', () => {
  it('reads a zone-less timestamp as UTC and shows d MMM yyyy HH:mm', () => {
    expect(formatDateTime('2024-03-05 07:09:00')).toBe('5 Mar 2024 07:09');
    expect(formatDateTime('2024-03-05T23:59:00Z')).toBe('5 Mar 2024 23:59');
  });

  it('shows UTC wall-clock time for zoned timestamps', () => {
    expect(formatDateTime('2024-03-05T01:00:00+02:00')).toBe('4 Mar 2024 23:00');
  });

  it('uses d/MM/yy for the My Recognition list', () => {
    expect(formatShortDate('2024-03-05')).toBe('5/03/24');
  });

  it('shows a report date in the company’s time zone when given one', () => {
    // 23:30 UTC on 31 Aug is 00:30 on 1 Sep in London (BST): the report files it in September.
    expect(formatDateTime('2026-08-31T23:30:00.000Z', 'Europe/London')).toBe('1 Sep 2026 00:30');
    expect(formatShortDate('2026-08-31T23:30:00.000Z', 'Europe/London')).toBe('1/09/26');
    expect(formatDateTime('2026-01-31T23:30:00.000Z', 'Europe/London')).toBe('31 Jan 2026 23:30');
  });

  it('gives an empty string for empty or bad input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(parseUtc('  ')).toBeNull();
  });
});
