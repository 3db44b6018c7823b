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

  it('gives an empty string for empty or bad input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(parseUtc('  ')).toBeNull();
  });
});
