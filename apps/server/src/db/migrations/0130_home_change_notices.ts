import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/** What a member's Home shows and instances keep: balances, counters, division names. */
const TABLES = ['ledger_accounts', 'member_counters', 'divisions'] as const;

/**
 * On PostgreSQL, a change to a balance, a Home counter or a division is announced on the
 * `portal_changes` channel like settings and sessions (0080): the notice leaves with the
 * COMMIT, once per statement, and every instance drops the Home copies it keeps. SQLite: one
 * instance, other processes seen through data_version.
 */
export const homeChangeNotices: PortalMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const table of TABLES) {
      await sql`
        create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
        for each statement execute function portal_notify_change()`.execute(db);
    }
  },
  async down(db, dialect) {
    if (dialect !== 'postgres') return;
    for (const table of TABLES)
      await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  },
};
