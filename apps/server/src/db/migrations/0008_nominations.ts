import { sql } from 'kysely';
import { NOMINATION_CATEGORIES } from '@portal/contract';
import { withId, type PortalMigration } from './helpers.js';

/**
 * Nominations and the quarterly award (modules/nominations). A nomination names one member
 * or one whole division; the nominee's division, cluster and reviewing manager are recorded
 * as they were when it was made, so a later move does not change who reviews or rates it.
 */
export const nominations: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('nomination_categories')
      .addColumn('nom_cat', 'text', (c) => c.primaryKey())
      .addColumn('help_text', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
    await db
      .insertInto('nomination_categories')
      .values(
        NOMINATION_CATEGORIES.map((c, i) => ({ nom_cat: c.nomCat, help_text: c.help, sort_order: i + 1 })),
      )
      .execute();

    await withId(db.schema.createTable('nominations'), dialect)
      .addColumn('nom_cat', 'text', (c) => c.notNull().references('nomination_categories.nom_cat'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('by_member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('by_division_code', 'text', (c) => c.notNull())
      // NULL for a whole-division nomination.
      .addColumn('nominee_member_id', 'integer', (c) => c.references('members.id'))
      // The recipient as chosen ('12' or 'div:MKT-GB'): one nomination per nominee per request.
      .addColumn('nominee_key', 'text', (c) => c.notNull())
      .addColumn('nominee_division_code', 'text', (c) => c.notNull().references('divisions.code'))
      .addColumn('nominee_cluster_code', 'text', (c) => c.notNull())
      .addColumn('nominee_manager_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('review_rating', 'integer')
      .addColumn('reviewed_by_id', 'integer', (c) => c.references('members.id'))
      .addColumn('reviewed_at', 'text')
      .addColumn('review_points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_include_in_quarterly', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quarterly_motivation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('award_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('award_by_id', 'integer', (c) => c.references('members.id'))
      .addColumn('award_at', 'text')
      .addCheckConstraint(
        'nominations_rating_ck',
        sql`review_rating is null or (review_rating between 1 and 5)`,
      )
      .addCheckConstraint('nominations_award_ck', sql`award_status in ('', 'W')`)
      .execute();
    // A double submit carries the same requestId: the second insert finds its rows taken
    // (NULL request ids never collide, on either dialect).
    await db.schema
      .createIndex('nominations_request_uq')
      .on('nominations')
      .columns(['by_member_id', 'request_id', 'nominee_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('nominations_manager_idx')
      .on('nominations')
      .columns(['nominee_manager_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('nominations_cluster_idx')
      .on('nominations')
      .columns(['nominee_cluster_code', 'created_at'])
      .execute();
    await db.schema.createIndex('nominations_created_idx').on('nominations').column('created_at').execute();

    await db.schema
      .createTable('nomination_ratings')
      .addColumn('nomination_id', 'integer', (c) => c.notNull().references('nominations.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('rated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('nomination_ratings_pk', ['nomination_id', 'member_id'])
      .addCheckConstraint('nomination_ratings_ck', sql`rating between 1 and 5`)
      .execute();

    await db.schema
      .createTable('nomination_quarter_closes')
      .addColumn('cluster_code', 'text', (c) => c.notNull())
      .addColumn('quarter', 'text', (c) => c.notNull())
      .addColumn('closed_by_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('closed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('nomination_quarter_closes_pk', ['cluster_code', 'quarter'])
      .execute();
  },
  async down(db) {
    for (const table of [
      'nomination_quarter_closes',
      'nomination_ratings',
      'nominations',
      'nomination_categories',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
