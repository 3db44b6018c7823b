import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * My Recognition's counts: a member's recognitions of a month come from the period roll-ups
 * (one row), and only those with points (the "rewards") are counted from these indexes, which
 * hold nothing else. Before, every request counted the member's whole month from the side
 * indexes: a thousand entries for a busy sender.
 */
const SIDES = [
  ['recognitions_rewards_from', 'from_member_id'],
  ['recognitions_rewards_to', 'to_member_id'],
] as const;

export const rewardIndexes: PortalMigration = {
  async up(db) {
    for (const [name, column] of SIDES)
      await db.schema
        .createIndex(name)
        .on('recognitions')
        .columns([column, 'created_at'])
        .where(sql.ref('points'), '>', sql.lit(0))
        .execute();
  },
  async down(db) {
    for (const [name] of SIDES) await db.schema.dropIndex(name).execute();
  },
};
