import type { PortalMigration } from './helpers.js';

/**
 * Profile pictures live in the database (every instance can serve them), and the single
 * sign-on hand-over state too (any instance can finish a flow another one started).
 */
export const picturesSso: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('pictures')
      // Random, unguessable: the temporary preview is an <img> and cannot send a bearer token.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // The session that uploaded it: memberupdate keeps only its own session's upload.
      .addColumn('session_id', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pictures_member_idx')
      .on('pictures')
      .columns(['member_id', 'status'])
      .execute();

    await db.schema
      .createTable('sso_flows')
      .addColumn('state', 'text', (c) => c.primaryKey())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    // Transfer-authentication tokens are single use: their jti is remembered until they expire.
    await db.schema
      .createTable('used_transfer_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('used_transfer_tokens').ifExists().execute();
    await db.schema.dropTable('sso_flows').ifExists().execute();
    await db.schema.dropTable('pictures').ifExists().execute();
  },
};
