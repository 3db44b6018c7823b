import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

const text = 'text' as const;
const int = 'integer' as const;

export const foundation: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('clusters')
      .addColumn('code', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('divisions')
      .addColumn('code', text, (c) => c.primaryKey())
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('cluster_code', text, (c) => c.notNull().references('clusters.code'))
      .execute();

    await withId(db.schema.createTable('members'), dialect)
      .addColumn('member_number', text, (c) => c.notNull().unique())
      .addColumn('legal_firstname', text, (c) => c.notNull())
      .addColumn('firstname', text, (c) => c.notNull())
      .addColumn('surname', text, (c) => c.notNull())
      .addColumn('email', text, (c) => c.notNull().defaultTo(''))
      .addColumn('cell_num', text, (c) => c.notNull().defaultTo(''))
      .addColumn('division_code', text, (c) => c.notNull().references('divisions.code'))
      .addColumn('manager_id', int, (c) => c.references('members.id'))
      .addColumn('job_title', text, (c) => c.notNull().defaultTo(''))
      .addColumn('hire_date', text)
      .addColumn('dob_dd', text, (c) => c.notNull().defaultTo(''))
      .addColumn('dob_mm', text, (c) => c.notNull().defaultTo(''))
      .addColumn('employment_status', text, (c) => c.notNull().defaultTo('active'))
      .addColumn('password_hash', text)
      .addColumn('registered_at', text)
      .addColumn('is_manager', int, (c) => c.notNull().defaultTo(0))
      .addColumn('is_admin_reports', int, (c) => c.notNull().defaultTo(0))
      .addColumn('role_cc', int, (c) => c.notNull().defaultTo(0))
      .addColumn('role_ca', int, (c) => c.notNull().defaultTo(0))
      .addColumn('is_programme_admin', int, (c) => c.notNull().defaultTo(0))
      .addColumn('interest1', int, (c) => c.notNull().defaultTo(0))
      .addColumn('interest_other_desc', text, (c) => c.notNull().defaultTo(''))
      .addColumn('other_info', text, (c) => c.notNull().defaultTo(''))
      .addColumn('pic_id', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .addCheckConstraint('members_status_ck', sql`employment_status in ('active', 'leaver')`)
      .execute();
    await db.schema.createIndex('members_division_idx').on('members').column('division_code').execute();
    await db.schema.createIndex('members_manager_idx').on('members').column('manager_id').execute();
    await db.schema.createIndex('members_birthday_idx').on('members').columns(['dob_mm', 'dob_dd']).execute();
    await db.schema
      .createIndex('members_surname_idx')
      .on('members')
      .columns(['surname', 'firstname'])
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('member_id', int, (c) => c.notNull().references('members.id'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('last_seen_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('revoked_at', text)
      .execute();
    await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

    // Member accounts may never go below zero: the database refuses an overdraft whatever
    // the code or the concurrency. System accounts (the programme's funding) may go negative.
    await withId(db.schema.createTable('ledger_accounts'), dialect)
      .addColumn('member_id', int, (c) => c.references('members.id'))
      .addColumn('kind', text, (c) => c.notNull())
      .addColumn('system_code', text, (c) => c.unique())
      // 64-bit: the funding account carries every point ever issued, negated.
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', text, (c) => c.notNull())
      .addCheckConstraint('ledger_accounts_balance_ck', sql`member_id is null or balance >= 0`)
      .addCheckConstraint(
        'ledger_accounts_owner_ck',
        sql`(member_id is null and system_code is not null and kind = 'system') or (member_id is not null and system_code is null and kind in ('redeem', 'recognise', 'pif'))`,
      )
      .addUniqueConstraint('ledger_accounts_member_kind_uq', ['member_id', 'kind'])
      .execute();

    await withId(db.schema.createTable('ledger_transfers'), dialect)
      .addColumn('idempotency_key', text, (c) => c.notNull().unique())
      .addColumn('from_account_id', int, (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('to_account_id', int, (c) => c.notNull().references('ledger_accounts.id'))
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('type', text, (c) => c.notNull())
      .addColumn('description', text, (c) => c.notNull())
      .addColumn('ref_type', text)
      .addColumn('ref_id', text)
      .addColumn('reverses_id', int, (c) => c.references('ledger_transfers.id'))
      .addColumn('created_at', text, (c) => c.notNull())
      .addCheckConstraint('ledger_transfers_amount_ck', sql`amount > 0`)
      .addCheckConstraint('ledger_transfers_accounts_ck', sql`from_account_id <> to_account_id`)
      .execute();
    await db.schema
      .createIndex('ledger_transfers_from_idx')
      .on('ledger_transfers')
      .columns(['from_account_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('ledger_transfers_to_idx')
      .on('ledger_transfers')
      .columns(['to_account_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('ledger_transfers_ref_idx')
      .on('ledger_transfers')
      .columns(['ref_type', 'ref_id'])
      .execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('bucket', text, (c) => c.notNull())
      .addColumn('window_start', text, (c) => c.notNull())
      .addColumn('hits', int, (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
      .execute();

    await db.schema
      .createTable('settings')
      .addColumn('key', text, (c) => c.primaryKey())
      .addColumn('value', text, (c) => c.notNull())
      .execute();
  },
  async down(db) {
    for (const t of [
      'settings',
      'rate_limits',
      'ledger_transfers',
      'ledger_accounts',
      'sessions',
      'members',
      'divisions',
      'clusters',
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
