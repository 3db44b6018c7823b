import type { PortalMigration } from './helpers.js';

/**
 * Moderation of recognition messages: a programme admin may hide a message with a
 * reason. The row keeps the original text (the audit trail and an unhide need it); readers
 * show a neutral text while message_hidden_at is set. Points are not touched here.
 */
export const moderation: PortalMigration = {
  async up(db) {
    await db.schema.alterTable('recognitions').addColumn('message_hidden_at', 'text').execute();
    await db.schema
      .alterTable('recognitions')
      .addColumn('message_hidden_by', 'integer', (c) => c.references('members.id'))
      .execute();
    await db.schema.alterTable('recognitions').addColumn('message_hidden_reason', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('recognitions').dropColumn('message_hidden_reason').execute();
    await db.schema.alterTable('recognitions').dropColumn('message_hidden_by').execute();
    await db.schema.alterTable('recognitions').dropColumn('message_hidden_at').execute();
  },
};
