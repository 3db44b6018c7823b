import { describe, expect, it } from 'vitest';
import { hasForbiddenText } from './text.js';

describe('forbidden text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['right-to-left override', 'evil\u202etxt.exe'],
    ['left-to-right embedding', '\u202aabc'],
    ['pop directional formatting', 'abc\u202c'],
    ['first strong isolate', '\u2068x'],
    ['pop directional isolate', 'x\u2069'],
    ['lone high surrogate', 'a\ud83db'],
    ['lone high surrogate at the end', 'ab\ud83d'],
    ['lone low surrogate', '\ude00ab'],
    ['reversed pair', '\ude00\ud83d'],
  ])('refuses %s', (_name, text) => {
    expect(hasForbiddenText(text)).toBe(true);
  });

  it('accepts ordinary text in any script, emoji and the ordinary direction marks', () => {
    for (const text of [
      'Well done!',
      'ñ ü ß 中文 العربية עברית',
      '🎉👩🏽‍💻',
      'a\u200fb\u200e',
      'line\nbreak\ttab',
      '',
    ])
      expect(hasForbiddenText(text), text).toBe(false);
  });
});
