import Database from 'better-sqlite3';
import { databaseFile } from './stack.js';

/**
 * A registered, active colleague of 100001 whose manager is 100002 and who has no nomination
 * yet, read from the e2e server's database (read-only), so the test does not depend on the
 * generated names.
 */
export function freshColleagueOf100001(): { memberNumber: string; name: string } {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT m.member_number AS memberNumber, m.firstname || ' ' || m.surname AS name
           FROM members m JOIN members boss ON boss.id = m.manager_id
          WHERE boss.member_number = '100002' AND m.member_number NOT IN ('100001')
            AND m.registered_at IS NOT NULL AND m.employment_status = 'active'
            AND m.id NOT IN (SELECT nominee_member_id FROM nominations WHERE nominee_member_id IS NOT NULL)
          ORDER BY m.member_number DESC LIMIT 1`,
      )
      .get() as { memberNumber: string; name: string } | undefined;
    if (!row) throw new Error('no colleague of 100001 without a nomination in the demo');
    return row;
  } finally {
    db.close();
  }
}
