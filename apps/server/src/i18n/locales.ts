/**
 * The languages the portal speaks, en-GB first (the source every catalogue is translated from).
 * Arabic is written right to left.
 */
export const LOCALES = ['en-GB', 'fr', 'de', 'es', 'pt-BR', 'it', 'nl', 'pl', 'af', 'zu', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en-GB';

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

/**
 * The supported language a BCP 47 tag asks for: the tag itself, or its language alone
 * (de-AT → de, en-US → en-GB, pt-PT → pt-BR), or undefined.
 */
export function supportedLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0];
  return LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
}

/**
 * The first supported language of an Accept-Language header, by quality then order
 * ("de-CH, fr;q=0.8, *;q=0.1" → de); undefined when it names none.
 */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const r of ranges) {
    const locale = supportedLocale(r.tag);
    if (locale) return locale;
  }
  return undefined;
}
