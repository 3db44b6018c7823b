import type { TMemberData } from '@portal/contract';
import { keepChosenLocale, readChosenLocale } from './active-locale';
import { activateLocale } from './catalogues';
import { resolveLocale, type Locale } from './locales';

type MemberLanguage = Pick<TMemberData, 'language' | 'clusterLanguage'>;

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The language for whoever is using the app: a member's own choice, the device's languages, then
 * the cluster's default; signed out, the choice made on Welcome, then the device's languages.
 */
export function localeFor(member: MemberLanguage | undefined): Locale {
  if (member) {
    return resolveLocale({
      chosen: member.language,
      browser: browserLanguages(),
      cluster: member.clusterLanguage,
    });
  }
  // A Welcome link `/?lang=de` (the prerendered switch, working without a script) counts as a choice.
  const linked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  return resolveLocale({ chosen: linked || readChosenLocale(), browser: browserLanguages() });
}

let switching: Promise<void> = Promise.resolve();
let shown: Locale | undefined;

/** Shows the app in `locale` (one switch at a time, in the order asked for). */
export function showLocale(locale: Locale): Promise<void> {
  switching = switching.then(async () => {
    if (shown === locale) return;
    await activateLocale(locale);
    shown = locale;
  });
  return switching;
}

/** Signed out: the visitor's choice, kept in this browser (and a cookie for the next Welcome). */
export function chooseVisitorLocale(locale: Locale): Promise<void> {
  keepChosenLocale(locale);
  return showLocale(locale);
}
