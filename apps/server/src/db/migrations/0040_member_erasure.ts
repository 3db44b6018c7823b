import type { PortalMigration } from './helpers.js';

/**
 * When a programme admin erased a member's personal data (null while they have not been):
 * an erased member is shown as "Former member #id" and cannot be erased twice.
 */
export const memberErasure: PortalMigration = {
  async up(db) {
    await db.schema.alterTable('members').addColumn('erased_at', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('members').dropColumn('erased_at').execute();
  },
};
