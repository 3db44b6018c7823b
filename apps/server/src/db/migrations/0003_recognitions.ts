import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

/**
 * Recognitions (one row per recipient, so reports count and filter without unpacking lists)
 * and the indexes member search needs on a company of 100,000.
 */
export const recognitions: PortalMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('recognitions'), dialect)
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('from_member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('to_member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('send_by', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('recognitions_points_ck', sql`points >= 0`)
      .addCheckConstraint('recognitions_send_by_ck', sql`send_by in ('email', 'sms')`)
      .execute();
    // A double submit carries the same requestId: the second insert finds its rows taken.
    // NULL request ids never collide, on either dialect.
    await db.schema
      .createIndex('recognitions_request_uq')
      .on('recognitions')
      .columns(['from_member_id', 'request_id', 'to_member_id'])
      .unique()
      .execute();
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
    await db.schema.createIndex('recognitions_created_idx').on('recognitions').column('created_at').execute();

    // Member search is a prefix match on lower(name) or on the member number. PostgreSQL
    // needs text_pattern_ops for LIKE 'x%' to use an index whatever the database collation;
    // SQLite answers the same search with a range on the expression index (see directory).
    const pattern = dialect === 'postgres' ? sql.raw(' text_pattern_ops') : sql.raw('');
    for (const column of ['firstname', 'surname']) {
      await db.schema
        .createIndex(`members_lower_${column}_idx`)
        .on('members')
        .expression(sql`lower(${sql.ref(column)})${pattern}`)
        .execute();
    }
    if (dialect === 'postgres') {
      await db.schema
        .createIndex('members_number_pattern_idx')
        .on('members')
        .expression(sql`member_number text_pattern_ops`)
        .execute();
    }
  },
  async down(db) {
    for (const index of [
      'members_lower_firstname_idx',
      'members_lower_surname_idx',
      'members_number_pattern_idx',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await db.schema.dropTable('recognitions').ifExists().execute();
  },
};
