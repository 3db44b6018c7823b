import type { PortalMigration } from './helpers.js';

/**
 * Slack and Microsoft Teams set-up, one row per provider: the settings an admin may read back
 * as JSON, and the secrets (signing secret, tokens, webhook addresses) sealed as JSON apart, so
 * reading the settings never needs the key.
 */
export const chatIntegrations: PortalMigration = {
  async up(db) {
    await db.schema
      .createTable('chat_integrations')
      .addColumn('provider', 'text', (c) => c.primaryKey())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('secrets_sealed', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Failed chat posts are listed on the Integrations page by channel and status.
    await db.schema
      .createIndex('outbox_channel_status_idx')
      .on('outbox_messages')
      .columns(['channel', 'status', 'id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('outbox_channel_status_idx').ifExists().execute();
    await db.schema.dropTable('chat_integrations').ifExists().execute();
  },
};
