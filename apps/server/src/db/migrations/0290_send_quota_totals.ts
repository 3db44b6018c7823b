import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * The sending quotas count a sender's sends and SMS of the last hour and day on every send.
 * Counted row by row, that read grew with the sender's sends of the day: fine for a member's 40,
 * but thousands of index entries for a sender whose quota is lifted (a programme's announcement
 * account, a load test), on every send. Each row now also carries the sender's running totals
 * (this send included), so a window's count is the latest totals less those just before the
 * window's first send: three index seeks whatever the volume.
 *
 * The totals follow (created_at, id), the order the quota read uses; a sender's sends are
 * written one at a time (the sender's row is held), and a send never records an earlier time
 * than the sender's latest, so that order is the order of writing.
 */
export const sendQuotaTotals: PortalMigration = {
  async up(db) {
    await db.schema
      .alterTable('recognition_sends')
      .addColumn('total_sends', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('recognition_sends')
      .addColumn('total_sms', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update recognition_sends set total_sends = x.total_sends, total_sms = x.total_sms
      from (
        select id, count(*) over w as total_sends, sum(sms) over w as total_sms
        from recognition_sends
        window w as (partition by member_id order by created_at, id rows unbounded preceding)
      ) x
      where x.id = recognition_sends.id`.execute(db);
    await db.schema
      .createIndex('recognition_sends_member_totals')
      .on('recognition_sends')
      .columns(['member_id', 'created_at', 'id', 'total_sends', 'total_sms', 'sms'])
      .execute();
    await db.schema.dropIndex('recognition_sends_member_at_sms').execute();
  },
  async down(db) {
    await db.schema
      .createIndex('recognition_sends_member_at_sms')
      .on('recognition_sends')
      .columns(['member_id', 'created_at', 'sms'])
      .execute();
    await db.schema.dropIndex('recognition_sends_member_totals').execute();
    await db.schema.alterTable('recognition_sends').dropColumn('total_sms').execute();
    await db.schema.alterTable('recognition_sends').dropColumn('total_sends').execute();
  },
};
