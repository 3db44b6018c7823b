import { withId, type PortalMigration } from './helpers.js';

/**
 * Limits that keep sends and sign-ins from being abused, all counted from the database so they
 * hold across every server instance:
 * - request_keys: what a requestId was first used for, so the same id with other details is refused;
 * - login_failures: one row per failed sign-in, counted over a sliding window per
 *   (member, address) pair and per member;
 * - recognition_sends: one row per e-card send (recipients and SMS it queued), counted
 *   against the sending quotas per hour and per day.
 */
export const abuseLimits: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('request_keys')
      .addColumn('call_path', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('request_keys_pk', ['call_path', 'member_id', 'request_id'])
      .execute();

    await withId(db.schema.createTable('login_failures'), dialect)
      .addColumn('member_key', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_member_at')
      .on('login_failures')
      .columns(['member_key', 'at'])
      .execute();
    await db.schema
      .createIndex('login_failures_address_at')
      .on('login_failures')
      .columns(['address', 'at'])
      .execute();

    await withId(db.schema.createTable('recognition_sends'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('sms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('recognition_sends_member_at')
      .on('recognition_sends')
      .columns(['member_id', 'created_at'])
      .execute();
    // The admin overview counts this month's SMS from the outbox.
    await db.schema
      .createIndex('outbox_channel_created')
      .on('outbox_messages')
      .columns(['channel', 'created_at'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('outbox_channel_created').execute();
    await db.schema.dropTable('recognition_sends').execute();
    await db.schema.dropTable('login_failures').execute();
    await db.schema.dropTable('request_keys').execute();
  },
};
