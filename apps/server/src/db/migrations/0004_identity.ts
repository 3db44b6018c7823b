import { withId, type PortalMigration } from './helpers.js';

/** One-time-password verifications (registration, password reset), static content, contact messages. */
export const identity: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('otp_verifications'), dialect)
      // Only hashes: the handle the client holds and the code the SMS carried.
      .addColumn('auth_hash', 'text', (c) => c.notNull().unique())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('cell_num', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('otp_member_idx').on('otp_verifications').column('member_id').execute();
    await db.schema
      .createTable('content_pages')
      .addColumn('content_key', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('contact_messages'), dialect)
      .addColumn('contact_name', 'text', (c) => c.notNull())
      .addColumn('email_address', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('client_address', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('contact_messages').ifExists().execute();
    await db.schema.dropTable('content_pages').ifExists().execute();
    await db.schema.dropTable('otp_verifications').ifExists().execute();
  },
};
