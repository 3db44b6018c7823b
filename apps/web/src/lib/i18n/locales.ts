import {
  directionOf as contractDirection,
  LANGUAGES,
  matchLanguage,
  type TLanguageTag,
} from '@portal/contract';

/**
 * The languages the web app shows: the contract's eleven (en-GB, the source, keeps the
 * specification's wording byte for byte) and a pseudo-locale (accented, longer, wrapped in bidi
 * marks) that finds text bypassing the catalogues, offered only in development.
 */
export const SOURCE_LOCALE = 'en-GB' satisfies TLanguageTag;
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = TLanguageTag | typeof PSEUDO_LOCALE;

/** What the language switch offers, each language named in itself. */
export const SWITCH_LANGUAGES: readonly { tag: Locale; name: string }[] = [
  ...LANGUAGES,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's tool, not offered in production
  ...(import.meta.env.DEV ? [{ tag: PSEUDO_LOCALE as Locale, name: 'Pseudo (en-XA)' }] : []),
];

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === PSEUDO_LOCALE ? 'ltr' : contractDirection(locale);
}

/** A supported locale for a stored or chosen tag (the pseudo-locale too), else undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (tag === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return tag ? matchLanguage([tag]) : undefined;
}

/**
 * Who sees which language: the member's own choice ('' follows the device), else the device's
 * languages (`de-AT` → `de`, `pt` → `pt-BR`), else the cluster's default language, else English.
 * Signed out, `chosen` is the choice made on Welcome and there is no cluster.
 */
export function resolveLocale(sources: {
  chosen?: string | null;
  browser: readonly string[];
  cluster?: string | null;
}): Locale {
  return (
    matchLocale(sources.chosen) ??
    // A device set to the pseudo-locale (a test browser) gets it; no real device reports it.
    (sources.browser[0] === PSEUDO_LOCALE ? PSEUDO_LOCALE : undefined) ??
    matchLanguage(sources.browser) ??
    matchLocale(sources.cluster) ??
    SOURCE_LOCALE
  );
}
