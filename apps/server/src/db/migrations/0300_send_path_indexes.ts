import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * Every send writes a recognition, an outbox message, a notification and a request key, and
 * each index on those tables is one more B-tree insert per row. Indexes no read needs go:
 *
 * - recognitions_created_idx (created_at) is the prefix of recognitions_created_id_idx
 *   (created_at, id), which serves every read it served;
 * - outbox_due_idx (status, next_attempt_at): the worker claims by channel first
 *   (outbox_channel_due_idx, 0210) and the one read by status alone (erasure's unsendable
 *   messages) names the channels too;
 * - notifications_comment_idx keeps only the notifications of a comment: every read of it asks
 *   for one comment, and a recognition's notification (most of them) has none.
 */
export const sendPathIndexes: PortalMigration = {
  async up(db) {
    await db.schema.dropIndex('recognitions_created_idx').execute();
    await db.schema.dropIndex('outbox_due_idx').execute();
    await db.schema.dropIndex('notifications_comment_idx').execute();
    await db.schema
      .createIndex('notifications_comment_idx')
      .on('notifications')
      .column('comment_id')
      .where(sql.ref('comment_id'), 'is not', null)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('notifications_comment_idx').execute();
    await db.schema
      .createIndex('notifications_comment_idx')
      .on('notifications')
      .column('comment_id')
      .execute();
    await db.schema
      .createIndex('outbox_due_idx')
      .on('outbox_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('recognitions_created_idx').on('recognitions').column('created_at').execute();
  },
};
