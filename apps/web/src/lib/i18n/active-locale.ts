import { createStore } from '../store';
import { directionOf, SOURCE_LOCALE, type Locale } from './locales';

export { keepChosenLocale, readChosenLocale } from './chosen-locale';

/**
 * The language the interface shows now. Kept apart from Lingui so the API client (which sends
 * it as Accept-Language) and the Welcome island read it without loading any catalogue.
 */
export const activeLocale = createStore<Locale>(SOURCE_LOCALE);

/** `<html lang dir>` follow the language: screen readers, hyphenation, and the layout's direction. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
