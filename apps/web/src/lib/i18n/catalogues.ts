import { i18n, type Messages } from '@lingui/core';
import { activeLocale, applyDocumentLocale } from './active-locale';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Loading catalogues, only ever for the language shown: at start one chunk with the shared
 * catalogue (app shell, components, lib) and the loaders of that language's feature
 * catalogues; a feature's catalogue with its screen. Each `.po` file is compiled by
 * @lingui/vite-plugin at build time (docs/decisions/049-message-catalogues-with-lingui.md).
 */
type Catalogue = { messages: Messages };
type Loader = () => Promise<Catalogue>;
type Language = Catalogue & { features: Record<string, Loader> };

// Twelve small entries (languages/*.ts); a language's chunk loads when it is shown.
const languages = import.meta.glob<Language>('./languages/*.ts');

/** Features whose screens have been shown: a language switch loads their catalogues too. */
const featuresShown = new Set<string>();

const languageModule = (locale: Locale) => {
  const load = languages[`./languages/${locale}.ts`];
  if (!load) return Promise.reject(new Error(`No catalogues for ${locale}`));
  return load();
};

/**
 * A language's chunk; should it fail (lost to the network), the English one stands in, so the
 * screen shows the source text rather than message ids. A message a language lacks already
 * shows its English, filled in when the catalogue was compiled.
 */
async function languageOrEnglish(locale: Locale): Promise<Language> {
  try {
    return await languageModule(locale);
  } catch (err) {
    if (locale === SOURCE_LOCALE) throw err;
    console.warn(`The catalogues for ${locale} did not load; showing English`, err);
    return languageModule(SOURCE_LOCALE);
  }
}

async function loadInto(locale: Locale, messages: Messages): Promise<void> {
  if (locale === PSEUDO_LOCALE) messages = (await import('./pseudo')).pseudoMessages(messages);
  i18n.load(locale, messages);
}

async function loadFeature(feature: string, locale: Locale): Promise<void> {
  const path = `../../../features/${feature}/locales/${locale}.po`;
  const english = `../../../features/${feature}/locales/${SOURCE_LOCALE}.po`;
  const load = (await languageOrEnglish(locale)).features[path];
  // A feature not converted yet has no catalogue: its screens show their English as written.
  if (!load) return;
  let catalogue: Catalogue;
  try {
    catalogue = await load();
  } catch (err) {
    if (locale === SOURCE_LOCALE) throw err;
    console.warn(`The ${feature} catalogue for ${locale} did not load; showing English`, err);
    const fallback = (await languageModule(SOURCE_LOCALE)).features[english];
    if (!fallback) return;
    catalogue = await fallback();
  }
  await loadInto(locale, catalogue.messages);
}

/** Loads a feature's catalogue for the language shown; a lazy screen awaits it beside its chunk. */
export async function loadFeatureCatalogue(feature: string): Promise<void> {
  featuresShown.add(feature);
  await loadFeature(feature, activeLocale.get());
}

/** A lazy import that also loads its feature's catalogue, in parallel: `lazy(withCatalogue(…))`. */
export function withCatalogue<T>(feature: string, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadFeatureCatalogue(feature)]))[0];
}

/**
 * Shows the interface in `locale`: loads the shared catalogue and those of the features already
 * shown, then activates it (every <Trans> re-renders) and sets `<html lang dir>`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const shared = (await languageOrEnglish(locale)).messages;
  await Promise.all([loadInto(locale, shared), ...[...featuresShown].map((f) => loadFeature(f, locale))]);
  activeLocale.set(locale);
  i18n.activate(locale);
  applyDocumentLocale(locale);
}
