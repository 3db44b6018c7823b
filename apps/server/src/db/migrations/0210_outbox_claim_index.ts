import type { PortalMigration } from './helpers.js';

/**
 * The outbox worker claims a channel's pending messages by due time, a batch at a time. With
 * this index that is one range read of a batch, however many messages wait behind it.
 */
export const outboxClaimIndex: PortalMigration = {
  async up(db) {
    await db.schema
      .createIndex('outbox_channel_due_idx')
      .on('outbox_messages')
      .columns(['channel', 'status', 'next_attempt_at', 'id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('outbox_channel_due_idx').execute();
  },
};
