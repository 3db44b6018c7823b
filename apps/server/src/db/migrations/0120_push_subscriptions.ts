import { withId, type PortalMigration } from './helpers.js';

/**
 * One row per browser that receives a member's push notifications. The endpoint is the push
 * service's address for that browser: unique, so a device signed in by someone else moves to
 * them instead of pushing to two members.
 */
export const pushSubscriptions: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('push_subscriptions'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_push_at', 'text')
      .execute();
    await db.schema
      .createIndex('push_subscriptions_member')
      .on('push_subscriptions')
      .column('member_id')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('push_subscriptions').execute();
  },
};
