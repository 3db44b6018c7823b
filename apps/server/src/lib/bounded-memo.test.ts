import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.js';

describe('boundedMemo', () => {
  it('computes each key once, and afresh after it fills up', () => {
    const asked: string[] = [];
    const upper = boundedMemo(2, (key) => {
      asked.push(key);
      return key.toUpperCase();
    });
    expect([upper('a'), upper('a'), upper('b')]).toEqual(['A', 'A', 'B']);
    expect(asked).toEqual(['a', 'b']);
    // Full: the next new key starts afresh, so 'a' is worked out again.
    expect([upper('c'), upper('a')]).toEqual(['C', 'A']);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
