import { i18n, type Messages } from '@lingui/core';
import { activeLocale, applyDocumentLocale } from '../lib/i18n/active-locale';
import type { Locale } from '../lib/i18n/locales';

// Every catalogue, as the build compiles it; a test loads one language's only.
const catalogues = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
]);
// The contract's messages (refusals and labels the server says too), as the app loads them.
const contractCatalogues = import.meta.glob<{ messages: Messages }>(
  '../../../../packages/contract/src/locales/*.ts',
);

/**
 * Shows what a test renders in `locale`, with every catalogue of that language (the app loads
 * them per screen; a component test renders a screen without its route).
 */
export async function showInTest(locale: Locale): Promise<void> {
  const contractLocale = locale === 'en-XA' ? 'en-GB' : locale;
  const wanted = [
    ...Object.entries(contractCatalogues).filter(([file]) => file.endsWith(`/${contractLocale}.ts`)),
    ...Object.entries(catalogues).filter(([file]) => file.endsWith(`/${locale}.po`)),
  ];
  const loaded = await Promise.all(wanted.map(async ([, load]) => (await load()).messages));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded) as Messages });
  activeLocale.set(locale);
  applyDocumentLocale(locale);
}
