import type { Db } from '../db/database.js';
import { preparedRead } from '../db/prepared-query.js';
import { SOURCE_LOCALE, supportedLocale, type Locale } from './locales.js';
import { translatorFor, type Translator } from './translator.js';

/**
 * The language everything sent to a member is said in: their own choice, else their division's
 * cluster's default, else en-GB. No member (an anonymous caller) is en-GB.
 */
/** Asked by every answer said in a member's language (Home's among them): prepared once. */
const languageRow = preparedRead((db, v: { memberId: number }) =>
  db
    .selectFrom('members')
    .leftJoin('divisions', 'divisions.code', 'members.divisionCode')
    .leftJoin('clusters', 'clusters.code', 'divisions.clusterCode')
    .select(['members.language', 'clusters.defaultLanguage'])
    .where('members.id', '=', v.memberId),
);

export async function memberLocale(db: Db, memberId: number | undefined): Promise<Locale> {
  if (memberId === undefined) return SOURCE_LOCALE;
  const [row] = await languageRow(db, { memberId });
  return supportedLocale(row?.language) ?? supportedLocale(row?.defaultLanguage) ?? SOURCE_LOCALE;
}

/** What is sent to a member is said with this: their language's translator. */
export async function memberTranslator(db: Db, memberId: number): Promise<Translator> {
  return translatorFor(await memberLocale(db, memberId));
}
