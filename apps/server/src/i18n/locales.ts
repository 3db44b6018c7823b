import {
  acceptLanguageTags,
  directionOf,
  LANGUAGE_TAGS,
  matchLanguage,
  SOURCE_LANGUAGE,
  type TLanguageTag,
} from '@portal/contract';

/** The languages the portal speaks (the contract's list), en-GB the source. */
export const LOCALES = LANGUAGE_TAGS;
export type Locale = TLanguageTag;
export const SOURCE_LOCALE: Locale = SOURCE_LANGUAGE;
export { directionOf };

/** The supported language a stored or sent tag names (de-AT → de), or undefined. */
export const supportedLocale = (tag: string | null | undefined): Locale | undefined =>
  tag ? matchLanguage([tag]) : undefined;

/** The first supported language of an Accept-Language header, by quality then order. */
export const fromAcceptLanguage = (header: string | undefined): Locale | undefined =>
  matchLanguage(acceptLanguageTags(header));
