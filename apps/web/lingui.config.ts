import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { LANGUAGE_TAGS, SOURCE_LANGUAGE } from '../../packages/contract/src/languages';

/**
 * Features the app's layout shows on every screen (the cookie banner, the install banner and
 * the offline screen): their messages go in the shared catalogue, which loads at start.
 */
const SHELL_FEATURES = ['cookies', 'install'];

/** Not offered in production; see src/lib/i18n/locales.ts. */
const PSEUDO_LOCALE = 'en-XA';

/**
 * Message catalogues (docs/translations.md). The shared catalogue holds the app shell's, the
 * shared components' and lib's messages; each feature has its own, so engineers converting
 * different features never edit the same file. The pseudo-locale is compiled from the English.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGE_TAGS, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  // A message a language lacks shows the English (the check in CI keeps the list empty).
  fallbackLocales: { default: SOURCE_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*', ...SHELL_FEATURES.map((name) => `<rootDir>/src/features/${name}/`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/components/',
        '<rootDir>/src/lib/',
        '<rootDir>/src/service-worker/register.ts',
        ...SHELL_FEATURES.map((name) => `<rootDir>/src/features/${name}/`),
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  // Line numbers change with every edit; the file name is enough for a translator's context.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
