import type { Transaction } from 'kysely';
import type { ProgrammeTextKind, TTranslatedLanguage } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';

type Q = Db | Transaction<DB>;

/** Every translation of programme data except content pages' HTML, which is read per page. */
export const readKeptTranslations = (db: Q) =>
  db
    .selectFrom('programmeTranslations')
    .select(['subjectKind', 'subjectKey', 'field', 'language', 'text'])
    .where((eb) => eb.not(eb.and([eb('subjectKind', '=', 'contentPage'), eb('field', '=', 'content')])))
    .execute();

/** The translations of every subject of one kind (the admin area lists them). */
export const translationsOfKind = (db: Q, kind: ProgrammeTextKind) =>
  db
    .selectFrom('programmeTranslations')
    .select(['subjectKey', 'field', 'language', 'text'])
    .where('subjectKind', '=', kind)
    .execute();

/** One field's text in one language, read where it is not kept (a content page's HTML). */
export const findTranslation = async (
  db: Q,
  subject: { kind: ProgrammeTextKind; key: string; field: string },
  language: string,
) =>
  (
    await db
      .selectFrom('programmeTranslations')
      .select('text')
      .where('subjectKind', '=', subject.kind)
      .where('subjectKey', '=', subject.key)
      .where('field', '=', subject.field)
      .where('language', '=', language)
      .executeTakeFirst()
  )?.text;

/**
 * Replaces one field's translations: the languages given with a text are written, every other
 * language's row goes (it falls back to the source).
 */
export async function replaceFieldTranslations(
  trx: Transaction<DB>,
  subject: { kind: ProgrammeTextKind; key: string; field: string },
  texts: Partial<Record<TTranslatedLanguage, string>>,
  at: string,
): Promise<void> {
  await trx
    .deleteFrom('programmeTranslations')
    .where('subjectKind', '=', subject.kind)
    .where('subjectKey', '=', subject.key)
    .where('field', '=', subject.field)
    .execute();
  const rows = Object.entries(texts)
    .filter(([, text]) => text !== undefined && text !== '')
    .map(([language, text]) => ({
      subjectKind: subject.kind,
      subjectKey: subject.key,
      field: subject.field,
      language,
      text: text!,
      updatedAt: at,
    }));
  if (rows.length > 0) await trx.insertInto('programmeTranslations').values(rows).execute();
}

/** Drops every translation of a subject that is gone (a product or advert deleted, a value renamed). */
export const deleteSubjectTranslations = (trx: Transaction<DB>, kind: ProgrammeTextKind, key: string) =>
  trx
    .deleteFrom('programmeTranslations')
    .where('subjectKind', '=', kind)
    .where('subjectKey', '=', key)
    .execute();
