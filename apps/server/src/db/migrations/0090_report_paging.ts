import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * Indexes for reports read a page at a time (newest first, keyed on created_at then id):
 * - My Recognition counts a month's messages and rewards from the index alone, so the
 *   member-side indexes also carry points;
 * - the Management Report walks a month newest first with ties broken by id;
 * - Manager Balances walks the managers in name order.
 */
export const reportPaging: PortalMigration = {
  async up(db) {
    await db.schema.dropIndex('recognitions_from_idx').execute();
    await db.schema.dropIndex('recognitions_to_idx').execute();
    await db.schema
      .createIndex('recognitions_from_idx')
      .on('recognitions')
      .columns(['from_member_id', 'created_at', 'id', 'points'])
      .execute();
    await db.schema
      .createIndex('recognitions_to_idx')
      .on('recognitions')
      .columns(['to_member_id', 'created_at', 'id', 'points'])
      .execute();
    await db.schema
      .createIndex('recognitions_created_id_idx')
      .on('recognitions')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('members_managers_name_idx')
      .on('members')
      .columns(['surname', 'firstname', 'member_number'])
      .where(sql.ref('is_manager'), '=', 1)
      .execute();
    await db.schema
      .createIndex('ledger_transfers_from_id_idx')
      .on('ledger_transfers')
      .columns(['from_account_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('ledger_transfers_to_id_idx')
      .on('ledger_transfers')
      .columns(['to_account_id', 'created_at', 'id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('ledger_transfers_to_id_idx').execute();
    await db.schema.dropIndex('ledger_transfers_from_id_idx').execute();
    await db.schema.dropIndex('members_managers_name_idx').execute();
    await db.schema.dropIndex('recognitions_created_id_idx').execute();
    await db.schema.dropIndex('recognitions_to_idx').execute();
    await db.schema.dropIndex('recognitions_from_idx').execute();
    await db.schema
      .createIndex('recognitions_to_idx')
      .on('recognitions')
      .columns(['to_member_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('recognitions_from_idx')
      .on('recognitions')
      .columns(['from_member_id', 'created_at'])
      .execute();
  },
};
