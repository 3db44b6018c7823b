import type { Messages } from '@lingui/core';
import type { Locale } from './locales.js';

type Loader = () => Promise<{ messages: Messages }>;
interface CatalogueLoaders {
  contract: Loader;
  server: Loader;
}

/**
 * The compiled catalogues of each language: the contract's (answers, field errors, shared with
 * the web) and the server's own (e-mails, SMS, notifications). Written out so every bundler
 * (tsx, vitest, the esbuild build) sees each file and loads it only when the language is used.
 */
const LOADERS: Record<Locale, CatalogueLoaders> = {
  'en-GB': {
    contract: () => import('@portal/contract/locales/en-GB'),
    server: () => import('./locales/en-GB.js'),
  },
  fr: { contract: () => import('@portal/contract/locales/fr'), server: () => import('./locales/fr.js') },
  de: { contract: () => import('@portal/contract/locales/de'), server: () => import('./locales/de.js') },
  es: { contract: () => import('@portal/contract/locales/es'), server: () => import('./locales/es.js') },
  'pt-BR': {
    contract: () => import('@portal/contract/locales/pt-BR'),
    server: () => import('./locales/pt-BR.js'),
  },
  it: { contract: () => import('@portal/contract/locales/it'), server: () => import('./locales/it.js') },
  nl: { contract: () => import('@portal/contract/locales/nl'), server: () => import('./locales/nl.js') },
  pl: { contract: () => import('@portal/contract/locales/pl'), server: () => import('./locales/pl.js') },
  af: { contract: () => import('@portal/contract/locales/af'), server: () => import('./locales/af.js') },
  zu: { contract: () => import('@portal/contract/locales/zu'), server: () => import('./locales/zu.js') },
  ar: { contract: () => import('@portal/contract/locales/ar'), server: () => import('./locales/ar.js') },
};

/** Both catalogues of a language as one set of compiled messages. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const loaders = LOADERS[locale];
  const [contract, server] = await Promise.all([loaders.contract(), loaders.server()]);
  return { ...contract.messages, ...server.messages };
}
