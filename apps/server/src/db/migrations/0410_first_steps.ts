import type { PortalMigration } from './helpers.js';

/**
 * A new member's first visit and first steps (add a photo, thank someone, see how points work).
 * `first_steps_from` is set when the member registers; members registered before, or loaded as
 * already registered, have none and see neither the welcome nor the steps. `returned_at` is the
 * member's first sign-in after the session registration opened: until then Home says "Welcome".
 * The photo step is done when the member has a profile picture, so it needs no column.
 */
const COLUMNS = [
  'first_steps_from',
  'returned_at',
  'thanked_at',
  'points_seen_at',
  'first_steps_dismissed_at',
];

export const firstSteps: PortalMigration = {
  async up(db) {
    for (const column of COLUMNS) await db.schema.alterTable('members').addColumn(column, 'text').execute();
  },
  async down(db) {
    for (const column of [...COLUMNS].reverse())
      await db.schema.alterTable('members').dropColumn(column).execute();
  },
};
