import { withId, type PortalMigration } from './helpers.js';

/**
 * In-app notifications and each member's choice of channel per kind. A notification keeps
 * only references and a title without any message or comment text, so hiding a message or
 * a comment later leaves nothing of it in the bell.
 */
export const notifications: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('notifications'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('actor_member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('recognition_id', 'integer')
      .addColumn('comment_id', 'integer')
      // 0 when the member turned the bell off for this kind: the row still counts the people
      // behind a grouped e-mail or push.
      .addColumn('shown', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema
      .createIndex('notifications_member_idx')
      .on('notifications')
      .columns(['member_id', 'shown', 'id'])
      .execute();
    await db.schema
      .createIndex('notifications_unread_idx')
      .on('notifications')
      .columns(['member_id', 'shown', 'read_at'])
      .execute();
    await db.schema
      .createIndex('notifications_comment_idx')
      .on('notifications')
      .column('comment_id')
      .execute();

    await db.schema
      .createTable('notification_preferences')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('in_app', 'integer', (c) => c.notNull())
      .addColumn('email', 'integer', (c) => c.notNull())
      .addColumn('push', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_preferences_pk', ['member_id', 'kind'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('notification_preferences').ifExists().execute();
    await db.schema.dropTable('notifications').ifExists().execute();
  },
};
