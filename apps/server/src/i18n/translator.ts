import { setupI18n, type I18n } from '@lingui/core';
import { english, type MessageText } from '@portal/contract';
import { loadCatalogue } from './catalogues.js';
import { directionOf, SOURCE_LOCALE, type Locale } from './locales.js';
import { textOfEnglish } from './known-texts.js';

/** Says things in one language: messages, numbers and dates. */
export interface Translator {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  /**
   * A message in this language. A plain string is en-GB wording: when it is one of the
   * portal's fixed messages it is translated, otherwise (people's own words, a message not yet
   * in a catalogue) it is said as it is.
   */
  t(text: MessageText | string, values?: Record<string, string | number>): string;
  number(n: number): string;
  date(d: Date, options?: Intl.DateTimeFormatOptions): string;
}

const loaded = new Map<Locale, Promise<Translator>>();

/** The translator of a language, its catalogues loaded on first use and kept. */
export function translatorFor(locale: Locale): Promise<Translator> {
  let t = loaded.get(locale);
  if (!t) {
    t = build(locale);
    // A failed load is tried again next time rather than remembered.
    t.catch(() => loaded.delete(locale));
    loaded.set(locale, t);
  }
  return t;
}

async function build(locale: Locale): Promise<Translator> {
  const lingui: I18n = setupI18n({ locale, messages: { [locale]: await loadCatalogue(locale) } });
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    dir: directionOf(locale),
    t(text, values) {
      const described = typeof text === 'string' ? textOfEnglish(text) : text;
      if (!described) return text as string;
      const filled = values ?? described.values;
      // en-GB is the source: said exactly as the contract's English, byte for byte.
      if (locale === SOURCE_LOCALE) return english(described, filled);
      return lingui._({ id: described.id, message: described.message, values: filled });
    },
    number: (n) => numbers.format(n),
    date: (d, options) => new Intl.DateTimeFormat(locale, options).format(d),
  };
}
