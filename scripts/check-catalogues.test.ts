import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProblems } from './check-catalogues.js';

/**
 * The catalogue check bites: a project of two languages (its source in a scratch folder of the
 * repository, so Lingui's packages resolve) whose German catalogue lacks a translation, or keeps
 * a message the source no longer has.
 */
const dir = path.resolve(import.meta.dirname, '../.tmp/catalogue-check-test');
const config = path.join(dir, 'lingui.config.ts');

const po = (entries: [string, string][]) =>
  ['msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n']
    .concat(entries.map(([id, str]) => `msgid "${id}"\nmsgstr "${str}"\n`))
    .join('\n');

function writeGerman(entries: [string, string][]): void {
  fs.writeFileSync(path.join(dir, 'locales/de.po'), po(entries));
}

describe('catalogue check', { timeout: 60_000 }, () => {
  beforeAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'locales'));
    fs.writeFileSync(
      config,
      `import { formatter } from '@lingui/format-po';
export default {
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'de'],
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src/'] }],
  format: formatter({ lineNumbers: false }),
};
`,
    );
    fs.writeFileSync(
      path.join(dir, 'src/greeting.ts'),
      "import { t } from '@lingui/core/macro';\nexport const greeting = () => t`Good morning`;\n",
    );
    fs.writeFileSync(path.join(dir, 'locales/en-GB.po'), po([['Good morning', 'Good morning']]));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes when every language has every message and nothing else', async () => {
    writeGerman([['Good morning', 'Guten Morgen']]);
    expect(await catalogueProblems(config)).toEqual([]);
  });

  it('fails on a message a language has not translated', async () => {
    writeGerman([['Good morning', '']]);
    expect(await catalogueProblems(config)).toEqual([
      `locales/{locale} de: "Good morning" has no translation`,
    ]);
  });

  it('fails on a message missing from a catalogue', async () => {
    writeGerman([]);
    const problems = await catalogueProblems(config);
    expect(problems).toEqual([`locales/{locale} de: "Good morning" is missing (run npm run i18n:extract)`]);
  });

  it('fails on a message the source no longer uses', async () => {
    writeGerman([
      ['Good morning', 'Guten Morgen'],
      ['Good night', 'Gute Nacht'],
    ]);
    expect(await catalogueProblems(config)).toEqual([
      `locales/{locale} de: "Good night" is no longer used (run npm run i18n:extract)`,
    ]);
  });
});

describe('catalogue check across catalogues', { timeout: 60_000 }, () => {
  const shared = path.resolve(import.meta.dirname, '../.tmp/catalogue-check-shared-test');
  const sharedConfig = path.join(shared, 'lingui.config.ts');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(shared, file)), { recursive: true });
    fs.writeFileSync(path.join(shared, file), text);
  };
  beforeAll(() => {
    fs.rmSync(shared, { recursive: true, force: true });
    write(
      'lingui.config.ts',
      `import { formatter } from '@lingui/format-po';
export default {
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'de'],
  catalogs: [
    { path: '<rootDir>/{name}/locales/{locale}', include: ['<rootDir>/{name}/'] },
  ],
  format: formatter({ lineNumbers: false }),
};
`,
    );
    for (const name of ['shop', 'admin']) {
      write(
        `${name}/save.ts`,
        "import { t } from '@lingui/core/macro';\nexport const save = () => t`Save`;\n",
      );
      write(`${name}/locales/en-GB.po`, po([['Save', 'Save']]));
    }
  });
  afterAll(() => fs.rmSync(shared, { recursive: true, force: true }));

  it('fails when one message reads differently in two catalogues of a language', async () => {
    write('shop/locales/de.po', po([['Save', 'Speichern']]));
    write('admin/locales/de.po', po([['Save', 'Sichern']]));
    const problems = await catalogueProblems(sharedConfig);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/de: "Save" reads "(Sichern|Speichern)" here but "(Speichern|Sichern)" in/);
  });

  it('passes when it reads the same in both', async () => {
    write('admin/locales/de.po', po([['Save', 'Speichern']]));
    expect(await catalogueProblems(sharedConfig)).toEqual([]);
  });
});
