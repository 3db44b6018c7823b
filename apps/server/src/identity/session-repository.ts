import type { Db } from '../db/database.js';
import type { MemberRow } from '../db/schema.js';
import { hashToken } from './tokens.js';

export async function createSession(
  db: Db,
  memberId: number,
  token: string,
  now: Date,
  absoluteHours: number,
) {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + absoluteHours * 3_600_000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      tokenHash: hashToken(token),
      memberId,
      createdAt: at,
      lastSeenAt: at,
      expiresAt,
      revokedAt: null,
    })
    .execute();
}

export async function findSessionByToken(db: Db, token: string) {
  return findSessionByTokenHash(db, hashToken(token));
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.memberId')
    .selectAll('m')
    .select(['s.id as sessionId', 's.lastSeenAt', 's.expiresAt', 's.revokedAt'])
    .where('s.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, lastSeenAt, expiresAt, revokedAt, ...member } = row;
  return { session: { id: sessionId, lastSeenAt, expiresAt, revokedAt }, member: member as MemberRow };
}

export async function touchSession(db: Db, sessionId: number, at: string) {
  await db.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', sessionId).execute();
}

/** Writes several sessions' last-seen times in one transaction. */
export async function touchSessions(db: Db, touches: ReadonlyArray<readonly [number, string]>) {
  await db.transaction().execute(async (trx) => {
    for (const [id, at] of touches)
      await trx.updateTable('sessions').set({ lastSeenAt: at }).where('id', '=', id).execute();
  });
}

export async function revokeSessionByToken(db: Db, token: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('tokenHash', '=', hashToken(token))
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of a member (password change, leaver), optionally keeping one. */
export async function revokeMemberSessions(db: Db, memberId: number, at: string, exceptSessionId?: number) {
  let q = db
    .updateTable('sessions')
    .set({ revokedAt: at })
    .where('memberId', '=', memberId)
    .where('revokedAt', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '<>', exceptSessionId);
  await q.execute();
}
