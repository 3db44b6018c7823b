import type { PortalMigration } from './helpers.js';

/**
 * The sending quotas count a sender's sends and SMS of the last day on every send. With `sms`
 * in the index the count reads the index alone instead of visiting each send's row.
 */
export const sendQuotaIndex: PortalMigration = {
  async up(db) {
    await db.schema
      .createIndex('recognition_sends_member_at_sms')
      .on('recognition_sends')
      .columns(['member_id', 'created_at', 'sms'])
      .execute();
    await db.schema.dropIndex('recognition_sends_member_at').execute();
  },
  async down(db) {
    await db.schema
      .createIndex('recognition_sends_member_at')
      .on('recognition_sends')
      .columns(['member_id', 'created_at'])
      .execute();
    await db.schema.dropIndex('recognition_sends_member_at_sms').execute();
  },
};
