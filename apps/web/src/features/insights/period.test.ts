import { describe, expect, it } from 'vitest';
import {
  initialChoice,
  monthOptions,
  periodOf,
  quarterOptions,
  yearOptions,
  type PeriodChoice,
} from './period';

const base: PeriodChoice = initialChoice('2026-11', new Date('2026-11-24T10:00:00Z'));

describe('insights period picker', () => {
  it('opens on the current month, with its quarter and year, and the last 30 days as custom', () => {
    expect(base).toEqual({
      kind: 'month',
      month: '2026-11',
      quarter: '2026-Q4',
      year: 2026,
      from: '2026-10-26',
      to: '2026-11-24',
    });
  });

  it('asks for the kind shown, keeping the choices of the other kinds', () => {
    expect(periodOf(base)).toEqual({ kind: 'month', month: '2026-11' });
    expect(periodOf({ ...base, kind: 'quarter' })).toEqual({ kind: 'quarter', quarter: '2026-Q4' });
    expect(periodOf({ ...base, kind: 'year' })).toEqual({ kind: 'year', year: 2026 });
    expect(periodOf({ ...base, kind: 'custom' })).toEqual({
      kind: 'custom',
      from: '2026-10-26',
      to: '2026-11-24',
    });
  });

  it('asks for nothing while a custom period is incomplete or backwards', () => {
    expect(periodOf({ ...base, kind: 'custom', from: '' })).toBeNull();
    expect(periodOf({ ...base, kind: 'custom', from: '2026-11-25', to: '2026-11-24' })).toBeNull();
  });

  it('offers this month, quarter and year first, back three full years', () => {
    const months = monthOptions('2026-11');
    expect(months[0]).toEqual({ value: '2026-11', label: 'Nov 2026' });
    expect(months[11]).toEqual({ value: '2025-12', label: 'Dec 2025' });
    expect(months.at(-1)).toEqual({ value: '2023-01', label: 'Jan 2023' });
    const quarters = quarterOptions('2026-11');
    expect(quarters.slice(0, 5).map((q) => q.value)).toEqual([
      '2026-Q4',
      '2026-Q3',
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
    ]);
    expect(quarters.at(-1)).toEqual({ value: '2023-Q1', label: 'Q1 2023' });
    expect(yearOptions('2026-11').map((y) => y.value)).toEqual(['2026', '2025', '2024', '2023']);
  });
});
