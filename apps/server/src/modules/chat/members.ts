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

/** The active member whose preferred or legal name is this display name, when exactly one is. */
export async function memberByDisplayName(db: Db, displayName: string): Promise<MemberRow | null> {
  const name = displayName.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!name) return null;
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('employmentStatus', '=', 'active')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(firstname || ' ' || surname)`, '=', name),
        eb(sql<string>`lower(legal_firstname || ' ' || surname)`, '=', name),
      ]),
    )
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0]! : null;
}

/** A member may send from chat once registered, like on the web. */
export const canSend = (m: MemberRow) => m.registeredAt !== null && m.employmentStatus === 'active';
