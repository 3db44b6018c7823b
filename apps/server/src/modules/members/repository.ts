import type { Db } from '../../db/database.js';

export const findMemberByNumber = (db: Db, memberNumber: string) =>
  db.selectFrom('members').selectAll().where('memberNumber', '=', memberNumber).executeTakeFirst();

export const findMemberById = (db: Db, id: number) =>
  db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();

export const findDivision = (db: Db, code: string) =>
  db.selectFrom('divisions').selectAll().where('code', '=', code).executeTakeFirst();
