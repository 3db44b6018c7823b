import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { PEOPLE_ADMIN_TEXTS } from '../../i18n/index.js';

export const findMemberByNumber = (db: Db, memberNumber: string) =>
  db.selectFrom('members').selectAll().where('memberNumber', '=', memberNumber).executeTakeFirst();

/** The member with this number; a 404 for an admin who typed a number nobody has. */
export async function requireMemberByNumber(db: Db, memberNumber: string) {
  const m = await findMemberByNumber(db, memberNumber);
  if (!m) throw notFound(PEOPLE_ADMIN_TEXTS.noMember);
  return m;
}

export const findMemberById = (db: Db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

/** A division with its cluster's language and time zone (undefined for an unknown division). */
export const findDivisionWithCluster = (db: Db, code: string) =>
  db
    .selectFrom('divisions')
    .leftJoin('clusters', 'clusters.code', 'divisions.clusterCode')
    .select([
      'divisions.name',
      'divisions.clusterCode',
      'clusters.defaultLanguage as clusterLanguage',
      'clusters.timeZone as clusterTimeZone',
    ])
    .where('divisions.code', '=', code)
    .executeTakeFirst();

/** A member's manager by number and name, or undefined for a member who has none. */
export const findManager = (db: Db, m: { managerId: number | null }) =>
  m.managerId === null
    ? Promise.resolve(undefined)
    : db
        .selectFrom('members')
        .select(['memberNumber', 'firstname', 'surname'])
        .where('id', '=', m.managerId)
        .executeTakeFirst();

/** Members beside their division, with what a member's card shows: name, picture, division. */
export const memberCards = (db: Db | Transaction<DB>) =>
  db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .select(['m.id', 'm.registeredAt', 'm.firstname', 'm.surname', 'm.picId', 'd.name as division']);
