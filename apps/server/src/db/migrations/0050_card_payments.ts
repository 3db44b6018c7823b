import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

/**
 * Card payments of a shortfall: one row per attempt to pay the money part of an order. The
 * row's status is the claim that settles it once: every change is a conditional UPDATE from
 * `pending`, which PostgreSQL re-checks on a row another instance changed meanwhile.
 */
export const cardPayments: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('shop_payments'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('cluster_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'integer', (c) => c.notNull())
      .addColumn('points_held', 'integer', (c) => c.notNull())
      .addColumn('grand_total', 'integer', (c) => c.notNull())
      .addColumn('promo_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('cell_num', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('alloc', 'text', (c) => c.notNull().defaultTo(''))
      // The basket as it was paid for: [{ basketItemId, productId, qty, price }].
      .addColumn('lines_json', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.notNull().defaultTo(''))
      // The provider's own transaction id once paid (a Stripe PaymentIntent, PayGate TRANSACTION_ID).
      .addColumn('provider_txn_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('redirect_json', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hold_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('release_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('order_id', 'integer', (c) => c.references('shop_orders.id'))
      .addColumn('refund_status', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('refund_ref', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('refunded_minor', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .addColumn('refunded_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint(
        'shop_payments_amounts_ck',
        sql`amount_minor > 0 and points_held >= 0 and refunded_minor >= 0 and refunded_minor <= amount_minor`,
      )
      .execute();
    await db.schema
      .createIndex('shop_payments_request_uq')
      .on('shop_payments')
      .columns(['member_id', 'request_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('shop_payments_status_idx')
      .on('shop_payments')
      .columns(['status', 'expires_at'])
      .execute();
    await db.schema
      .createIndex('shop_payments_ref_idx')
      .on('shop_payments')
      .columns(['provider', 'provider_ref'])
      .execute();
    await db.schema
      .createIndex('shop_payments_order_idx')
      .on('shop_payments')
      .columns(['order_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('shop_payments').execute();
  },
};
