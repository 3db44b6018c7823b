/**
 * `npm run lint:i18n`: the web app's message catalogues match its source. The messages are
 * extracted from the source as `lingui extract` would (nothing is written), then every shipped
 * language must have every message translated, and no catalogue may keep a message the source
 * no longer has. A message in two catalogues (the same English, hence the same id) must read
 * the same in both: at run time the catalogues of a language share one table, and whichever
 * loaded last would win. The pseudo-locale is made from the English and is not checked.
 * Fix: `npm run i18n:extract` adds new messages and drops unused ones (docs/translations.md).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const WEB_CONFIG = path.resolve(import.meta.dirname, '../apps/web/lingui.config.ts');

/** One line per problem: the catalogue, the language and the message's English. */
export async function catalogueProblems(configPath: string = WEB_CONFIG): Promise<string[]> {
  const config = getConfig({ configPath });
  const root = config.rootDir ?? path.dirname(configPath);
  const problems: string[] = [];
  /** Per language, each message's translation and the catalogue it was first seen in. */
  const seen = new Map<string, Map<string, { translation: string; where: string }>>();
  for (const catalog of await getCatalogs(config)) {
    const where = path.relative(root, catalog.path);
    const extracted = await catalog.collect();
    if (!extracted) {
      problems.push(`${where}: its source could not be read (see the errors above)`);
      continue;
    }
    const existing = await catalog.readAll();
    for (const locale of config.locales) {
      if (locale === config.pseudoLocale) continue;
      const messages = existing[locale] ?? {};
      for (const [id, message] of Object.entries(extracted)) {
        const text = message.message ?? id;
        if (!(id in messages))
          problems.push(`${where} ${locale}: "${text}" is missing (run npm run i18n:extract)`);
        else if (locale !== config.sourceLocale && !messages[id]?.translation) {
          problems.push(`${where} ${locale}: "${text}" has no translation`);
        } else {
          const translation = messages[id]?.translation ?? '';
          const ofLocale = seen.get(locale) ?? new Map();
          seen.set(locale, ofLocale);
          const first = ofLocale.get(id);
          if (!first) ofLocale.set(id, { translation, where });
          else if (first.translation !== translation)
            problems.push(
              `${where} ${locale}: "${text}" reads "${translation}" here but "${first.translation}" in ${first.where} (one message, one translation)`,
            );
        }
      }
      for (const [id, message] of Object.entries(messages)) {
        if (!(id in extracted)) {
          problems.push(
            `${where} ${locale}: "${message.message ?? id}" is no longer used (run npm run i18n:extract)`,
          );
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = await catalogueProblems();
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`\n${problems.length} catalogue problem(s); see docs/translations.md`);
    process.exit(1);
  }
  console.log('Message catalogues: every language has every message, and none is unused.');
}
