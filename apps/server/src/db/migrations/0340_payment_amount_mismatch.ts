import type { PortalMigration } from './helpers.js';

/**
 * What a provider reported when it differs from the amount asked for ("1234 GBP"), '' when it
 * never did. Such a payment places no order and stays pending; this column lets a programme
 * admin, and the stuck-payment job once the payment's time is up, fail it and give the held
 * points back (docs/decisions/043). Kept apart from last_error, which a later provider error
 * overwrites.
 */
export const paymentAmountMismatch: PortalMigration = {
  async up(db) {
    await db.schema
      .alterTable('shop_payments')
      .addColumn('amount_mismatch', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('shop_payments').dropColumn('amount_mismatch').execute();
  },
};
