import { describe, expect, it } from 'vitest';
import { twelveMonthsTo } from './api';

describe('the Management Report trend', () => {
  it('covers the twelve months ending with the report’s month, across a year end and a leap day', () => {
    expect(twelveMonthsTo('2026-02')).toEqual({ kind: 'custom', from: '2025-03-01', to: '2026-02-28' });
    expect(twelveMonthsTo('2028-02')).toEqual({ kind: 'custom', from: '2027-03-01', to: '2028-02-29' });
    expect(twelveMonthsTo('2026-12')).toEqual({ kind: 'custom', from: '2026-01-01', to: '2026-12-31' });
  });
});
