import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-format';

describe('describeChange', () => {
  it('lists the fields that differ', () => {
    expect(describeChange({ a: 1, b: 'x', c: [1] }, { a: 2, b: 'x', c: [1, 2] })).toBe(
      'a: 1 → 2; c: [1] → [1,2]',
    );
  });
  it('shows fields only on one side', () => {
    expect(describeChange(null, { points: 500 })).toBe('points: 500');
    expect(describeChange({ role: 'manager' }, {})).toBe('role: manager → —');
  });
  it('shows plain values whole, and cuts long text', () => {
    expect(describeChange(1, 2)).toBe('1 → 2');
    expect(describeChange(null, 'created')).toBe('created');
    expect(describeChange(null, 'x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
