import type { PortalMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Points a leaver's accounts gave back, held in the `leaver-hold` system account for the
 * programme's grace period (the `leaverGraceDays` setting): a member who comes back within it
 * (an identity provider reassigning them, an HR file listing them again) gets them back; after
 * it the daily job moves them to funding. One row per account emptied; the ledger holds the
 * movements, this table says whose they are and when they are due.
 */
export const leaverHolds: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('leaver_holds'), dialect)
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('held_at', 'text', (c) => c.notNull())
      .addColumn('release_after', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      /** '' while held; 'restored' to the member, or 'returned' to funding. */
      .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .createIndex('leaver_holds_member_idx')
      .on('leaver_holds')
      .columns(['member_id', 'settled_at'])
      .execute();
    await db.schema
      .createIndex('leaver_holds_due_idx')
      .on('leaver_holds')
      .columns(['settled_at', 'release_after'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('leaver_holds').ifExists().execute();
  },
};
