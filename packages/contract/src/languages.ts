import { z } from 'zod';

/**
 * The languages the portal speaks. en-GB is the source: the specification's wording is written
 * in it and every other language is translated from it. `name` is the language's own name, as a
 * language switch shows it to someone who reads that language.
 */
export const LANGUAGES = [
  { tag: 'en-GB', name: 'English', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { tag: 'it', name: 'Italiano', dir: 'ltr' },
  { tag: 'nl', name: 'Nederlands', dir: 'ltr' },
  { tag: 'pl', name: 'Polski', dir: 'ltr' },
  { tag: 'af', name: 'Afrikaans', dir: 'ltr' },
  { tag: 'zu', name: 'isiZulu', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type TLanguageTag = (typeof LANGUAGES)[number]['tag'];
export const LANGUAGE_TAGS = LANGUAGES.map((l) => l.tag) as [TLanguageTag, ...TLanguageTag[]];
export const SOURCE_LANGUAGE: TLanguageTag = 'en-GB';

/** A supported language tag. */
export const ZLanguageTag = z.enum(LANGUAGE_TAGS);
/** A member's choice: a supported tag, or '' to follow the device (then the cluster's default). */
export const ZLanguageChoice = z.union([ZLanguageTag, z.literal('')]);
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>;

export const isLanguageTag = (tag: string): tag is TLanguageTag =>
  (LANGUAGE_TAGS as readonly string[]).includes(tag);

export const directionOf = (tag: TLanguageTag): 'ltr' | 'rtl' =>
  LANGUAGES.find((l) => l.tag === tag)?.dir ?? 'ltr';

/**
 * The first supported language among what a device asks for, most wanted first (the browser's
 * navigator.languages, or Accept-Language's tags by quality): an exact tag wins, then the same
 * base language (de-AT reads de, pt reads pt-BR, en-US reads en-GB). Undefined when none fits.
 */
export function matchLanguage(wanted: readonly string[]): TLanguageTag | undefined {
  for (const raw of wanted) {
    const tag = raw.trim().toLowerCase();
    if (tag === '' || tag === '*') continue;
    const exact = LANGUAGE_TAGS.find((t) => t.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const sameBase = LANGUAGE_TAGS.find((t) => t.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return undefined;
}

/** The tags of an Accept-Language header, most wanted first (q=0 means not wanted). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((t) => t.tag !== '' && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((t) => t.tag);
}
