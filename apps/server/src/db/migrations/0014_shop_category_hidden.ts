import type { PortalMigration } from './helpers.js';

/**
 * A programme admin can hide a shop category (and so everything under it) without taking its
 * products off sale one by one; showing it again brings back exactly what was there.
 */
export const shopCategoryHidden: PortalMigration = {
  async up(db) {
    await db.schema
      .alterTable('shop_categories')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('shop_categories').dropColumn('hidden').execute();
  },
};
