import { describe, expect, it } from 'vitest';
import { avatarColour } from './MemberAvatar';

describe('avatarColour', () => {
  it('gives the same name the same colour and different names different ones', () => {
    expect(avatarColour('Hannah Okafor')).toBe(avatarColour('Hannah Okafor'));
    const colours = new Set(
      ['Hannah Okafor', 'James Whitfield', 'Oliver Bennett', 'Ana Lima'].map(avatarColour),
    );
    expect(colours.size).toBe(4);
    expect(avatarColour('Hannah Okafor')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
