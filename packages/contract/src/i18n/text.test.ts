import { describe, expect, it } from 'vitest';
import { english, withValues } from './text.js';

describe('english', () => {
  it('fills values, plural and select branches as the source wrote them', () => {
    const card = { id: 'x', message: '{from} sent you {article, select, an {an} other {a}} {value} e-card' };
    expect(english(card, { from: 'Sam', article: 'an', value: 'Integrity' })).toBe(
      'Sam sent you an Integrity e-card',
    );
    expect(english(card, { from: 'Sam', article: 'a', value: 'Thank You' })).toBe(
      'Sam sent you a Thank You e-card',
    );
    const size = {
      id: 'y',
      message: 'Must be at most {bound} {bound, plural, one {character} other {characters}}',
    };
    expect(english(withValues(size, { bound: 1 }))).toBe('Must be at most 1 character');
    expect(english(withValues(size, { bound: 1000 }))).toBe('Must be at most 1000 characters');
  });
});
