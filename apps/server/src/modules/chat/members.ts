import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';

/**
 * The active member with this e-mail address (any case), or null when there is none or more
 * than one: a chat account is matched to a person only when the match is certain.
 */
export async function memberByEmail(db: Db, email: string): Promise<MemberRow | null> {
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .where('employmentStatus', '=', 'active')
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}

/** A member may send from chat once registered, like on the web. */
export const canSend = (m: MemberRow) => m.registeredAt !== null && m.employmentStatus === 'active';
