import { describe, expect, it } from 'vitest';
import { tildeToAngle } from './fab';

describe('tildeToAngle (features blurb)', () => {
  it('reads both tilde-bracket spellings as angle brackets', () => {
    expect(tildeToAngle('[~ul~][~li~]Waterproof[~/li~][~/ul~]')).toBe('<ul><li>Waterproof</li></ul>');
    expect(tildeToAngle('~[b]~Bold~[/b]~ and ~[br /]~')).toBe('<b>Bold</b> and <br />');
  });

  it('leaves plain tildes and brackets alone', () => {
    expect(tildeToAngle('approx ~50 ml [refill]')).toBe('approx ~50 ml [refill]');
  });
});
