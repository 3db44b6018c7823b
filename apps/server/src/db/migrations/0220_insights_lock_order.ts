import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';
import { ON_MEMBER_MOVE, ON_RECOGNITION } from './0150_insights_periods.js';
import { MOVE } from './0180_insights_heads.js';

/**
 * On PostgreSQL, the roll-up triggers that add to rows shared by many members (a group's period
 * counts, a group's head count) now take those rows in key order, in one statement each. Before,
 * a member's move took the old group's row then the new one's, and a recognition's period rows
 * were ordered by period alone: two transactions crossing between the same two groups could each
 * hold the row the other needed, and one failed with a deadlock. SQLite runs one write
 * transaction at a time and its triggers need no change. The functions' bodies are those of
 * 0150 and 0180 as they are now; new databases get them from there.
 */
const FUNCTIONS: Record<string, string[]> = {
  insights_periods_on_recognition: ON_RECOGNITION,
  insights_periods_on_member_move: ON_MEMBER_MOVE,
  insights_heads_moved: [MOVE],
};

export const insightsLockOrder: PortalMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const [name, body] of Object.entries(FUNCTIONS))
      await sql`create or replace function ${sql.raw(name)}() returns trigger language plpgsql as $$
        begin ${sql.raw(body.join(';\n'))}; return null; end $$`.execute(db);
  },
  // The new bodies count exactly what the old ones did; there is nothing to put back.
  async down() {},
};
