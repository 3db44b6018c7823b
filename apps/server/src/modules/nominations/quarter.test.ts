import { describe, expect, it } from 'vitest';
import { quarterEnd, quarterHasEnded, quarterOf } from './quarter.js';

describe('quarters in the programme time zone', () => {
  it('names the calendar quarter of an instant where the programme is', () => {
    expect(quarterOf('2026-03-31T22:59:59.000Z', 'Europe/London')).toBe('2026-Q1');
    // 00:30 on 1 April in London (summer time) is still 31 March in UTC.
    expect(quarterOf('2026-03-31T23:30:00.000Z', 'Europe/London')).toBe('2026-Q2');
    expect(quarterOf('2026-12-31T23:30:00.000Z', 'Africa/Johannesburg')).toBe('2027-Q1');
  });

  it('ends at local midnight after the quarter’s last day', () => {
    expect(quarterEnd('2026-Q1', 'Europe/London')).toBe('2026-03-31T23:00:00.000Z');
    expect(quarterEnd('2026-Q4', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
    expect(quarterHasEnded('2026-Q1', new Date('2026-03-31T22:00:00Z'), 'Europe/London')).toBe(false);
    expect(quarterHasEnded('2026-Q1', new Date('2026-03-31T23:00:00Z'), 'Europe/London')).toBe(true);
    expect(() => quarterEnd('2026-Q5', 'UTC')).toThrow(RangeError);
  });
});
