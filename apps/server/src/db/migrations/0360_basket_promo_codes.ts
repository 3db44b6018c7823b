import type { PortalMigration } from './helpers.js';

/**
 * The promo code a member applied in the basket, kept with the basket on the server (one per
 * member), so it survives a reload, a new session and another device, and checkout and the
 * order price the basket with it while it is valid. The code is kept as typed (normalised),
 * not as a promo id: a code withdrawn and created again still matches, as it does at checkout.
 */
export const basketPromoCodes: PortalMigration = {
  async up(db) {
    await db.schema
      .createTable('shop_basket_promos')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('shop_basket_promos').ifExists().execute();
  },
};
