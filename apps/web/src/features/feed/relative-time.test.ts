import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago in the largest whole unit, then the date after a week', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTime(ago(3 * 3600_000 + 59 * 60_000), now)).toBe('3 h ago');
    expect(relativeTime(ago(2 * 86400_000), now)).toBe('2 d ago');
    expect(relativeTime('2026-10-01T09:00:00Z', now)).toBe('1 Oct 2026');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
