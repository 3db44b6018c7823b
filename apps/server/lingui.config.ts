import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's own messages (e-mails, SMS, notifications, answers the contract does not word),
 * extracted from `/*i18n*\/` descriptors in src/i18n/texts; the contract's shared messages have
 * their own catalogue (packages/contract/lingui.config.ts). Both compile to TypeScript modules
 * that src/i18n/catalogues.ts loads when a language is first used.
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'fr', 'de', 'es', 'pt-BR', 'it', 'nl', 'pl', 'af', 'zu', 'ar'],
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.ts'] },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  orderBy: 'messageId',
});
