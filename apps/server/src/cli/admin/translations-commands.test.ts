import { describe, expect, it } from 'vitest';
import { runCaptured } from '../../../test/support/cli.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

describe('npm run admin: translations', () => {
  it('translation-set adds a language and keeps the others; translations lists them', async () => {
    const set = await runCaptured(t.ctx, [
      'translation-set',
      '--kind',
      'value',
      '--key',
      'Thank You',
      '--field',
      'name',
      '--de',
      'Danke',
      '--as',
      '100008',
    ]);
    expect(set.code).toBe(0);
    // The demo's French and Arabic stay.
    expect(set.out).toEqual(['value Thank You name: fr, de, ar']);
    const list = await runCaptured(t.ctx, ['translations', '--kind', 'value']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('Thank You name: fr=Merci | de=Danke | ar=شكرًا لك');
    const cleared = await runCaptured(t.ctx, [
      'translation-set',
      ...['--kind', 'value', '--key', 'Thank You', '--field', 'name', '--de', ''],
    ]);
    expect(cleared.out).toEqual(['value Thank You name: fr, ar']);
  });

  it('refuses a bad field or an unknown item', async () => {
    const badField = await runCaptured(t.ctx, [
      'translation-set',
      ...['--kind', 'value', '--key', 'Hi5', '--field', 'help', '--de', 'x'],
    ]);
    expect(badField.code).toBe(2);
    expect(badField.err[0]).toMatch(/^field: /);
    const unknown = await runCaptured(t.ctx, [
      'translation-set',
      ...['--kind', 'value', '--key', 'Nope', '--field', 'name', '--de', 'x'],
    ]);
    expect(unknown.code).toBe(1);
    expect((await runCaptured(t.ctx, ['translation-set', '--kind', 'value'])).code).toBe(2);
  });
});
