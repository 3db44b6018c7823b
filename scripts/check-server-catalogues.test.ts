import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProblems, SERVER_CATALOGUE_CONFIGS } from './check-server-catalogues.js';

const root = path.resolve(import.meta.dirname, '..');
const fixture = path.join(root, '.tmp', `catalogue-check-${process.pid}`);
const po = (language: string, entries: Record<string, string>) =>
  `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n\n` +
  Object.entries(entries)
    .map(([id, text]) => `#. js-lingui-explicit-id\nmsgid "${id}"\nmsgstr "${text}"\n`)
    .join('\n');

/** A catalogue of two messages in which German drops a value, lacks one and keeps a third. */
beforeAll(() => {
  fs.mkdirSync(path.join(fixture, 'src', 'locales'), { recursive: true });
  fs.writeFileSync(
    path.join(fixture, 'src', 'texts.ts'),
    "export const A = /*i18n*/ { id: 'a', message: 'Hello {name}' };\n" +
      "export const B = /*i18n*/ { id: 'b', message: 'Bye' };\n",
  );
  fs.writeFileSync(
    path.join(fixture, 'lingui.config.ts'),
    "import { defineConfig } from '@lingui/conf';\nimport { formatter } from '@lingui/format-po';\n" +
      "export default defineConfig({ sourceLocale: 'en-GB', locales: ['en-GB', 'de'], compileNamespace: 'ts',\n" +
      "  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],\n" +
      '  format: formatter({ lineNumbers: false }) });\n',
  );
  fs.writeFileSync(
    path.join(fixture, 'src', 'locales', 'en-GB.po'),
    po('en-GB', { a: 'Hello {name}', b: 'Bye' }),
  );
  fs.writeFileSync(path.join(fixture, 'src', 'locales', 'de.po'), po('de', { a: 'Hallo', c: 'Alt' }));
});
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('server catalogue check', { timeout: 60_000 }, () => {
  it('passes the shipped catalogues: every language complete, nothing unused, compiled', async () => {
    for (const config of SERVER_CATALOGUE_CONFIGS) expect(await catalogueProblems(config)).toEqual([]);
  });

  it('names a missing translation, a dropped value, an unused message and a stale compilation', async () => {
    const problems = (
      await catalogueProblems(path.relative(root, path.join(fixture, 'lingui.config.ts')))
    ).join('\n');
    expect(problems).toContain('de.po: a leaves out {name}');
    expect(problems).toContain('de.po: b is not translated');
    expect(problems).toContain('de.po: c is no longer in the source');
    expect(problems).toMatch(/de\.ts is out of date/);
  });
});
