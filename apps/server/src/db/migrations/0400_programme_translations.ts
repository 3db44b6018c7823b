import { changeNotices, type PortalMigration } from './helpers.js';

const notices = changeNotices(['programme_translations']);

/**
 * Translations of programme data (decision 059): one row per subject, field and language, for
 * every kind of programme text (values, the points' name, nomination categories, products,
 * content pages, adverts). The subject key is text: an id, a content key or a value's source
 * wording. The source text stays where it was; a missing row means the source is shown.
 * Announced on PostgreSQL, so every instance drops the translations it keeps.
 */
export const programmeTranslations: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('programme_translations')
      .addColumn('subject_kind', 'text', (c) => c.notNull())
      .addColumn('subject_key', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('programme_translations_pk', [
        'subject_kind',
        'subject_key',
        'field',
        'language',
      ])
      .execute();
    await notices.up(db, dialect);
  },
  async down(db, dialect) {
    await notices.down(db, dialect);
    await db.schema.dropTable('programme_translations').ifExists().execute();
  },
};
