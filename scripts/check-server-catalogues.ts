/**
 * The message catalogues the server loads (the contract's and the server's own) are complete
 * and current: every extracted message is translated in every shipped language with the same
 * values, no catalogue keeps a message the source no longer has, and the compiled modules are
 * those the PO files compile to. `npm run lint:catalogues`; the web's catalogues have their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_CATALOGUE_CONFIGS = [
  'packages/contract/lingui.config.ts',
  'apps/server/lingui.config.ts',
];

/** The values a message says (`{name}` anywhere) and those it only chooses by (plural, select). */
function argumentsOf(message: string) {
  const said = new Set<string>();
  const chosenBy = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token;
      if (cases && typeof cases === 'object') {
        chosenBy.add(name);
        for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch as CompiledMessage);
      } else said.add(name);
    }
  };
  walk(compileMessage(message));
  return { said, all: new Set([...said, ...chosenBy]) };
}

/** Why a translation does not fit its source: a value it drops, or one the source never gives. */
function valueProblems(source: string, translation: string): string[] {
  let theirs: ReturnType<typeof argumentsOf>;
  try {
    theirs = argumentsOf(translation);
  } catch (err) {
    return [`is not valid ICU MessageFormat (${(err as Error).message})`];
  }
  const ours = argumentsOf(source);
  const problems: string[] = [];
  for (const name of ours.said) if (!theirs.all.has(name)) problems.push(`leaves out {${name}}`);
  for (const name of theirs.all)
    if (!ours.all.has(name)) problems.push(`says {${name}}, which the source never gives`);
  return problems;
}

/** Every problem of one Lingui configuration's catalogues, as lines to print. */
export async function catalogueProblems(configPath: string): Promise<string[]> {
  const config = getConfig({ cwd: root, configPath: path.join(root, configPath) });
  const problems: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {};
    const all = await catalog.readAll();
    for (const locale of config.locales) {
      const messages = all[locale] ?? {};
      const where = `${path.relative(root, catalog.path).replace('{locale}', locale)}.po`;
      for (const [id, { message: source = '' }] of Object.entries(extracted)) {
        const translation = messages[id]?.translation ?? '';
        if (!translation) problems.push(`${where}: ${id} is not translated`);
        else if (locale === config.sourceLocale && translation !== source)
          problems.push(`${where}: ${id} differs from the source's wording (run lingui extract)`);
        else for (const p of valueProblems(source, translation)) problems.push(`${where}: ${id} ${p}`);
      }
      for (const id of Object.keys(messages))
        if (!extracted[id])
          problems.push(`${where}: ${id} is no longer in the source (run lingui extract --clean)`);
      const { messages: translations } = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale ?? 'en-GB',
        fallbackLocales: config.fallbackLocales ?? {},
      });
      const { source } = createCompiledCatalog(locale, translations, {
        namespace: config.compileNamespace ?? 'ts',
      });
      const compiledFile = `${catalog.path.replace('{locale}', locale)}.ts`;
      const compiled = fs.existsSync(compiledFile) ? fs.readFileSync(compiledFile, 'utf8') : '';
      if (compiled !== source)
        problems.push(`${path.relative(root, compiledFile)} is out of date (run lingui compile)`);
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const problems = (await Promise.all(SERVER_CATALOGUE_CONFIGS.map(catalogueProblems))).flat();
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`${problems.length} catalogue problem(s)`);
    process.exit(1);
  }
  console.log('Server catalogues complete and compiled.');
}
