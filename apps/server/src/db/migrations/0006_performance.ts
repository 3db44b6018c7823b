import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/** Indexes the scale benchmark asked for. */
export const performance: PortalMigration = {
  async up(db) {
    // Today's work anniversaries look up hire dates by month and day, whatever the year.
    await db.schema
      .createIndex('members_hire_mmdd_idx')
      .on('members')
      .expression(sql`substr(hire_date, 6, 5)`)
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('members_hire_mmdd_idx').ifExists().execute();
  },
};
