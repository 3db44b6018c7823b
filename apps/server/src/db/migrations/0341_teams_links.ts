import type { PortalMigration } from './helpers.js';

/**
 * Which member a Teams user is: their directory object id (Entra ID `aadObjectId`, which Teams
 * puts on every message and mention) linked once to a member by a programme admin, then
 * matched by id. A display name is not an identity: anyone can set one (docs/decisions/044).
 */
export const teamsLinks: PortalMigration = {
  async up(db) {
    await db.schema
      .createTable('teams_links')
      .addColumn('aad_object_id', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) =>
        c.notNull().unique().references('members.id').onDelete('cascade'),
      )
      .addColumn('linked_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('teams_links').execute();
  },
};
