import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

/**
 * The feed's reactions and comments. A reaction's primary key (recognition, member, kind)
 * makes the same reaction twice, even sent concurrently, one row. Comments are read per
 * recognition in id order; mentions point at members so a mention reaches the person even
 * if they are renamed.
 */
export const feed: PortalMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('recognition_reactions')
      .addColumn('recognition_id', 'integer', (c) => c.notNull().references('recognitions.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('recognition_reactions_pk', ['recognition_id', 'member_id', 'kind'])
      .addCheckConstraint(
        'recognition_reactions_kind_ck',
        sql`kind in ('clap', 'heart', 'celebrate', 'laugh', 'insightful')`,
      )
      .execute();
    await db.schema
      .createIndex('recognition_reactions_member_idx')
      .on('recognition_reactions')
      .columns(['member_id', 'recognition_id'])
      .execute();

    await withId(db.schema.createTable('recognition_comments'), dialect)
      .addColumn('recognition_id', 'integer', (c) => c.notNull().references('recognitions.id'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('edited_at', 'text')
      .addColumn('hidden_at', 'text')
      .addColumn('hidden_by', 'integer', (c) => c.references('members.id'))
      .addColumn('hidden_reason', 'text')
      .execute();
    await db.schema
      .createIndex('recognition_comments_recognition_idx')
      .on('recognition_comments')
      .columns(['recognition_id', 'id'])
      .execute();
    await db.schema
      .createIndex('recognition_comments_member_idx')
      .on('recognition_comments')
      .columns(['member_id', 'id'])
      .execute();

    await db.schema
      .createTable('comment_mentions')
      .addColumn('comment_id', 'integer', (c) =>
        c.notNull().references('recognition_comments.id').onDelete('cascade'),
      )
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'member_id'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('comment_mentions').ifExists().execute();
    await db.schema.dropTable('recognition_comments').ifExists().execute();
    await db.schema.dropTable('recognition_reactions').ifExists().execute();
  },
};
