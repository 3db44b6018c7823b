import { describe, expect, it } from 'vitest';
import { takeSessionNominee } from './session-nominee';

function store(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('the tloid preselection', () => {
  it('is read once and cleared', () => {
    const s = store({ tloid: ' 1234 ' });
    expect(takeSessionNominee(s)).toBe('1234');
    expect(s.data.has('tloid')).toBe(false);
    expect(takeSessionNominee(s)).toBeNull();
  });

  it('reads an unregistered member id and refuses anything else', () => {
    expect(takeSessionNominee(store({ tloid: '0.77' }))).toBe('0.77');
    expect(takeSessionNominee(store({ tloid: '<script>' }))).toBeNull();
    expect(takeSessionNominee(store({}))).toBeNull();
    expect(takeSessionNominee(null)).toBeNull();
  });
});
