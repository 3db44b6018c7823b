import { describe, expect, it } from 'vitest';
import { clearSessionNominee, readSessionNominee } from './session-nominee';

function store(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('the tloid preselection', () => {
  it('reads the same nominee until it is cleared, then nothing', () => {
    const s = store({ tloid: ' 1234 ' });
    expect(readSessionNominee(s)).toBe('1234');
    expect(readSessionNominee(s)).toBe('1234');
    clearSessionNominee(s);
    expect(s.data.has('tloid')).toBe(false);
    expect(readSessionNominee(s)).toBeNull();
  });

  it('reads an unregistered member id and refuses anything else', () => {
    expect(readSessionNominee(store({ tloid: '0.77' }))).toBe('0.77');
    expect(readSessionNominee(store({ tloid: '<script>' }))).toBeNull();
    expect(readSessionNominee(store({}))).toBeNull();
    expect(readSessionNominee(null)).toBeNull();
    expect(() => clearSessionNominee(null)).not.toThrow();
  });
});
