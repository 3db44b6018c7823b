import type { PortalMigration } from './helpers.js';

/**
 * Content administration: a Get Involved campaign gets a description the admin
 * writes and Get Involved shows under the theme. Existing campaigns start with none.
 */
export const campaignDescription: PortalMigration = {
  async up(db) {
    await db.schema
      .alterTable('campaigns')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('campaigns').dropColumn('description').execute();
  },
};
