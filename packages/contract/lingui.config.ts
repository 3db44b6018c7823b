import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The contract's messages (answers, field errors, the spec's wording), shared by the server and
 * the web: extracted from `/*i18n*\/` descriptors into one PO catalogue per language, compiled
 * to TypeScript modules that either side loads when a language is first used.
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'fr', 'de', 'es', 'pt-BR', 'it', 'nl', 'pl', 'af', 'zu', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
});
