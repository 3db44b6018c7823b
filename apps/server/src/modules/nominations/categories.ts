import type { Transaction } from 'kysely';
import {
  FIELD_TEXTS,
  LIMITS,
  NOM_CATS,
  type NomCat,
  type TLanguageTag,
  type TNominationCategory,
  withValues,
} from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { programmeTexts } from '../../programme-texts/index.js';
import { categories, updateCategoryHelpText } from './repository.js';
import { NOMINATION_ANSWER_TEXTS } from '../../i18n/index.js';

/** The six categories in display order, with the help texts the programme keeps in the database (its source wording). */
export const nominationCategories = (db: Db | Transaction<DB>) => categories(db);

/**
 * The categories as Nominate shows them in `locale`: name and help text translated where the
 * programme translated them. A nomination still sends and stores `nomCat`, the source name.
 */
export async function categoriesIn(db: Db, locale: TLanguageTag): Promise<TNominationCategory[]> {
  const [rows, texts] = await Promise.all([categories(db), programmeTexts(db, locale)]);
  return rows.map((c) => ({
    nomCat: c.nomCat,
    name: texts.say('nominationCategory', c.nomCat, 'name', c.nomCat),
    helpText: texts.say('nominationCategory', c.nomCat, 'help', c.helpText),
  }));
}

/** Help text is shown under the category on Nominate; a paragraph, never a page. */
export const CATEGORY_HELP_MAX = LIMITS.nominationReason;

/**
 * Changes one category's help text inside the caller's transaction (the programme
 * administration feature calls this and writes its own audit entry). The category names are
 * the spec's and stay fixed.
 */
export async function setCategoryHelpText(
  trx: Transaction<DB>,
  nomCat: NomCat,
  helpText: string,
): Promise<void> {
  const text = helpText.trim();
  if (!(NOM_CATS as readonly string[]).includes(nomCat))
    throw badRequest(FIELD_TEXTS.chooseCategory.message, { nomCat: FIELD_TEXTS.chooseCategory.message });
  if (text === '' || text.length > CATEGORY_HELP_MAX) {
    throw badRequest(withValues(NOMINATION_ANSWER_TEXTS.helpTextLength, { max: CATEGORY_HELP_MAX }), {
      helpText: withValues(NOMINATION_ANSWER_TEXTS.helpTextLengthField, { max: CATEGORY_HELP_MAX }),
    });
  }
  await updateCategoryHelpText(trx, nomCat, text);
}
