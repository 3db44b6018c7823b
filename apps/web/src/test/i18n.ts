import { i18n, type Messages } from '@lingui/core';
import { activeLocale, applyDocumentLocale } from '../lib/i18n/active-locale';
import type { Locale } from '../lib/i18n/locales';

// Every catalogue, as the build compiles it; a test loads one language's only.
const catalogues = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../features/*/locales/*.po',
]);

/**
 * Shows what a test renders in `locale`, with every catalogue of that language (the app loads
 * them per screen; a component test renders a screen without its route).
 */
export async function showInTest(locale: Locale): Promise<void> {
  const wanted = Object.entries(catalogues).filter(([file]) => file.endsWith(`/${locale}.po`));
  const loaded = await Promise.all(wanted.map(async ([, load]) => (await load()).messages));
  i18n.loadAndActivate({ locale, messages: Object.assign({}, ...loaded) as Messages });
  activeLocale.set(locale);
  applyDocumentLocale(locale);
}
