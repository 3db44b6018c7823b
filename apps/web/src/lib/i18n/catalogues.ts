import { i18n, type Messages } from '@lingui/core';
import { activeLocale, applyDocumentLocale } from './active-locale';
import { PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Loading catalogues: the shared one (app shell, components, lib) at start, a feature's with its
 * screen, always only for the language shown. Each `.po` file is a chunk of its own, compiled by
 * @lingui/vite-plugin at build time (docs/decisions/049-message-catalogues-with-lingui.md).
 */
type Catalogue = { messages: Messages };
type Loader = () => Promise<Catalogue>;

// Twelve small entries; the chunks themselves load only when asked for.
const sharedLoaders = import.meta.glob<Catalogue>('../../locales/*.po');
/** The features' loaders (one entry per feature and language) are a chunk of their own. */
const featureLoaders = () => import('./feature-catalogues').then((m) => m.featureCatalogues);

/** Features whose screens have been shown: a language switch loads their catalogues too. */
const featuresShown = new Set<string>();

const sharedFor = (locale: Locale) => sharedLoaders[`../../locales/${locale}.po`];

async function featureLoaderFor(feature: string, locale: Locale): Promise<Loader | undefined> {
  return (await featureLoaders())[`../../features/${feature}/locales/${locale}.po`];
}

/**
 * Loads one catalogue into `locale`. Should it fail (a chunk lost to the network), the English
 * one stands in, so the screen shows the source text rather than message ids; a message a
 * language lacks already shows its English, filled in when the catalogue was compiled.
 */
async function loadInto(
  locale: Locale,
  load: Loader | undefined,
  english: Loader | undefined,
): Promise<void> {
  let messages: Messages;
  try {
    if (!load) throw new Error(`no catalogue for ${locale}`);
    messages = (await load()).messages;
  } catch (err) {
    if (!english || load === english) throw err;
    console.warn(`A catalogue for ${locale} did not load; showing English`, err);
    messages = (await english()).messages;
  }
  if (locale === PSEUDO_LOCALE) messages = (await import('./pseudo')).pseudoMessages(messages);
  i18n.load(locale, messages);
}

const loadShared = (locale: Locale) => loadInto(locale, sharedFor(locale), sharedFor(SOURCE_LOCALE));

async function loadFeature(feature: string, locale: Locale): Promise<void> {
  const [load, english] = await Promise.all([
    featureLoaderFor(feature, locale),
    featureLoaderFor(feature, SOURCE_LOCALE),
  ]);
  // A feature not converted yet has no catalogue: its screens show their English as written.
  if (english) await loadInto(locale, load, english);
}

/** Loads a feature's catalogue for the language shown; a lazy screen awaits it beside its chunk. */
export async function loadFeatureCatalogue(feature: string): Promise<void> {
  featuresShown.add(feature);
  await loadFeature(feature, activeLocale.get());
}

/**
 * Shows the interface in `locale`: loads the shared catalogue and those of the features already
 * shown, then activates it (every <Trans> re-renders) and sets `<html lang dir>`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadShared(locale), ...[...featuresShown].map((f) => loadFeature(f, locale))]);
  activeLocale.set(locale);
  i18n.activate(locale);
  applyDocumentLocale(locale);
}

/** A lazy import that also loads its feature's catalogue, in parallel: `lazy(withCatalogue(…))`. */
export function withCatalogue<T>(feature: string, load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadFeatureCatalogue(feature)]))[0];
}
