import { withId, type PortalMigration } from './helpers.js';

export const outbox: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('outbox_messages'), dialect)
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('body_text', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('ref_type', 'text')
      .addColumn('ref_id', 'text')
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_due_idx')
      .on('outbox_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('outbox_ref_idx')
      .on('outbox_messages')
      .columns(['ref_type', 'ref_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('outbox_messages').ifExists().execute();
  },
};
