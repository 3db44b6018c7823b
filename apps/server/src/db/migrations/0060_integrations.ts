import { withId, type PortalMigration } from './helpers.js';

/**
 * Integrations: API tokens (only a hash of each is kept) with their usage log, webhook
 * endpoints (the signing secret sealed, not hashed: the portal must sign with it), and the
 * identity provider's names for members provisioned or matched over SCIM.
 */
export const integrations: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('api_tokens'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      // The first characters of the token, so an admin can tell tokens apart without the secret.
      .addColumn('hint', 'text', (c) => c.notNull())
      .addColumn('scopes', 'text', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('last_used_at', 'text')
      .execute();
    await withId(db.schema.createTable('api_token_uses'), dialect)
      .addColumn('token_id', 'integer', (c) => c.notNull().references('api_tokens.id'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('api_token_uses_token_idx')
      .on('api_token_uses')
      .columns(['token_id', 'at'])
      .execute();

    await withId(db.schema.createTable('webhook_endpoints'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('scim_users')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      // Lower-cased: SCIM userName is compared without regard to case.
      .addColumn('user_name', 'text', (c) => c.notNull().unique())
      .addColumn('external_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('scim_users_external_idx').on('scim_users').column('external_id').execute();
  },
  async down(db) {
    await db.schema.dropTable('scim_users').ifExists().execute();
    await db.schema.dropTable('webhook_endpoints').ifExists().execute();
    await db.schema.dropTable('api_token_uses').ifExists().execute();
    await db.schema.dropTable('api_tokens').ifExists().execute();
  },
};
