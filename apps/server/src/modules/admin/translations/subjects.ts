import { POINTS_NAME_KEY, type ProgrammeTextKind } from '@portal/contract';
import type { Transaction } from 'kysely';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';
import { getProgrammeSettings } from '../../../settings/index.js';
import { nominationCategories } from '../../nominations/index.js';

type Q = Db | Transaction<DB>;

/** One thing the programme wrote, with the source text of each translatable field. */
export interface Subject {
  key: string;
  label: string;
  fields: { field: string; source: string }[];
}

/**
 * Where each kind's subjects and source texts come from. The admin lists them from here, and a
 * translation is saved only for a subject found here, so a typo never stores an orphan.
 */
export const SUBJECTS_OF: Record<ProgrammeTextKind, (db: Q, config: Config) => Promise<Subject[]>> = {
  async value(db, config) {
    const { recognitionValues } = await getProgrammeSettings(db, config);
    // A value in several lists is one subject: the translation follows the wording.
    const values = [...new Set(Object.values(recognitionValues).flat())];
    return values.map((v) => ({ key: v, label: v, fields: [{ field: 'name', source: v }] }));
  },
  async pointsName(db, config) {
    const { pointsName } = await getProgrammeSettings(db, config);
    return [{ key: POINTS_NAME_KEY, label: pointsName, fields: [{ field: 'name', source: pointsName }] }];
  },
  async nominationCategory(db) {
    return (await nominationCategories(db)).map((c) => ({
      key: c.nomCat,
      label: c.nomCat,
      fields: [
        { field: 'name', source: c.nomCat },
        { field: 'help', source: c.helpText },
      ],
    }));
  },
  async product(db) {
    const rows = await db
      .selectFrom('shopProducts')
      .select(['id', 'productCode', 'description'])
      .orderBy('description')
      .orderBy('id')
      .execute();
    return rows.map((p) => ({
      key: String(p.id),
      label: `${p.description} (${p.productCode})`,
      fields: [{ field: 'description', source: p.description }],
    }));
  },
  async contentPage(db) {
    const rows = await db
      .selectFrom('contentPages')
      .select(['contentKey', 'title', 'content'])
      .orderBy('contentKey')
      .execute();
    return rows.map((p) => ({
      key: p.contentKey,
      label: p.title,
      fields: [
        { field: 'title', source: p.title },
        { field: 'content', source: p.content },
      ],
    }));
  },
  async advert(db) {
    const rows = await db
      .selectFrom('shopAdverts')
      .select(['id', 'what'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    return rows.map((a) => ({
      key: String(a.id),
      label: a.what,
      fields: [{ field: 'what', source: a.what }],
    }));
  },
};
