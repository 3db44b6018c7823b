import type { Transaction } from 'kysely';
import { SOURCE_LANGUAGE, type ProgrammeTextKind, type TLanguageTag } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { cachedValue } from '../db/cached-value.js';
import { findTranslation, readKeptTranslations } from './repository.js';

type Q = Db | Transaction<DB>;

/** Programme data as one language says it; the source text where it has no translation. */
export interface ProgrammeTexts {
  readonly locale: TLanguageTag;
  say(kind: ProgrammeTextKind, key: string | number, field: string, source: string): string;
}

const keyOf = (kind: string, key: string, field: string, language: string) =>
  `${kind}\u0000${key}\u0000${field}\u0000${language}`;

/**
 * Every translation but pages' HTML, cached per database until a write to the table: this
 * instance's as it runs, every instance's on PostgreSQL by the table's notice at COMMIT (so an
 * admin's change on one instance is seen on all), other processes' on SQLite by data_version.
 * A few thousand short texts at most, so one map beats a query on every member answer.
 */
const cachedTranslations = cachedValue(['programme_translations'], async (db) => {
  const byKey = new Map<string, string>();
  for (const r of await readKeptTranslations(db))
    byKey.set(keyOf(r.subjectKind, r.subjectKey, r.field, r.language), r.text);
  return byKey;
});

const SOURCE_TEXTS: ProgrammeTexts = {
  locale: SOURCE_LANGUAGE,
  say: (_kind, _key, _field, source) => source,
};

/**
 * Programme data in `locale` (the caller's language for an answer, the recipient's for what is
 * sent). The source language needs no reading; stored values (a recognition's value, an
 * order's line) stay in the source, only what is shown passes through this.
 */
export async function programmeTexts(db: Q, locale: TLanguageTag): Promise<ProgrammeTexts> {
  if (locale === SOURCE_LANGUAGE) return SOURCE_TEXTS;
  const byKey = await cachedTranslations(db);
  return {
    locale,
    say: (kind, key, field, source) => byKey.get(keyOf(kind, String(key), field, locale)) ?? source,
  };
}

/** A content page's HTML in `locale`, or undefined when it has none there (show the source). */
export async function pageTranslation(
  db: Q,
  contentKey: string,
  field: 'title' | 'content',
  locale: TLanguageTag,
) {
  if (locale === SOURCE_LANGUAGE) return undefined;
  return findTranslation(db, { kind: 'contentPage', key: contentKey, field }, locale);
}
