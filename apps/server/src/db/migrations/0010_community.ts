import { sql } from 'kysely';
import { withId, type PortalMigration } from './helpers.js';

/**
 * Community: when a member first gave their birthday (the award starts the year
 * their birthday has not yet passed), one birthday award per member per year, Get Involved
 * campaigns, their pictures and likes.
 */
export const community: PortalMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('members').addColumn('dob_given_at', 'text').execute();
    // Birthdays held before this release count as given when the member registered (or was loaded).
    await db
      .updateTable('members')
      .set({ dob_given_at: sql`coalesce(registered_at, created_at)` })
      .where('dob_mm', '<>', '')
      .execute();

    // The primary key is the "once per member per year" rule, whatever runs where.
    await db.schema
      .createTable('birthday_awards')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('awarded_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('birthday_awards_pk', ['member_id', 'year'])
      .execute();

    await withId(db.schema.createTable('campaigns'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('colour', 'text', (c) => c.notNull())
      .addColumn('open_date', 'text', (c) => c.notNull())
      .addColumn('close_date', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('campaigns_dates_ck', sql`open_date <= close_date`)
      .execute();

    const blob = dialect === 'postgres' ? 'bytea' : 'blob';
    await withId(db.schema.createTable('getinvolved_pictures'), dialect)
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      // Random and unguessable: the pending preview is an <img> and sends no bearer token.
      .addColumn('pic_key', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('session_id', 'integer')
      .addColumn('rotation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', blob, (c) => c.notNull())
      // Moderation: a hidden picture is in no list and not served.
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_reason', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hidden_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text')
      .addCheckConstraint('getinvolved_pictures_status_ck', sql`status in ('pending', 'published')`)
      .addCheckConstraint('getinvolved_pictures_rotation_ck', sql`rotation between 0 and 3`)
      // Target of the likes' (picture, owner) reference below.
      .addUniqueConstraint('getinvolved_pictures_owner_uq', ['id', 'member_id'])
      .execute();
    await db.schema
      .createIndex('getinvolved_pictures_campaign_idx')
      .on('getinvolved_pictures')
      .columns(['campaign_id', 'status', 'hidden', 'created_at'])
      .execute();
    await db.schema
      .createIndex('getinvolved_pictures_member_idx')
      .on('getinvolved_pictures')
      .columns(['member_id', 'status'])
      .execute();

    // Once per member per picture (the primary key), never one's own: the like carries the
    // picture's owner, checked against the picture by the composite reference and differing
    // from the liker by the CHECK, so no code path can break either rule.
    await db.schema
      .createTable('getinvolved_likes')
      .addColumn('picture_id', 'integer', (c) => c.notNull())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('owner_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('getinvolved_likes_pk', ['picture_id', 'member_id'])
      .addForeignKeyConstraint(
        'getinvolved_likes_picture_fk',
        ['picture_id', 'owner_id'],
        'getinvolved_pictures',
        ['id', 'member_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .addCheckConstraint('getinvolved_likes_not_own_ck', sql`member_id <> owner_id`)
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('getinvolved_likes').ifExists().execute();
    await db.schema.dropTable('getinvolved_pictures').ifExists().execute();
    await db.schema.dropTable('campaigns').ifExists().execute();
    await db.schema.dropTable('birthday_awards').ifExists().execute();
    await db.schema.alterTable('members').dropColumn('dob_given_at').execute();
  },
};
