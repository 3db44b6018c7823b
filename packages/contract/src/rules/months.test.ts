import { describe, expect, it } from 'vitest';
import { monthRange, monthsList } from './months.js';

describe('months list', () => {
  it('in November 2026: Nov 2026 down to Jan 2026, then 2025, 2024 and 2023 in full', () => {
    const list = monthsList(new Date(Date.UTC(2026, 10, 15, 12)));
    expect(list).toHaveLength(11 + 36);
    expect(list[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(list[10]).toEqual({ value: '2026-01', label: 'January 2026' });
    expect(list[11]).toEqual({ value: '2025-12', label: 'December 2025' });
    expect(list.at(-1)).toEqual({ value: '2023-01', label: 'January 2023' });
  });
  it('in January: one month of the current year plus three full years', () => {
    const list = monthsList(new Date(Date.UTC(2025, 0, 1, 0, 0)));
    expect(list.map((m) => m.value).slice(0, 3)).toEqual(['2025-01', '2024-12', '2024-11']);
    expect(list).toHaveLength(1 + 36);
    expect(list.at(-1)?.value).toBe('2022-01');
  });
  it('in December: the whole current year', () => {
    const list = monthsList(new Date(Date.UTC(2024, 11, 31, 23, 59)));
    expect(list).toHaveLength(12 + 36);
    expect(list[0]?.label).toBe('December 2024');
  });
  it('is newest first with no repeats', () => {
    const values = monthsList(new Date(Date.UTC(2026, 5, 1))).map((m) => m.value);
    expect([...values].sort().reverse()).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });
  it('reads the current month in UTC', () => {
    // 23:30 UTC on 31 March is already April east of Greenwich; the list still starts at March.
    expect(monthsList(new Date('2026-03-31T23:30:00Z'))[0]?.value).toBe('2026-03');
  });
  it('monthRange gives the UTC bounds of a month', () => {
    expect(monthRange('2024-02')).toEqual({
      start: new Date('2024-02-01T00:00:00Z'),
      end: new Date('2024-03-01T00:00:00Z'),
    });
    expect(monthRange('2024-12').end).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(() => monthRange('2024-13')).toThrow(RangeError);
  });
});
