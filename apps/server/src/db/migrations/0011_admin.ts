import { withId, type PortalMigration } from './helpers.js';

/**
 * Programme administration: the admin audit log, and the admin jobs whose progress
 * the web page polls (an HR import of 30,000 rows takes seconds, not milliseconds), and the
 * monthly Pay It Forward top-ups.
 */
export const admin: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('admin_audit_log'), dialect)
      .addColumn('at', 'text', (c) => c.notNull())
      // Null when the command line made the change; the label says who ran it.
      .addColumn('actor_member_id', 'integer', (c) => c.references('members.id'))
      .addColumn('actor_label', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('before_json', 'text', (c) => c.notNull())
      .addColumn('after_json', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('admin_audit_log_at_idx')
      .on('admin_audit_log')
      .columns(['at', 'id'])
      .execute();
    await db.schema
      .createIndex('admin_audit_log_action_idx')
      .on('admin_audit_log')
      .columns(['action', 'at'])
      .execute();

    await db.schema
      .createTable('admin_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('phase', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.references('members.id'))
      .addColumn('input', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    // One row per member per month the Pay It Forward top-up handled, even when it moved
    // nothing (the member still had the full allowance): a second run that month skips them.
    await db.schema
      .createTable('pif_topups')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('granted', 'integer', (c) => c.notNull())
      .addColumn('taken', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('pif_topups_pk', ['member_id', 'month'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('pif_topups').ifExists().execute();
    await db.schema.dropTable('admin_jobs').ifExists().execute();
    await db.schema.dropTable('admin_audit_log').ifExists().execute();
  },
};
