import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { pseudoMessages } from './pseudo';

describe('the pseudo-locale', () => {
  it('makes each message 35 % longer and wraps it in isolate marks, keeping its placeholders', () => {
    // As Lingui compiles "Ŵéļçöɱé ƀåçķ, {name}" (accented at compile time).
    const compiled = { greeting: ['Ŵéļçöɱé ƀåçķ, ', ['name']] } as unknown as Messages;
    const i18n = setupI18n({ locale: 'en-XA', messages: { 'en-XA': pseudoMessages(compiled) } });
    const text = i18n._('greeting', { name: 'Hannah' });
    expect(text.startsWith('\u2068Ŵéļçöɱé ƀåçķ, Hannah ~')).toBe(true);
    expect(text.endsWith('~\u2069')).toBe(true);
    expect(text.match(/~/g)?.length).toBe(Math.ceil('Ŵéļçöɱé ƀåçķ, '.length * 0.35));
  });

  it('grows in words that can wrap, never one run longer than a long word', () => {
    const compiled = {
      long: ['Å ŝéñţéñçé ţĥåţ ĝöéš öñ åñð öñ, åš å ƥåŕåĝŕåƥĥ öƒ ĥéļƥ ţéẋţ ðöéš öñ å ƥĥöñé'],
    } as unknown as Messages;
    const i18n = setupI18n({ locale: 'en-XA', messages: { 'en-XA': pseudoMessages(compiled) } });
    const runs = i18n._('long').match(/~+/g) ?? [];
    expect(runs.length).toBeGreaterThan(1);
    expect(Math.max(...runs.map((r) => r.length))).toBeLessThanOrEqual(8);
  });
});
