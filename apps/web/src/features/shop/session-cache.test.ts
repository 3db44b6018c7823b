import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCached, readLastCategory, writeCached, writeLastCategory } from './session-cache';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('shop session cache', () => {
  it('keeps a value for the given age and no longer (advert cache: 5 minutes)', () => {
    const fiveMinutes = 5 * 60 * 1000;
    writeCached('ads', { n: 1 }, 1_000);
    expect(readCached('ads', fiveMinutes, 1_000 + fiveMinutes)).toEqual({ n: 1 });
    expect(readCached('ads', fiveMinutes, 1_001 + fiveMinutes)).toBeUndefined();
    expect(readCached('other', fiveMinutes, 1_000)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => writeCached('ads', 1)).not.toThrow();
    expect(readCached('ads', 1000)).toBeUndefined();
    expect(readLastCategory()).toBeNull();
  });

  it('remembers the last visited category', () => {
    expect(readLastCategory()).toBeNull();
    writeLastCategory(42);
    expect(readLastCategory()).toBe(42);
  });
});
