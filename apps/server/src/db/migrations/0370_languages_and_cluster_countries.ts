import type { PortalMigration } from './helpers.js';

/**
 * Languages and clusters as countries. A member chooses an interface language ('' follows the
 * device, then the cluster's default). A cluster is a country: it has a default language (what
 * is sent to a member who has not chosen one), an IANA time zone ('' keeps the programme's) for
 * "today", birthdays and anniversaries, and a currency ('' until one is set).
 */
export const languagesAndClusterCountries: PortalMigration = {
  async up(db) {
    await db.schema
      .alterTable('members')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('clusters')
      .addColumn('default_language', 'text', (c) => c.notNull().defaultTo('en-GB'))
      .execute();
    await db.schema
      .alterTable('clusters')
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('clusters')
      .addColumn('currency', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('members').dropColumn('language').execute();
    for (const column of ['default_language', 'time_zone', 'currency']) {
      await db.schema.alterTable('clusters').dropColumn(column).execute();
    }
  },
};
