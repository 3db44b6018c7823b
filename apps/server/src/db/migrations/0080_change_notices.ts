import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * On PostgreSQL, a change to what instances keep in memory (programme settings, members, the
 * end of a session) is announced on the `portal_changes` channel. The notice leaves with the
 * COMMIT of the transaction that made the change (and not at all if it rolls back), so every
 * instance, this one included, drops its copy once the change is visible to it. Touching a
 * session's last-seen time announces nothing. SQLite is one instance: nothing to announce.
 */
export const changeNotices: PortalMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`
      create function portal_notify_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('portal_changes', tg_table_name);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger settings_changed after insert or update or delete on settings
      for each statement execute function portal_notify_change()`.execute(db);
    await sql`
      create trigger members_changed after update or delete on members
      for each statement execute function portal_notify_change()`.execute(db);
    await sql`
      create trigger sessions_changed after update of revoked_at, expires_at, member_id or delete on sessions
      for each statement execute function portal_notify_change()`.execute(db);
  },
  async down(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`drop trigger if exists sessions_changed on sessions`.execute(db);
    await sql`drop trigger if exists members_changed on members`.execute(db);
    await sql`drop trigger if exists settings_changed on settings`.execute(db);
    await sql`drop function if exists portal_notify_change()`.execute(db);
  },
};
